import { Suspense, useState } from 'react';
import { lazyPart } from '@/shared/scheduling/lazyPart.ts';
import type { BillingProvider } from './billingProvider.ts';
import { usePendingChallenge } from './threeDSecureChallenge.ts';

// The dialog's code (Mantine's Modal with its focus trap and scroll lock: 28 KB gzip) is fetched
// when the bank first asks for a challenge, not with the payment form, which every checkout and
// payment-method screen shows first (issue 32's first-load budget).
const { Part: ThreeDSecureDialog } = lazyPart(
  () => import('./ThreeDSecureDialog.tsx'),
  (module) => module.ThreeDSecureDialog,
);

/** Shows the provider's 3-D Secure challenge while one is pending. */
export function ThreeDSecureHost({ provider }: { provider: BillingProvider }) {
  const challenge = usePendingChallenge();
  // Once a challenge has come the dialog stays mounted, so that closing it still animates.
  const [challenged, setChallenged] = useState(false);
  if (challenge && !challenged) setChallenged(true);
  if (!challenged && !challenge) return null;
  return (
    <Suspense fallback={null}>
      <ThreeDSecureDialog provider={provider} challenge={challenge} />
    </Suspense>
  );
}
