import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { useField } from '@mantine/form';
import { notifications } from '@/shared/ui/notifications.ts';
import { useState } from 'react';
import { showFieldErrors } from '@/shared/forms/focusFirstError.ts';
import { fieldsForm } from '@/shared/forms/fieldsForm.ts';
import { getChangePasswordMutationKey } from '@sdk/account/operations/changePassword.ts';
import type { PasswordChange } from '@sdk/account/model';
import { passwordChangeErrors } from '@/api/formErrors.ts';
import { useSession } from '@/shared/session/useSession.ts';
import { useSendOnce } from '@/shared/ui/useSendOnce.ts';
import { useChangePasswordMutation } from './api.ts';
import { passwordChangeValidation } from './rules/passwordChange.ts';

/** Old password, new password and its confirmation, sent to `PUT account/{userId}/change-password`. */
export function ChangePasswordScreen() {
  const { t } = useLingui();
  const { user } = useSession();
  const changePassword = useChangePasswordMutation();
  const { once } = useSendOnce(getChangePasswordMutationKey());
  const [formError, setFormError] = useState<string | null>(null);
  const form = fieldsForm(
    'change-password',
    {
      oldPassword: useField({ initialValue: '' }),
      newPassword: useField({ initialValue: '' }),
      confirmPassword: useField({ initialValue: '' }),
    },
    passwordChangeValidation,
  );

  const send = (values: PasswordChange) =>
    once(async () => {
      setFormError(null);
      try {
        await changePassword.mutateAsync({ userId: user.userId, data: values });
        form.reset();
        notifications.show({
          color: 'green',
          title: t`Password changed`,
          message: t`Your password has been changed.`,
        });
      } catch (error) {
        // Each message goes beside its field; what the user typed stays, to correct and resend.
        const { formError: message, fieldErrors } = passwordChangeErrors(error);
        showFieldErrors(form, fieldErrors);
        setFormError(message);
      }
    });

  return (
    <Stack gap="xl">
      <Title order={1}>
        <Trans>Change password</Trans>
      </Title>
      <Paper withBorder p="lg">
        <form onSubmit={form.onSubmit(send)} noValidate aria-label={t`Change password`}>
          <Stack gap="sm">
            <PasswordInput
              label={t`Old password`}
              autoComplete="current-password"
              {...form.getInputProps('oldPassword')}
            />
            <PasswordInput
              label={t`New password`}
              autoComplete="new-password"
              {...form.getInputProps('newPassword')}
            />
            <PasswordInput
              label={t`Confirm new password`}
              autoComplete="new-password"
              {...form.getInputProps('confirmPassword')}
            />
            {formError ? <Alert color="red">{formError}</Alert> : null}
            <Group>
              <Button type="submit" loading={changePassword.isPending}>
                <Trans>Change password</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
