import type { ComponentType } from 'react';

/**
 * The billing provider behind a small adapter (DESIGN.md section 3). Card numbers are typed into the
 * provider's own fields and come back as a single-use token: they never pass through our code or
 * our state. Mock mode uses a fake provider with test cards and a fake 3-D Secure challenge.
 */
interface CardholderName {
  firstName: string;
  lastName: string;
}

export interface CardFieldsHandle {
  /** Asks the provider for a token of the card in its fields. Rejects with a `TransactionError`. */
  tokenize: (cardholder: CardholderName) => Promise<string>;
}

export interface CardFieldsProps {
  /** Called once the provider's fields are ready to tokenize. */
  onReady: (handle: CardFieldsHandle) => void;
}

export interface ThreeDSecureChallengeProps {
  actionTokenId: string;
  /** The provider's result token, to send back with the payment method. */
  onResult: (resultTokenId: string) => void;
  /** Rejects with a `TransactionError`. */
  onError: (error: unknown) => void;
}

export interface BillingProvider {
  CardFields: ComponentType<CardFieldsProps>;
  /** Opens the PayPal billing agreement flow; resolves with its token. */
  tokenizePayPal: () => Promise<string>;
  /** The bank's challenge for an action token, shown inside the payment form's dialog. */
  ThreeDSecureChallenge: ComponentType<ThreeDSecureChallengeProps>;
}

/**
 * How long the provider's script may take before the payment form says it could not load. A hung
 * script (a stalled proxy) would otherwise leave the customer with a spinner for ever; 20 s is
 * ample for one file from the provider's CDN and keeps under the 30 s of our own service calls.
 */
export const BILLING_SCRIPT_TIMEOUT_MS = 20_000;
