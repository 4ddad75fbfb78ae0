import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, useMockBackend } from '@/test/renderApp.tsx';

useMockBackend();

/**
 * Customers with several subscriptions, the newest (listed first) expired: the portal shows the one
 * they can still act on, and /signup agrees that they have it.
 */
describe.each<[string, RegExp, string, string]>([
  ['expired-and-paused', /^Reason\+ Monthly/, 'Paused', 'Resume'],
  ['expired-and-canceled', /^Reason\+ Annual/, 'Canceled', 'Reactivate'],
])('%s', (persona, planName, label, action) => {
  const actions = () =>
    within(screen.getByRole('region', { name: 'Manage your subscription' }))
      .getAllByRole('button')
      .map((button) => button.textContent);

  it(`shows the ${label.toLowerCase()} subscription, not the expired one listed first`, async () => {
    renderApp('/subscription', { persona });
    const summary = await screen.findByRole('region', { name: planName });
    expect(within(summary).getByText(label)).toBeInTheDocument();
    expect(actions()).toContain(action);
  });

  it('is sent from /signup to that same subscription', async () => {
    const { history } = renderApp('/signup', { persona });
    const summary = await screen.findByRole('region', { name: planName });
    expect(history.location.pathname).toBe('/subscription');
    expect(within(summary).getByText(label)).toBeInTheDocument();
  });
});
