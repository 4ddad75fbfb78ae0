import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useField } from '@mantine/form';
import { notifications } from '@/shared/ui/notifications.ts';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { getChangeEmailMutationKey } from '@sdk/account/operations/changeEmail.ts';
import { getRequestEmailChangeOtpMutationKey } from '@sdk/account/operations/requestEmailChangeOtp.ts';
import { emailChangeMessage } from '@/api/formErrors.ts';
import { useChangeEmailMutation, useRequestEmailChangeOtpMutation } from './formsApi.ts';
import { newEmailProblem, otpProblem, passwordConfirmationProblem } from './rules/emailChange.ts';
import { fieldsForm } from '@/shared/forms/fieldsForm.ts';
import { useSendOnce } from '@/shared/ui/useSendOnce.ts';

interface ChangeEmailFormProps {
  userId: number;
  currentEmail: string;
  /** Changed or cancelled: the section shows the address alone again. */
  onClose: () => void;
}

/**
 * Changing the e-mail address takes two steps: the new address and the password ask the server to
 * send a one-time code to the new address; the code then confirms the change.
 */
export function ChangeEmailForm({ userId, currentEmail, onClose }: ChangeEmailFormProps) {
  const { t } = useLingui();
  const { once } = useSendOnce(getRequestEmailChangeOtpMutationKey(), getChangeEmailMutationKey());
  /** The address the code was sent to; null while still on the first step. */
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const requestOtp = useRequestEmailChangeOtpMutation();
  const changeEmail = useChangeEmailMutation(userId);

  const addressForm = fieldsForm(
    'change-email',
    {
      newEmail: useField({ initialValue: '' }),
      passwordConfirmation: useField({ initialValue: '' }),
    },
    {
      newEmail: (value) => newEmailProblem(value, currentEmail),
      passwordConfirmation: passwordConfirmationProblem,
    },
  );
  const codeForm = fieldsForm(
    'email-code',
    { otp: useField({ initialValue: '' }) },
    { otp: otpProblem },
  );
  // Opened by its button: the user carries on in the first field.
  const newEmailField = useRef<HTMLInputElement>(null);
  useEffect(() => newEmailField.current?.focus(), []);

  /**
   * Shows a step (null: the address step) and puts the focus where the user types next: the
   * button they pressed leaves with the step it belongs to.
   */
  const showStep = (sentTo: string | null) => {
    flushSync(() => setCodeSentTo(sentTo));
    (sentTo ? codeForm.getInputNode('otp') : addressForm.getInputNode('newEmail'))?.focus();
  };

  const sendCode = addressForm.onSubmit((values) =>
    once(async () => {
      const newEmail = values.newEmail.trim();
      try {
        await requestOtp.mutateAsync({
          userId,
          data: { newEmail, passwordConfirmation: values.passwordConfirmation },
        });
      } catch {
        return; // shown from the mutation's error; what the user typed stays in the form
      }
      codeForm.reset();
      changeEmail.reset();
      showStep(newEmail);
    }),
  );

  const confirm = codeForm.onSubmit((values) =>
    once(async () => {
      if (!codeSentTo) return;
      try {
        await changeEmail.mutateAsync({
          userId,
          data: { oldEmail: currentEmail, newEmail: codeSentTo, otp: values.otp.trim() },
        });
      } catch {
        return; // shown from the mutation's error; the code stays in its field to correct
      }
      onClose();
      notifications.show({
        color: 'green',
        title: t`E-mail address changed`,
        message: t`Your e-mail address is now ${codeSentTo}.`,
      });
    }),
  );

  const backToAddress = () => {
    changeEmail.reset();
    requestOtp.reset();
    showStep(null);
  };

  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        <Trans>Change e-mail address</Trans>
      </Title>
      {codeSentTo === null ? (
        <form onSubmit={sendCode} noValidate aria-label={t`Change e-mail address`}>
          <Stack gap="sm">
            <TextInput
              label={t`New e-mail address`}
              type="email"
              autoComplete="email"
              {...addressForm.getInputProps('newEmail')}
              ref={newEmailField}
            />
            <PasswordInput
              label={t`Current password`}
              autoComplete="current-password"
              {...addressForm.getInputProps('passwordConfirmation')}
            />
            {requestOtp.error ? (
              <Alert color="red">{emailChangeMessage(requestOtp.error)}</Alert>
            ) : null}
            <Group>
              <Button type="submit" loading={requestOtp.isPending}>
                <Trans>Send code</Trans>
              </Button>
              <Button variant="subtle" onClick={onClose} disabled={requestOtp.isPending}>
                <Trans>Cancel</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <form onSubmit={confirm} noValidate aria-label={t`Confirm the new e-mail address`}>
          <Stack gap="sm">
            <Text size="sm" role="status">
              <Trans>We sent a code to {codeSentTo}. Enter it to confirm your new address.</Trans>
            </Text>
            <TextInput
              label={t`Code`}
              inputMode="numeric"
              autoComplete="one-time-code"
              {...codeForm.getInputProps('otp')}
            />
            {changeEmail.error ? (
              <Alert color="red">{emailChangeMessage(changeEmail.error)}</Alert>
            ) : null}
            <Group>
              <Button type="submit" loading={changeEmail.isPending}>
                <Trans>Confirm new address</Trans>
              </Button>
              <Button variant="subtle" onClick={backToAddress} disabled={changeEmail.isPending}>
                <Trans>Use a different address</Trans>
              </Button>
              <Button variant="subtle" onClick={onClose} disabled={changeEmail.isPending}>
                <Trans>Cancel</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
