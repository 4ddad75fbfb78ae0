import { useLingui } from '@lingui/react/macro';
import { Box, Input } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { BILLING_SCRIPT } from '@/config/billingScript.ts';
import { config } from '@/config/env.ts';
import { TransactionError } from '@/api/errors.ts';
import {
  BILLING_SCRIPT_TIMEOUT_MS,
  type BillingProvider,
  type CardFieldsProps,
  type ThreeDSecureChallengeProps,
} from './billingProvider.ts';
import { createScriptLoader } from './scriptLoader.ts';

/**
 * The production billing provider, Recurly.js (pinned: src/config/billingScript.ts): its script
 * renders the card fields in its own iframes and hands back tokens. Only the few calls we use are
 * typed here.
 */

type Callback<T> = (error: { message: string } | null, value: T) => void;
interface Emitter<T> {
  on(event: 'token', handler: (token: T) => void): void;
  on(event: 'error', handler: (error: { message: string }) => void): void;
}
interface CardElement {
  attach(element: HTMLElement): void;
  remove(): void;
}
interface Elements {
  CardElement(): CardElement;
}
interface Recurly {
  configure(options: { publicKey: string }): void;
  Elements(): Elements;
  token(
    elements: Elements,
    data: { first_name: string; last_name: string },
    done: Callback<{ id: string }>,
  ): void;
  PayPal(options: {
    display: { displayName: string };
  }): Emitter<{ id: string }> & { start(): void };
  Risk(): {
    ThreeDSecure(options: {
      actionTokenId: string;
    }): Emitter<{ id: string }> & { attach(element: HTMLElement): void };
  };
}

declare global {
  interface Window {
    recurly?: Recurly;
  }
}

/**
 * Recurly.js, configured once it has run. An ad-blocker, a proxy or an outage can keep it away:
 * the loader gives up after a time limit and fetches it afresh when the customer tries again.
 */
const loadRecurly = createScriptLoader<Recurly>({
  src: BILLING_SCRIPT.src,
  integrity: BILLING_SCRIPT.integrity,
  provided: () => {
    window.recurly?.configure({ publicKey: config.billingPublicKey });
    return window.recurly;
  },
  timeoutMs: BILLING_SCRIPT_TIMEOUT_MS,
});

/** The provider once its script is ready: the payment form shows its fields only then. */
export async function loadRecurlyBillingProvider(): Promise<BillingProvider> {
  await loadRecurly();
  return recurlyBillingProvider;
}

/** Recurly.js, which `loadRecurlyBillingProvider` loaded before any of the components below shows. */
function loadedRecurly(): Recurly {
  if (!window.recurly) throw new Error('Recurly.js is used before it has loaded.');
  return window.recurly;
}

function RecurlyCardFields({ onReady }: CardFieldsProps) {
  const { t } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!container.current) return;
    const recurly = loadedRecurly();
    const elements = recurly.Elements();
    const card = elements.CardElement();
    card.attach(container.current);
    onReady({
      tokenize: ({ firstName, lastName }) =>
        new Promise((resolve, reject) =>
          recurly.token(elements, { first_name: firstName, last_name: lastName }, (error, token) =>
            error ? reject(new TransactionError(error.message, null)) : resolve(token.id),
          ),
        ),
    });
    return () => card.remove();
  }, [onReady]);
  return (
    <Input.Wrapper label={t`Card`}>
      <Box ref={container} mih={44} />
    </Input.Wrapper>
  );
}

/** Recurly renders the bank's challenge into our element and hands back a result token. */
function RecurlyThreeDSecureChallenge({
  actionTokenId,
  onResult,
  onError,
}: ThreeDSecureChallengeProps) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!container.current) return;
    const challenge = loadedRecurly().Risk().ThreeDSecure({ actionTokenId });
    challenge.on('token', (token) => onResult(token.id));
    challenge.on('error', (error) => onError(new TransactionError(error.message, null)));
    challenge.attach(container.current);
  }, [actionTokenId, onResult, onError]);
  return <Box ref={container} mih={400} />;
}

/** What PayPal's window calls the merchant: the product's name, the same in every language. */
const PRODUCT_NAME = 'Reason+';

export const recurlyBillingProvider: BillingProvider = {
  CardFields: RecurlyCardFields,
  tokenizePayPal: () =>
    new Promise((resolve, reject) => {
      const paypal = loadedRecurly().PayPal({ display: { displayName: PRODUCT_NAME } });
      paypal.on('token', (token) => resolve(token.id));
      paypal.on('error', (error) => reject(new TransactionError(error.message, null)));
      paypal.start();
    }),
  ThreeDSecureChallenge: RecurlyThreeDSecureChallenge,
};
