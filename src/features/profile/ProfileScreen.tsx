import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getGetAccountProfileQueryOptions } from '@sdk/account/operations/getAccountProfile.ts';
import { errorMessage } from '@/api/errorMessages.ts';
import { useSession } from '@/shared/session/useSession.ts';
import { SectionLoader } from '@/shared/screens/SectionLoader.tsx';
import { AccountDetails } from './AccountDetails.tsx';
import { EmailSection } from './EmailSection.tsx';
import { MarketingEmailsSwitch } from './MarketingEmailsSwitch.tsx';
import { PostalAddressSection } from './PostalAddressSection.tsx';

/** The account profile: who the user is, their e-mail, postal address and marketing choice. */
export function ProfileScreen() {
  const { t } = useLingui();
  const { user } = useSession();
  // Already in the cache after boot; read through the query so saved changes show at once.
  const profile = useQuery(getGetAccountProfileQueryOptions(user.userId));

  return (
    <Stack gap="xl">
      <Title order={1}>
        <Trans>Profile</Trans>
      </Title>
      {profile.error ? (
        <Alert color="red" title={t`Your profile could not be loaded`}>
          <Stack gap="sm" align="flex-start">
            {errorMessage(profile.error)}
            <Button variant="light" onClick={() => void profile.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </Stack>
        </Alert>
      ) : profile.isPending ? (
        <SectionLoader label={t`Loading your profile`} />
      ) : (
        <>
          <AccountDetails profile={profile.data} />
          <EmailSection userId={user.userId} profile={profile.data} />
          <PostalAddressSection userId={user.userId} profile={profile.data} />
          <MarketingEmailsSwitch />
        </>
      )}
    </Stack>
  );
}
