import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/api/queryClient.ts';
import { recordRequests } from '@/test/operations.ts';
import { renderApp, useMockBackend } from '@/test/renderApp.tsx';

useMockBackend();

const couponField = () => screen.getByRole('textbox', { name: 'Coupon code' });
const applied = (code: string) =>
  waitFor(() =>
    expect(
      screen.getAllByRole('status').find((status) => status.textContent?.startsWith('Coupon ')),
    ).toHaveTextContent(`Coupon ${code} applied`),
  );

/** Checkout for a customer in the UK who had the trial, its price shown. */
async function openCheckout() {
  const queryClient = createQueryClient();
  const app = renderApp('/signup', { persona: 'trial-taken', queryClient });
  await screen.findByRole('radio', { name: /Reason\+ Monthly/ });
  await waitFor(() =>
    expect(
      within(screen.getByRole('table', { name: 'Price breakdown' })).getByRole('row', {
        name: /^Total/,
      }),
    ).toHaveTextContent(/\d/),
  );
  return { ...app, queryClient };
}

/** The requests that looked up `code`. */
const lookUps = (requests: Request[], code: string) =>
  requests.filter((request) => new URL(request.url).pathname.endsWith(`/coupons/${code}`));

describe('checking a coupon at checkout', () => {
  it('is a read: no write in the cache, and the order takes the coupon from the check', async () => {
    const coupons = recordRequests('getCoupon');
    const { user, queryClient } = await openCheckout();

    await user.type(couponField(), 'SAVE15');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    await applied('SAVE15');
    expect(queryClient.getMutationCache().getAll()).toEqual([]);
    // The order's coupon is the one just checked: not asked for a second time.
    expect(lookUps(coupons, 'SAVE15')).toHaveLength(1);
    expect(couponField()).toHaveValue('SAVE15');
  });

  it('asks the service again each time a code is applied', async () => {
    const coupons = recordRequests('getCoupon');
    const { user } = await openCheckout();
    await user.type(couponField(), 'SAVE15');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await applied('SAVE15');

    await user.click(screen.getByRole('button', { name: 'Remove coupon' }));
    await user.type(couponField(), 'SAVE15');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    await applied('SAVE15');
    expect(lookUps(coupons, 'SAVE15')).toHaveLength(2);
  });
});
