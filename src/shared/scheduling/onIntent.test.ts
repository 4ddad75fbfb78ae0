import { afterAll, expect, it, vi } from 'vitest';
import { registerCatalogue } from '@/shared/i18n/catalogues.ts';
import { activateEnglish, activateLocale } from '@/shared/i18n/i18n.ts';
import { onIntent } from './onIntent.ts';

afterAll(activateEnglish);

it("fetches the part's code; in another language also the rest of its translations, once", async () => {
  const whole = vi.fn(async () => ({ messages: { 'intent.later': 'Später' } }));
  const own = vi.fn(async () => ({ messages: { 'intent.shown': 'Gezeigt' } }));
  registerCatalogue('chunk:intent', { 'intent.shown': 'Shown' }, { de: whole }, () => ({
    de: own,
  }));
  await activateLocale('de');
  // The first screen has its own translations: nothing more until the customer reaches for a part.
  expect(own).toHaveBeenCalledTimes(1);
  expect(whole).not.toHaveBeenCalled();

  const fetchCode = vi.fn();
  const handlers = onIntent(fetchCode);
  handlers.onPointerEnter?.({} as never);
  handlers.onFocus?.({} as never);
  handlers.onPointerDown?.({} as never);
  expect(fetchCode).toHaveBeenCalledTimes(3);
  await vi.waitFor(() => expect(whole).toHaveBeenCalledTimes(1));

  await activateEnglish();
  onIntent(fetchCode).onPointerEnter?.({} as never);
  expect(fetchCode).toHaveBeenCalledTimes(4);
  expect(whole).toHaveBeenCalledTimes(1);
});
