import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/api/errorMessages.ts';
import { config } from '@/config/env.ts';
import { paths } from '@/config/paths.ts';
import { answerWith } from '@/test/operations.ts';
import { renderApp, useMockBackend } from '@/test/renderApp.tsx';

// The first screen of a file waits for lazy routes and the boot sequence: more than the default 1 s.
useMockBackend();

describe('the orders screen', () => {
  it('lists the orders newest first, with status (in the customer’s words), items and total', async () => {
    renderApp(paths.orders);
    const table = await screen.findByRole('table', { name: 'Your shop orders, newest first' });
    const [, newest, next] = within(table).getAllByRole('row');
    if (!newest) throw new Error('The orders table has no order.');
    expect(within(newest).getByRole('rowheader')).toHaveTextContent('RS-097710');
    expect(newest).toHaveTextContent('Processing');
    expect(newest).toHaveTextContent('Friktion Modeled Strings · $69.00');
    expect(next).toHaveTextContent('Paid');
    expect(table).not.toHaveTextContent(/Approved|Pending/);
    expect(next).toHaveTextContent('Mixing Essentials (RTOS) · $149.00');
    expect(next).toHaveTextContent('$348.00');
  });

  it('says when there are no orders and links to the shop', async () => {
    answerWith('listOrders', 200, []);
    renderApp(paths.orders);
    expect(await screen.findByText('You have no orders yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Visit the shop' })).toHaveAttribute(
      'href',
      config.shopUrl,
    );
  });

  it('shows the catalogue message when the list fails, and loads on retry', async () => {
    answerWith('listOrders', 500, { detail: 'A server error occurred.' }, { once: true });
    const { user } = renderApp(paths.orders);
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(MESSAGES.somethingWentWrong);
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeVisible();
  });
});
