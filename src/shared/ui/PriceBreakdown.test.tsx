import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PriceBreakdown as PriceBreakdownData } from '@sdk/subscription/model';
import { describe, expect, it, vi } from 'vitest';
import { UnknownError } from '@/api/errors.ts';
import { PriceBreakdown } from './PriceBreakdown.tsx';

const breakdown: PriceBreakdownData = {
  planCode: 'reasonplusmonthly',
  currency: 'EUR',
  listPrice: 19.99,
  discount: 0,
  couponCode: 'first-month-introduction-offer',
  couponDescription: '1 month free',
  priceAfterDiscount: 19.99,
  taxPercent: 19,
  taxName: 'VAT',
  tax: 3.8,
  total: 23.79,
  dueToday: 0,
  trialEndsOn: '2026-12-23',
  firstCharge: { date: '2026-12-24', amount: 23.79 },
  billingInfoRequiredBy: null,
};

const show = (props: Partial<Parameters<typeof PriceBreakdown>[0]>) =>
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider env="test">
        <PriceBreakdown breakdown={undefined} error={null} onRetry={() => undefined} {...props} />
      </MantineProvider>
    </I18nProvider>,
  );

const row = (name: RegExp | string) =>
  within(screen.getByRole('table', { name: 'Price breakdown' })).getByRole('row', { name });

describe('the price breakdown', () => {
  it("shows the service's lines, the total, what is due today and the first charge", () => {
    show({ breakdown });
    expect(row(/^Price/)).toHaveTextContent('€19.99');
    expect(row(/^VAT \(19%\)/)).toHaveTextContent('€3.80');
    expect(row(/^Total/)).toHaveTextContent('€23.79');
    expect(row(/^Due today/)).toHaveTextContent('€0.00');
    expect(screen.getByText('First charge: €23.79 on December 24, 2026')).toBeInTheDocument();
    expect(screen.getByText('Free trial until December 23, 2026')).toBeInTheDocument();
  });

  it('names the charge after the first only where the screen asks for it', () => {
    const resumed = { ...breakdown, followingCharge: { date: '2027-01-24', amount: 23.79 } };
    show({ breakdown: resumed, labels: { followingCharge: 'After that' } });
    expect(screen.getByText('After that: €23.79 on January 24, 2027')).toBeInTheDocument();
    cleanup();
    // Checkout words what follows in its own notices: not a second time here.
    show({ breakdown: resumed });
    expect(screen.queryByText(/January 24, 2027/)).not.toBeInTheDocument();
  });

  it('says the price is being calculated beside the total, with no amount', () => {
    show({});
    expect(within(row(/^Total/)).getByRole('status')).toHaveTextContent('Calculating the price…');
    expect(screen.queryByText(/€/)).not.toBeInTheDocument();
  });

  it('says a failed preview beside the total, offers Try again, and hides stale figures', async () => {
    const onRetry = vi.fn();
    const error = new UnknownError('A server error occurred.', null, 500, {
      message: 'A server error occurred.',
    });
    show({ breakdown, error, onRetry });
    expect(row(/^Total/)).toHaveTextContent('Not available');
    expect(screen.getByRole('alert')).toHaveTextContent('The price could not be calculated');
    expect(screen.queryByText(/€/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
