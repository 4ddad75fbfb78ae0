/**
 * Resolves once the page has loaded and the main thread is idle: after the first screen, in
 * practice. For code the first screen does not need (Sentry, forms behind a button): fetched with
 * the first load it would share a slow line with the screen's code and hold the content back
 * (decision 013).
 */
export const afterFirstScreen = (): Promise<void> =>
  new Promise((resolve) => {
    const whenIdle = () =>
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(() => resolve(), { timeout: 5000 })
        : setTimeout(resolve, 0);
    if (typeof document === 'undefined' || document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
