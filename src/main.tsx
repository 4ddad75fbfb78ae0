import { claimBootRequests } from '@/api/bootRequests.ts';
import { configError } from '@/config/env.ts';
import { cataloguesReady } from '@/shared/i18n/catalogues.ts';
import { activateLocale, warmNumberData } from '@/shared/i18n/i18n.ts';
import { browserLocale } from '@/shared/i18n/locales.ts';

/**
 * Entry: show what is wrong with the configuration, if anything (a readable list instead of a
 * blank page); otherwise start the mock backend in mock mode (a separate chunk that production
 * builds leave out), then render.
 */
async function start(root: HTMLElement): Promise<void> {
  // At once, before any await: a boot script arriving after this point must not ask again.
  const bootRequests = claimBootRequests();
  if (configError) {
    const message = document.createElement('pre');
    message.textContent = configError.message;
    root.replaceChildren(message);
    return;
  }
  let onSignInPage = false;
  if (__MOCK_MODE__) {
    const { startMockBackend } = await import('@/app/mockMode/startMockBackend.ts');
    ({ onSignInPage } = await startMockBackend());
  }
  // The customer's language downloads with the app's code, while index.html's boot requests run:
  // never after them (decision 017). English comes with the code itself; another language's
  // catalogues for the app's own folders start as that code loads.
  const locale = browserLocale();
  const language = activateLocale(locale);
  // The boot's first round (the token refresh) needs no React: start it while the app's code
  // downloads (or take the one index.html's boot script began). The session gate takes its
  // outcome rather than asking again.
  const appReady = Promise.all([
    import('@/app/App.tsx'),
    language,
    import('@/api/http.ts').then(({ adoptBootRequests, beginStartRefresh }) => {
      adoptBootRequests(bootRequests);
      // Mock mode's sign-in page signs out: a refresh there would race that (and another tab's
      // sign-out) and earn a 401 for nothing.
      if (!onSignInPage) beginStartRefresh();
    }),
  ]);
  // With the downloads under way, while the main thread would wait for them.
  warmNumberData(locale);
  const [{ renderApp }] = await appReady;
  // The shell's folders registered as App's code loaded: their translations are on the way.
  await cataloguesReady();
  await renderApp(root);
}

const root = document.getElementById('root');
if (root) void start(root);
