import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import type { LicenseTransfer } from '@sdk/license/model';
import { focusFirstError, showFieldErrors } from '@/app/forms/focusFirstError.ts';
import { type TransferOutcome, useLicenseTransfer } from './useLicenseTransfer.ts';

/**
 * The last step before an irreversible transfer: the customer's password. A wrong password is
 * said next to the field; any other outcome closes the dialog and is shown on the screen.
 */
export function ConfirmTransferModal({
  userId,
  transfer,
  onClose,
  onOutcome,
}: {
  userId: number;
  /** The transfer to confirm; the dialog is open while there is one. */
  transfer: LicenseTransfer | null;
  onClose: () => void;
  onOutcome: (outcome: TransferOutcome) => void;
}) {
  const mutation = useLicenseTransfer(userId);
  // The dialog keeps showing the last transfer while it fades out after `transfer` is cleared.
  const [shown, setShown] = useState(transfer);
  if (transfer && transfer !== shown) setShown(transfer);
  // Set synchronously on the first submit: a double click must not send twice.
  const sending = useRef(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '' },
    validate: { password: (value) => (value === '' ? 'Enter your password' : null) },
  });

  const close = () => {
    if (sending.current) return;
    form.reset();
    onClose();
  };

  const confirm = async ({ password }: { password: string }) => {
    if (!transfer || sending.current) return;
    sending.current = true;
    try {
      const outcome = await mutation.mutateAsync({ transfer, password });
      if (outcome.kind === 'wrongPassword') {
        showFieldErrors(form, { password: outcome.message });
        return;
      }
      form.reset();
      onOutcome(outcome);
    } finally {
      sending.current = false;
    }
  };

  const count = shown?.license_numbers.length ?? 0;
  return (
    <Modal opened={transfer !== null} onClose={close} title="Confirm the transfer" centered>
      <form
        onSubmit={(event) =>
          form.onSubmit(confirm, (errors) => focusFirstError(form, errors))(event)
        }
        noValidate
      >
        <Stack gap="md">
          <Text size="sm">
            {count === 1 ? '1 license moves' : `${count} licenses move`} to{' '}
            <Text span fw={600}>
              {shown?.new_owner_email}
            </Text>
            . This cannot be undone. Enter your password to confirm.
          </Text>
          <PasswordInput
            label="Your password"
            autoComplete="current-password"
            data-autofocus
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={mutation.isPending}>
              Transfer {count === 1 ? 'license' : `${count} licenses`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
