import { Box, Input } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { config } from '@/config/env.ts';
import { TransactionError } from '@/api/errors.ts';
import type {
  BillingProvider,
  CardFieldsProps,
  ThreeDSecureChallengeProps,
} from './billingProvider.ts';

/**
 * The production billing provider, Recurly.js: its script renders the card fields in its own
 * iframes and hands back tokens. Only the few calls we use are typed here.
 */
const RECURLY_SCRIPT = 'https://js.recurly.com/v4/recurly.js';

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

let loading: Promise<Recurly> | null = null;

function loadRecurly(): Promise<Recurly> {
  loading ??= new Promise<Recurly>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RECURLY_SCRIPT;
    script.async = true;
    script.onload = () => {
      if (!window.recurly)
        return reject(new TransactionError('The payment provider did not load.', null));
      window.recurly.configure({ publicKey: config.billingPublicKey });
      resolve(window.recurly);
    };
    script.onerror = () =>
      reject(
        new TransactionError('The payment provider could not be reached. Please try again.', null),
      );
    document.head.append(script);
  });
  return loading;
}

function RecurlyCardFields({ onReady }: CardFieldsProps) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let card: CardElement | undefined;
    let active = true;
    void loadRecurly().then((recurly) => {
      if (!active || !container.current) return;
      const elements = recurly.Elements();
      card = elements.CardElement();
      card.attach(container.current);
      onReady({
        tokenize: ({ firstName, lastName }) =>
          new Promise((resolve, reject) =>
            recurly.token(
              elements,
              { first_name: firstName, last_name: lastName },
              (error, token) =>
                error ? reject(new TransactionError(error.message, null)) : resolve(token.id),
            ),
          ),
      });
    });
    return () => {
      active = false;
      card?.remove();
    };
  }, [onReady]);
  return (
    <Input.Wrapper label="Card">
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
    let active = true;
    void loadRecurly()
      .then((recurly) => {
        if (!active || !container.current) return;
        const challenge = recurly.Risk().ThreeDSecure({ actionTokenId });
        challenge.on('token', (token) => onResult(token.id));
        challenge.on('error', (error) => onError(new TransactionError(error.message, null)));
        challenge.attach(container.current);
      })
      .catch(onError);
    return () => {
      active = false;
    };
  }, [actionTokenId, onResult, onError]);
  return <Box ref={container} mih={400} />;
}

export const recurlyBillingProvider: BillingProvider = {
  CardFields: RecurlyCardFields,
  tokenizePayPal: async () => {
    const recurly = await loadRecurly();
    return new Promise((resolve, reject) => {
      const paypal = recurly.PayPal({ display: { displayName: 'Reason+' } });
      paypal.on('token', (token) => resolve(token.id));
      paypal.on('error', (error) => reject(new TransactionError(error.message, null)));
      paypal.start();
    });
  },
  ThreeDSecureChallenge: RecurlyThreeDSecureChallenge,
};
