import type { DOMAttributes } from 'react';

/**
 * Handlers that run `fetch` on the customer's intent to use a control: the pointer coming over
 * it, the focus reaching it or a finger touching it, 100 ms or more before the click (decision
 * 014). For code fetched ahead of the part it opens.
 */
export function onIntent(
  fetch: () => void,
): Pick<DOMAttributes<HTMLElement>, 'onPointerEnter' | 'onFocus' | 'onPointerDown'> {
  return { onPointerEnter: fetch, onFocus: fetch, onPointerDown: fetch };
}
