import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderApp, useMockBackend } from '@/test/renderApp.tsx';

/** How often the orders screen's module was asked for (its chunk, in a build). */
const asked = vi.hoisted(() => ({ orders: 0 }));
vi.mock('@/features/orders/OrdersScreen.tsx', async (importOriginal) => {
  asked.orders += 1;
  return importOriginal();
});

useMockBackend();

it("fetches a screen's code on the intent to follow its link, before the click", async () => {
  const { user, history } = renderApp('/profile');
  const link = await screen.findByRole('link', { name: 'Orders' });
  expect(asked.orders).toBe(0);
  await user.hover(link);
  // (The first import of a module in a test file is transformed first: seconds on a busy machine.)
  await vi.waitFor(() => expect(asked.orders).toBe(1), { timeout: 5000 });
  await user.click(link);
  expect(history.location.pathname).toBe('/orders');
  expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  expect(asked.orders).toBe(1);
});
