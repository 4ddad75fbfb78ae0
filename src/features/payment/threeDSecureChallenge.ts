import { useSyncExternalStore } from 'react';

/**
 * The 3-D Secure challenge waiting for the customer, if any. `useUpdatePaymentMethodMutation` (api.ts) asks for one
 * and waits; the `ThreeDSecureHost` rendered by the payment form shows it and settles it.
 */
export interface PendingChallenge {
  actionTokenId: string;
  resolve: (resultTokenId: string) => void;
  reject: (error: unknown) => void;
}

let pending: PendingChallenge | null = null;
const listeners = new Set<() => void>();

function publish(next: PendingChallenge | null): void {
  pending = next;
  for (const listener of listeners) listener();
}

/** Shows the challenge for the action token; resolves with the provider's result token. */
export function requestThreeDSecureChallenge(actionTokenId: string): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    publish({
      actionTokenId,
      resolve: (token) => {
        publish(null);
        resolve(token);
      },
      reject: (error) => {
        publish(null);
        reject(error);
      },
    });
  });
}

/**
 * Tests: no challenge waiting. The component tests share one page between test files
 * (vitest.config.ts); a challenge a file left open would show in the next file's payment form.
 */
export function resetThreeDSecureChallengeForTests(): void {
  if (pending) publish(null);
}

export function usePendingChallenge(): PendingChallenge | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending,
  );
}
