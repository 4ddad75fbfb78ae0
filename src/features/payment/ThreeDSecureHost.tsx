import { useLingui } from '@lingui/react/macro';
import { Modal } from '@mantine/core';
import { TransactionError } from '@/api/errors.ts';
import type { BillingProvider } from './billingProvider.ts';
import { usePendingChallenge } from './threeDSecureChallenge.ts';

/** Shows the provider's 3-D Secure challenge while one is pending. */
export function ThreeDSecureHost({ provider }: { provider: BillingProvider }) {
  const { t } = useLingui();
  const challenge = usePendingChallenge();
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
