// The dom project's setup (vitest.config.ts): jsdom with the browser APIs Mantine relies on, which
// jsdom lacks, as a desktop browser has them; Testing Library's matchers and cleanup.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure, prettyDOM } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetQueryClientsForTests } from '@/api/queryClient.ts';

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

// The first screen of a file waits for lazy route code and the boot's three rounds. A query that
// finds nothing prints the page only when its error is read: `findBy…` retries build an error at
// each look, and printing the whole page each time cost a few per cent of the run. (At its time
// limit `waitFor` asks again with the message read: it has the page already.)
// The wait's ceiling is not a speed limit (speed is the bench's): in `npm test` the component tests
// run niced beside the browser journeys, and while the journeys fill both cores a screen that takes
// a second alone can take ten (5 s failed there).
const withPage = new Set<string>();
configure({
  asyncUtilTimeout: 15_000,
  getElementError: function lazyElementError(message, container) {
    const error = new Error();
    // The stack starts where the query was made, as Testing Library's own error's does.
    Error.captureStackTrace(error, lazyElementError);
    error.name = 'TestingLibraryElementError';
    let full = message && withPage.has(message) ? message : undefined;
    Object.defineProperty(error, 'message', {
      get: () => {
        if (full === undefined) {
          full = [message, prettyDOM(container)].filter(Boolean).join('\n\n');
          withPage.add(full);
        }
        return full;
      },
      set: (value: string) => {
        full = value;
      },
      configurable: true,
    });
    return error;
  },
});

// Testing Library unmounts by itself only with Vitest's globals, which this project does not use:
// every rendered tree is unmounted here, once, after each test. Then the test's caches forget
// their queries, so that what they were still loading asks nothing more in the next test.
afterEach(() => {
  cleanup();
  forgetQueryClientsForTests();
});
