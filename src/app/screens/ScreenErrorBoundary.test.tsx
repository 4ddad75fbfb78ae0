import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@/api/errorMessages.ts';
import { recordReports } from '@/test/recordReports.ts';
import { ScreenErrorBoundary } from './ScreenErrorBoundary.tsx';

const recorder = recordReports();

function Broken(): ReactNode {
  throw new Error('The screen could not render');
}

const at = (pathname: string, child: ReactNode) => (
  <I18nProvider i18n={i18n}>
    <MantineProvider env="test">
      <ScreenErrorBoundary pathname={pathname}>{child}</ScreenErrorBoundary>
    </MantineProvider>
  </I18nProvider>
);

describe('ScreenErrorBoundary', () => {
  it('shows the error screen for a screen that fails, reports it once, and leaves it on navigation', async () => {
    // React logs the caught error; the report is what matters here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = render(at('/orders', <Broken />));
    expect(screen.getByRole('heading', { name: MESSAGES.errorScreenTitle })).toBeInTheDocument();
    expect(await recorder.reports()).toEqual([
      expect.objectContaining({
        message: 'The screen could not render',
        tags: expect.objectContaining({ phase: 'route' }),
      }),
    ]);

    view.rerender(at('/orders', <p>Orders</p>));
    expect(screen.getByRole('heading', { name: MESSAGES.errorScreenTitle })).toBeInTheDocument();

    view.rerender(at('/receipts', <p>Receipts</p>));
    expect(screen.getByText('Receipts')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: MESSAGES.errorScreenTitle })).toBeNull();
  });
});
