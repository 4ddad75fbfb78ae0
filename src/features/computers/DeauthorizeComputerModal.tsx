import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { getDeauthorizeComputerMutationKey } from '@sdk/license/operations/deauthorizeComputer.ts';
import type { Computer } from '@sdk/license/model';
import { useState } from 'react';
import { ConfirmationModal } from '@/shared/ui/ConfirmationModal.tsx';
import { isAlreadyDeauthorized, useDeauthorizeComputerMutation } from './api.ts';

/** Asks before deauthorizing: the computer's products stop working until it is authorized again. */
export function DeauthorizeComputerModal({
  computer,
  onClose,
  onDeauthorized,
  onClosed,
}: {
  /** The computer to deauthorize; the dialog is open while there is one. */
  computer: Computer | null;
  onClose: () => void;
  onDeauthorized: (computer: Computer) => void;
  /** The dialog has faded out (its focus handed back): where the caller may move the focus. */
  onClosed?: () => void;
}) {
  const { t } = useLingui();
  const deauthorizeComputer = useDeauthorizeComputerMutation();
  // The dialog keeps naming the last computer while it fades out after `computer` is cleared.
  const [shown, setShown] = useState(computer);
  if (computer && computer !== shown) setShown(computer);

  const deauthorize = async () => {
    if (!computer) return false;
    try {
      await deauthorizeComputer.mutateAsync({ computerId: computer.id });
    } catch (error) {
      if (!isAlreadyDeauthorized(error)) throw error;
    }
    onDeauthorized(computer);
  };

  const name = shown?.name ?? '';
  // Between the product names; a language may have its own (Japanese: 、).
  const products = shown?.productNames.join(t({ message: ', ', comment: 'between product names' }));
  return (
    <ConfirmationModal
      opened={computer !== null}
      onClose={onClose}
      title={shown ? t`Deauthorize ${name}?` : undefined}
      dismissLabel={t`Cancel`}
      failureTitle={t`The computer was not deauthorized`}
      onClosed={onClosed}
      actions={[
        {
          label: t`Deauthorize`,
          color: 'red',
          sends: getDeauthorizeComputerMutationKey(),
          run: deauthorize,
        },
      ]}
    >
      <Text size="sm">
        <Trans>
          {products} will stop working on {name} until you sign in to them there again.
        </Trans>
      </Text>
    </ConfirmationModal>
  );
}
