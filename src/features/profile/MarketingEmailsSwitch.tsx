import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '@/api/errorMessages.ts';
import { getSetMarketingEmailsMutationKey } from '@/api/queryKeys.ts';
import { useSendOnce } from '@/shared/ui/useSendOnce.ts';
import { useMarketingSubscription, useSetMarketingEmailsMutation } from './api.ts';
import { OptInChoice, usePreloadedOptIn } from './editForms.tsx';
import looks from '@/shared/ui/mantineLooks.module.css';

/** The marketing-e-mail opt-in, saved as soon as it is switched. */
export function MarketingEmailsSwitch() {
  const { t } = useLingui();
  const subscription = useMarketingSubscription();
  const setMarketingEmails = useSetMarketingEmailsMutation();
  usePreloadedOptIn();
  // `disabled` below reaches the switch a render late: a fast double click would send twice.
  const { once } = useSendOnce(getSetMarketingEmailsMutationKey());
  const change = (subscribed: boolean) =>
    once(async () => {
      // A failure is shown from the mutation's state.
      await setMarketingEmails.mutateAsync(subscribed).catch(() => undefined);
    });

  return (
    <section className={looks.paper} aria-labelledby="marketing-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="marketing-heading">
          <Trans>Marketing e-mails</Trans>
        </Title>
        {subscription.error ? (
          <Alert color="red" title={t`Your e-mail preferences could not be loaded`}>
            <Stack gap="sm" align="flex-start">
              {errorMessage(subscription.error)}
              <Button variant="light" onClick={() => void subscription.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            </Stack>
          </Alert>
        ) : subscription.isPending ? (
          <Loader size="sm" aria-label={t`Loading your e-mail preferences`} />
        ) : (
          <>
            <OptInChoice name={t`e-mail preference`}>
              {({ MarketingChoice }) => (
                <MarketingChoice
                  subscribed={subscription.data.subscribed}
                  saving={setMarketingEmails.isPending}
                  describedBy="marketing-address"
                  onChange={(subscribed) => void change(subscribed)}
                />
              )}
            </OptInChoice>
            <Text id="marketing-address" size="sm" c="dimmed">
              <Trans>Sent to {subscription.data.email}. You can switch this off at any time.</Trans>
            </Text>
          </>
        )}
        {setMarketingEmails.error ? (
          <Alert color="red">
            <Trans>Your choice was not saved.</Trans> {errorMessage(setMarketingEmails.error)}
          </Alert>
        ) : null}
      </Stack>
    </section>
  );
}
