import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  firstScreenShown,
  resetFirstScreenForTests,
} from '@/shared/scheduling/afterFirstScreen.ts';
import { FullScreenLoader, SLOW_LOADING_MS } from './FullScreenLoader.tsx';
import { SectionLoader } from './SectionLoader.tsx';

interface Shape {
  tag: string;
  attributes: Record<string, string>;
  children: Shape[];
}

/** An element's tag, attributes (in whatever order they were written) and child elements. */
const shape = (element: Element): Shape => ({
  tag: element.tagName,
  attributes: Object.fromEntries([...element.attributes].map(({ name, value }) => [name, value])),
  children: [...element.children].map(shape),
});

const Lingui = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);

const WithMantine = ({ children }: { children: ReactNode }) => (
  <MantineProvider>
    <Lingui>{children}</Lingui>
  </MantineProvider>
);

/** What index.html draws inside #root, for the first paint, before any script runs. */
function firstPaint(): Element | null {
  const html = readFileSync(join(import.meta.dirname, '../../../index.html'), 'utf8');
  return new DOMParser().parseFromString(html, 'text/html').querySelector('#root > *');
}

describe('the full-screen loader', () => {
  it('is the loader the page paints before any script runs: same logo, classes, role and label', () => {
    const page = firstPaint();
    expect(page).not.toBeNull();
    const { container } = render(<FullScreenLoader />, { wrapper: Lingui });
    expect(container.children).toHaveLength(1);
    expect(shape(container.children[0] as Element)).toEqual(shape(page as Element));
  });

  it('names what it waits for', () => {
    const { getByRole } = render(<FullScreenLoader label="Loading your orders" />, {
      wrapper: Lingui,
    });
    expect(getByRole('status', { name: 'Loading your orders' })).toBeInTheDocument();
  });
});

describe('a long wait', () => {
  /** The clock of timers and of `performance.now()`, which measures the page's wait. */
  function fakeClock() {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    onTestFinished(() => {
      vi.useRealTimers();
      resetFirstScreenForTests();
    });
  }

  it(`is said in words ${SLOW_LOADING_MS / 1000} s after a later loader appears, the loader and its name unchanged`, async () => {
    fakeClock();
    firstScreenShown();
    const { getByRole, queryByText } = render(<FullScreenLoader label="Loading your orders" />, {
      wrapper: Lingui,
    });
    await act(() => vi.advanceTimersByTimeAsync(SLOW_LOADING_MS - 1));
    expect(queryByText(/longer than usual/)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(getByRole('status', { name: 'Loading your orders' })).toHaveTextContent(
      'Still loading. This is taking longer than usual.',
    );
  });

  it(`counts the first screen's wait from the page's start: the page's own loader bounced meanwhile`, async () => {
    fakeClock();
    resetFirstScreenForTests();
    await vi.advanceTimersByTimeAsync(2_000);
    const { queryByText } = render(<FullScreenLoader />, { wrapper: Lingui });
    await act(() => vi.advanceTimersByTimeAsync(SLOW_LOADING_MS - 2_000 - 1));
    expect(queryByText(/longer than usual/)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(queryByText('Still loading. This is taking longer than usual.')).toBeInTheDocument();
  });

  it('says it at once when the app takes over from the page past the usual wait', async () => {
    fakeClock();
    resetFirstScreenForTests();
    await vi.advanceTimersByTimeAsync(SLOW_LOADING_MS);
    const { getByRole } = render(<FullScreenLoader />, { wrapper: Lingui });
    expect(getByRole('status', { name: 'Loading' })).toHaveTextContent(
      'Still loading. This is taking longer than usual.',
    );
  });

  it.each([undefined, 'sm'] as const)(
    `is said by a section's spinner too (size %s), ${SLOW_LOADING_MS / 1000} s after it appears, the spinner's name unchanged`,
    async (size) => {
      fakeClock();
      firstScreenShown();
      const { getByLabelText, queryByText } = render(
        <SectionLoader label="Loading your subscription" size={size} />,
        { wrapper: WithMantine },
      );
      await act(() => vi.advanceTimersByTimeAsync(SLOW_LOADING_MS - 1));
      expect(queryByText(/longer than usual/)).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(getByLabelText('Loading your subscription')).toBeInTheDocument();
      expect(queryByText('Still loading. This is taking longer than usual.')).toBeVisible();
    },
  );
});
