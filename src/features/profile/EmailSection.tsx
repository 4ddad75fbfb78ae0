import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@/shared/ui/notifications.ts';
import { getSendVerificationEmailMutationKey } from '@sdk/account/operations/sendVerificationEmail.ts';
import type { AccountProfile } from '@sdk/account/model';
import { errorMessage } from '@/api/errorMessages.ts';
import { useSendVerificationEmailMutation } from './api.ts';
import { EditForm, useEditFormsOnIntent, useFormInPlace } from './editForms.tsx';
import { useSendOnce } from '@/shared/ui/useSendOnce.ts';
import looks from '@/shared/ui/mantineLooks.module.css';

/**
 * The e-mail address, its verification state, a resend of the verification link, and the change,
 * whose form opens on "Change e-mail address".
 */
export function EmailSection({ userId, profile }: { userId: number; profile: AccountProfile }) {
  const { t } = useLingui();
  const { isOpen, open, close, opener } = useFormInPlace();
  const intent = useEditFormsOnIntent();

  return (
    <section className={looks.paper} aria-labelledby="email-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="email-heading">
          <Trans>E-mail address</Trans>
        </Title>
        <Group gap="sm">
          <Text fw={500}>{profile.email}</Text>
          {profile.isEmailVerified ? (
            <span className={looks.badge} data-color="green">
              <Trans>Verified</Trans>
            </span>
          ) : (
            <span className={looks.badge} data-color="yellow">
              <Trans>Not verified</Trans>
            </span>
          )}
        </Group>
        {profile.isEmailVerified ? null : <ResendVerification email={profile.email} />}
        <hr className={looks.divider} />
        {isOpen ? (
          <EditForm name={t`e-mail change form`}>
            {({ ChangeEmailForm }) => (
              <ChangeEmailForm userId={userId} currentEmail={profile.email} onClose={close} />
            )}
          </EditForm>
        ) : (
          <Group>
            <Button variant="default" ref={opener} onClick={open} {...intent}>
              <Trans>Change e-mail address</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    </section>
  );
}

function ResendVerification({ email }: { email: string }) {
  const { t } = useLingui();
  const sendVerification = useSendVerificationEmailMutation();
  const { once } = useSendOnce(getSendVerificationEmailMutationKey());

  const resend = () =>
    once(async () => {
      try {
        await sendVerification.mutateAsync({ data: { email } });
      } catch {
        return; // shown beside the button from the mutation's error
      }
      notifications.show({
        color: 'green',
        title: t`Verification e-mail sent`,
        message: t`We sent a new verification link to ${email}.`,
      });
    });

  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">
        <Trans>
          Your address is not verified yet. Follow the link in the verification e-mail, or send a
          new one.
        </Trans>
      </Text>
      <Button variant="light" loading={sendVerification.isPending} onClick={() => void resend()}>
        <Trans>Resend verification e-mail</Trans>
      </Button>
      {sendVerification.error ? (
        <Alert color="red">{errorMessage(sendVerification.error)}</Alert>
      ) : null}
    </Stack>
  );
}
