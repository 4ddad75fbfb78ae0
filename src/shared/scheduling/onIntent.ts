import type { DOMAttributes } from 'react';
import { prefetchTranslations } from '@/shared/i18n/catalogues.ts';
import { activeLocale } from '@/shared/i18n/i18n.ts';

/**
 * Handlers that run `fetch` on the customer's intent to use a control: the pointer coming over
 * it, the focus reaching it or a finger touching it, 100 ms or more before the click (decision
 * 014). For code fetched ahead of the part it opens; in a language other than English, with the
 * rest of the language's translations (its whole catalogue, once), which the part's own file
 * would otherwise follow only once the part's code had arrived and run (decision 017). A visit
 * that opens nothing downloads neither.
 */
export function onIntent(
  fetch: () => unknown,
): Pick<DOMAttributes<HTMLElement>, 'onPointerEnter' | 'onFocus' | 'onPointerDown'> {
  const ahead = () => {
    // A download that fails ahead of time is the part's to show when it opens (lazyPart and the
    // router ask again then), not the intent's.
    void Promise.resolve(fetch()).catch(() => undefined);
    void prefetchTranslations(activeLocale()).catch(() => undefined);
  };
  return { onPointerEnter: ahead, onFocus: ahead, onPointerDown: ahead };
}
