// jsdom lacks a few browser APIs Mantine relies on; these stand-ins behave like a desktop browser.
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.HTMLElement.prototype.scrollIntoView ??= () => undefined;
  await import('@testing-library/jest-dom/vitest');
  // The first screen of a file waits for lazy route code and the boot's three rounds.
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5000 });
}
export {};
