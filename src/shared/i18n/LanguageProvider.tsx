import { i18n } from '@lingui/core';
import { type I18nContext, LinguiContext } from '@lingui/react';
import { type ReactNode, useSyncExternalStore } from 'react';
import { changeShows } from './catalogues.ts';

/**
 * Lingui's context for the portal, as `@lingui/react`'s I18nProvider makes it, but renewed only
 * for a change that can show on screen: a language made active, a translation arrived. Lingui
 * announces every `i18n.load` as a change, and its provider then renders every text again (and,
 * through the theme's labels, everything Mantine draws): a module registering its own English as
 * its chunk loads (a dialog's, fetched on the customer's intent to open it) re-rendered the whole
 * screen, though nothing on screen can read that module's messages before its own components
 * render (src/shared/i18n/catalogues.ts, `changeShows`).
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const context = useSyncExternalStore(subscribe, current, current);
  // As Lingui's provider: no text before a language is active.
  if (!context.i18n.locale) return null;
  return <LinguiContext.Provider value={context}>{children}</LinguiContext.Provider>;
}

/** A new object per change: what tells React's consumers to render again. */
const contextNow = (): I18nContext => ({ i18n: new Proxy(i18n, {}), _: i18n.t.bind(i18n) });

let context = contextNow();
let contextLocale = i18n.locale;

function current(): I18nContext {
  // A language activated before anything subscribed.
  if (contextLocale !== i18n.locale) renew();
  return context;
}

function renew(): void {
  context = contextNow();
  contextLocale = i18n.locale;
}

function subscribe(onChange: () => void): () => void {
  return i18n.on('change', () => {
    if (!changeShows()) return;
    renew();
    onChange();
  });
}
