import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { PasswordInput, Text } from '@mantine/core';
import { useField } from '@mantine/form';
import { useState } from 'react';
import { getTransferLicensesMutationKey } from '@sdk/license/operations/transferLicenses.ts';
import type { LicenseTransfer } from '@sdk/license/model';
import { showFieldErrors } from '@/shared/forms/focusFirstError.ts';
import { fieldsForm } from '@/shared/forms/fieldsForm.ts';
import { ConfirmationModal } from '@/shared/ui/ConfirmationModal.tsx';
import { type TransferOutcome, useTransferLicensesMutation } from './api.ts';

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
  const { t } = useLingui();
  const mutation = useTransferLicensesMutation(userId);
  // The dialog keeps showing the last transfer while it fades out after `transfer` is cleared.
  const [shown, setShown] = useState(transfer);
  if (transfer && transfer !== shown) setShown(transfer);
  const form = fieldsForm(
    'confirm-transfer',
    { password: useField({ initialValue: '' }) },
    { password: (value) => (value === '' ? t`Enter your password` : null) },
  );

  const close = () => {
    form.reset();
    onClose();
  };

  const confirm = async () => {
    if (!transfer) return false;
    const checked = form.validate();
    if (!checked) return false;
    const outcome = await mutation.mutateAsync({ transfer, password: checked.password });
    if (outcome.kind === 'wrongPassword') {
      showFieldErrors(form, { password: outcome.message });
      return false;
    }
    form.reset();
    onOutcome(outcome);
  };

  const count = shown?.license_numbers.length ?? 0;
  const newOwner = shown?.new_owner_email;
  return (
    <ConfirmationModal
      opened={transfer !== null}
      onClose={close}
      title={t`Confirm the transfer`}
      dismissLabel={t`Cancel`}
      actions={[
        {
          label: plural(count, { one: 'Transfer license', other: 'Transfer # licenses' }),
          color: 'red',
          sends: getTransferLicensesMutationKey(),
          run: confirm,
        },
      ]}
    >
      <Text size="sm">
        <Trans>
          <Plural value={count} one="# license moves" other="# licenses move" /> to{' '}
          <Text span fw={600}>
            {newOwner}
          </Text>
          . This cannot be undone. Enter your password to confirm.
        </Trans>
      </Text>
      <PasswordInput
        label={t`Your password`}
        autoComplete="current-password"
        data-autofocus
        {...form.getInputProps('password')}
      />
    </ConfirmationModal>
  );
}
