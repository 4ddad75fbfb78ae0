import { claimBootRequests, landingFormatters } from '@/api/bootRequests.ts';
import { waitForTranslationsWith } from '@/api/errorMessages.ts';
import { adoptBootRequests, beginStartRefresh } from '@/api/http.ts';
import { renderApp } from '@/app/App.tsx';
import { configError } from '@/config/env.ts';
import { adoptLandingTranslations, cataloguesReady } from '@/shared/i18n/catalogues.ts';
import { activateLocale } from '@/shared/i18n/i18n.ts';
import { browserLocale, warmFormatters } from '@/shared/i18n/locales.ts';

/**
 * Entry: show what is wrong with the configuration, if anything (a readable list instead of a
 * blank page); otherwise start the mock backend in mock mode (a separate chunk that production
 * builds leave out), then render. The app's code is imported statically: every load runs it, and
 * one chunk compresses better than the three it was (1.4 KB less gzip on every first load).
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
  // The customer's language: English came with the code; another language's translations of the
  // chunks the page landed on were preloaded by index.html's boot script in one file, with this
  // code (decision 017).
  adoptLandingTranslations(bootRequests?.translations);
  // The refusals' wordings come when a refusal does, and wait for their translation as a part does.
  waitForTranslationsWith(cataloguesReady);
  const locale = browserLocale();
  const language = activateLocale(locale);
  // The boot's first round (the token refresh): the one index.html's boot script began, or one
  // begun now. The session gate takes its outcome rather than asking again. Mock mode's sign-in
  // page signs out: a refresh there would race that (and another tab's sign-out) and earn a 401
  // for nothing.
  adoptBootRequests(bootRequests);
  if (!onSignInPage) beginStartRefresh();
  // Where index.html's boot script ran (production builds), it warmed them already. (Where only its
  // inline refresh ran, the boot script having failed to load, the first date or price pays for
  // the warm-up instead: a slower first screen in a degraded case, nothing worse.)
  if (!bootRequests) warmFormatters(locale, landingFormatters(window.location.pathname));
  await language;
  // A part's missing words are that part's failure (lazyPart), never the start's.
  await cataloguesReady().catch(() => undefined);
  await renderApp(root);
}

const root = document.getElementById('root');
if (root) void start(root);
