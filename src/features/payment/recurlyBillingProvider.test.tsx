import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BILLING_SCRIPT } from '@/config/billingScript.ts';
import { config } from '@/config/env.ts';
import { loadRecurlyBillingProvider, recurlyBillingProvider } from './recurlyBillingProvider.tsx';
import { ScriptLoadError } from './scriptLoader.ts';

const RECURLY_SCRIPT = BILLING_SCRIPT.src;

/** jsdom never fetches scripts: the test plays the browser by firing the `<script>`'s events. */
function recurlyScripts(): HTMLScriptElement[] {
  return [...document.head.querySelectorAll<HTMLScriptElement>('script')].filter(
    (script) => script.src === RECURLY_SCRIPT,
  );
}

function onlyRecurlyScript(): HTMLScriptElement {
  const [script, ...others] = recurlyScripts();
  expect(others).toEqual([]);
  if (!script) throw new Error('Recurly.js was not requested.');
  // The pinned file only: the browser checks its hash, over a CORS fetch.
  expect(script.integrity).toBe(BILLING_SCRIPT.integrity);
  expect(script.crossOrigin).toBe('anonymous');
  return script;
}

/** Just enough of Recurly.js for the card fields: a card element that records where it went. */
function fakeRecurly() {
  const card = { attach: vi.fn(), remove: vi.fn() };
  return {
    card,
    recurly: {
      configure: vi.fn(),
      Elements: () => ({ CardElement: () => card }),
      token: vi.fn(),
      PayPal: vi.fn(),
      Risk: vi.fn(),
    },
  };
}

afterEach(() => {
  cleanup();
  delete window.recurly;
});

describe('the Recurly billing provider', () => {
  it('loads Recurly.js again after a blocked load, then shows its card fields', async () => {
    const blocked = loadRecurlyBillingProvider();
    onlyRecurlyScript().dispatchEvent(new Event('error'));
    await expect(blocked).rejects.toEqual(new ScriptLoadError(RECURLY_SCRIPT, 'unreachable'));
    expect(recurlyScripts()).toEqual([]);

    // Try again: a fresh <script>, not the rejection kept from the first attempt.
    const retried = loadRecurlyBillingProvider();
    const { recurly, card } = fakeRecurly();
    window.recurly = recurly;
    onlyRecurlyScript().dispatchEvent(new Event('load'));
    await expect(retried).resolves.toBe(recurlyBillingProvider);
    expect(recurly.configure).toHaveBeenCalledExactlyOnceWith({
      publicKey: config.billingPublicKey,
    });

    const onReady = vi.fn();
    const { CardFields } = recurlyBillingProvider;
    const { unmount } = render(
      <I18nProvider i18n={i18n}>
        <MantineProvider>
          <CardFields onReady={onReady} />
        </MantineProvider>
      </I18nProvider>,
    );
    expect(card.attach).toHaveBeenCalledOnce();
    expect(onReady).toHaveBeenCalledExactlyOnceWith({ tokenize: expect.any(Function) });
    unmount();
    expect(card.remove).toHaveBeenCalledOnce();
  });
});
