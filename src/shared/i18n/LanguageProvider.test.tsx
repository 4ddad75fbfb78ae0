import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { registerCatalogue } from './catalogues.ts';
import { activateEnglish, activateLocale } from './i18n.ts';
import { LanguageProvider } from './LanguageProvider.tsx';

afterAll(activateEnglish);

describe('LanguageProvider', () => {
  it('renders the screen again when a language or a translation arrives, not when a module registers its own messages', async () => {
    registerCatalogue('test/shown', { 'test.shown': 'Shown in English' }, {}, () => ({
      de: () => Promise.resolve({ messages: { 'test.shown': 'Auf Deutsch gezeigt' } }),
    }));
    activateEnglish();
    let renders = 0;
    function Shown() {
      const { _ } = useLingui();
      renders += 1;
      return <p>{_('test.shown')}</p>;
    }
    render(
      <LanguageProvider>
        <Shown />
      </LanguageProvider>,
    );
    expect(screen.getByText('Shown in English')).toBeInTheDocument();
    const rendered = renders;

    // A chunk loaded on the customer's intent registers its English: nothing shown reads it.
    act(() => registerCatalogue('test/later', { 'test.later': 'Later in English' }, {}));
    expect(renders).toBe(rendered);

    // A language made active, then a translation that arrives for what is shown: rendered again.
    await act(() => activateLocale('de'));
    expect(screen.getByText('Auf Deutsch gezeigt')).toBeInTheDocument();
    const inGerman = renders;
    act(() => i18n.load('de', { 'test.shown': 'Neu übersetzt' }));
    expect(screen.getByText('Neu übersetzt')).toBeInTheDocument();
    expect(renders).toBeGreaterThan(inGerman);

    // In German too, a registering module's English stand-ins render nothing again.
    const before = renders;
    act(() => registerCatalogue('test/later-de', { 'test.later.de': 'Later in English' }, {}));
    expect(renders).toBe(before);
  });
});
