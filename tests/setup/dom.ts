// The dom project's setup (vitest.config.ts): jsdom with the browser APIs Mantine relies on, which
// jsdom lacks, as a desktop browser has them; Testing Library's matchers and cleanup.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

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

// The first screen of a file waits for lazy route code and the boot's three rounds.
configure({ asyncUtilTimeout: 5000 });

// Testing Library unmounts by itself only with Vitest's globals, which this project does not use:
// every rendered tree is unmounted here, once, after each test.
afterEach(cleanup);
