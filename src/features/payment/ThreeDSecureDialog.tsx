import { useLingui } from '@lingui/react/macro';
import { Modal } from '@mantine/core';
import { TransactionError } from '@/api/errors.ts';
import type { BillingProvider } from './billingProvider.ts';
import type { PendingChallenge } from './threeDSecureChallenge.ts';

/** The provider's 3-D Secure challenge in a dialog, open while one is pending. */
export function ThreeDSecureDialog({
  provider,
  challenge,
}: {
  provider: BillingProvider;
  challenge: PendingChallenge | null;
}) {
  const { t } = useLingui();
  const { ThreeDSecureChallenge } = provider;
  return (
    <Modal
      opened={challenge !== null}
      onClose={() =>
        challenge?.reject(new TransactionError(t`The card confirmation was cancelled.`, null))
      }
      closeOnClickOutside={false}
      title={t`Confirm your payment (3-D Secure)`}
    >
      {challenge ? (
        <ThreeDSecureChallenge
          actionTokenId={challenge.actionTokenId}
          onResult={challenge.resolve}
          onError={challenge.reject}
        />
      ) : null}
    </Modal>
  );
}
