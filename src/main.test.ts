import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('the entry, given a configuration the app refuses', () => {
  it('says on the page what is wrong, instead of leaving it empty', async () => {
    // What a build that skipped the build's checks would carry: no account service.
    vi.stubEnv('VITE_MOCK_MODE', 'false');
    vi.stubEnv('VITE_ACCOUNT_API_URL', '');
    vi.stubEnv('VITE_SUBSCRIPTION_API_URL', 'https://subscriptions.test/api');
    vi.stubEnv('VITE_LICENSE_API_URL', 'https://licenses.test');
    vi.stubEnv('VITE_SHOP_API_URL', 'https://shop.test/shop/api');
    vi.stubEnv('VITE_BILLING_PUBLIC_KEY', 'pk_test');
    document.body.innerHTML = '<div id="root"></div>';

    await import('./main.tsx');

    const root = document.getElementById('root');
    await vi.waitFor(() =>
      expect(root?.textContent).toContain("The portal's configuration is invalid"),
    );
    expect(root?.textContent).toContain('VITE_ACCOUNT_API_URL is required');
  });
});
