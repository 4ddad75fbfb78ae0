import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * The refusals' words come when a refusal does (decision 017). Each test sees the error catalogue as
 * a page has it before any refusal: a fresh module graph (this file runs isolated, vitest.config.ts).
 */
const fresh = async () => {
  vi.resetModules();
  const { setAccessToken } = await import('./accessToken.ts');
  setAccessToken('token');
  return {
    ...(await import('./errorMessages.ts')),
    ...(await import('./mutators.ts')),
  };
};

const GENERAL = 'Something went wrong, please try again.';
const CARD_DECLINED = 'Your card was declined. Try another card, or pay with PayPal.';

const server = setupServer(
  http.post('*/subscription-api/refused', () =>
    HttpResponse.json(
      { type: 'transaction', code: 'card_declined', message: 'Transaction declined (code 2001)' },
      { status: 400 },
    ),
  ),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
});

describe("the refusals' words, downloaded on the first refusal", () => {
  it('stand in as the general wording until they are here, then word each refusal', async () => {
    const { mapServerMessage, MESSAGES, refusalWordingsReady } = await fresh();
    expect(MESSAGES.cardDeclined).toBe(GENERAL);
    expect(Object.keys(MESSAGES)).not.toContain('cardDeclined');
    // A coded refusal's own text is never shown for want of its words.
    expect(mapServerMessage('Transaction declined (code 2001)', 'card_declined')).toBe(GENERAL);
    // The service's own words where the catalogue has none to give (spec section 5).
    expect(mapServerMessage('Billing date is outside the allowed range')).toBe(
      'Billing date is outside the allowed range',
    );
    await refusalWordingsReady();
    expect(MESSAGES.cardDeclined).toBe(CARD_DECLINED);
    expect(Object.keys(MESSAGES)).toContain('cardDeclined');
    expect(mapServerMessage('Transaction declined (code 2001)', 'card_declined')).toBe(
      CARD_DECLINED,
    );
  });

  it('come, with their translation, before a refused write reaches its caller', async () => {
    const { errorMessage, subscriptionRequest, waitForTranslationsWith } = await fresh();
    let translated = false;
    waitForTranslationsWith(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      translated = true;
    });
    const refused: unknown = await subscriptionRequest('/refused', { method: 'POST' }).catch(
      (error: unknown) => error,
    );
    expect(translated).toBe(true);
    expect(errorMessage(refused)).toBe(CARD_DECLINED);
  });

  it('hold a refusal back no longer than REFUSAL_WORDS_WAIT_MS when their translation does not come', async () => {
    const { MESSAGES, REFUSAL_WORDS_WAIT_MS, refusalWordingsReady, waitForTranslationsWith } =
      await fresh();
    vi.useFakeTimers();
    waitForTranslationsWith(() => new Promise<void>(() => undefined));
    let settled = false;
    void refusalWordingsReady().then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(REFUSAL_WORDS_WAIT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    // Not in the customer's language yet: the general wording, never English first.
    expect(MESSAGES.couponExpired).toBe(GENERAL);
  });
});
