import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/api/errorMessages.ts';
import { answer } from '@/test/operations.ts';
import { renderApp, useMockBackend } from '@/test/renderApp.tsx';

useMockBackend();
// The first render loads the lazy routes and the boot sequence: slower than a second on a busy CI.

const serverError = () => HttpResponse.json({ message: 'boom', type: 'server' }, { status: 500 });

describe('SeatsScreen', () => {
  it('shows a multi-seat subscription, what it means and who holds the seats', async () => {
    renderApp('/seats', { persona: 'multi-seat' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Reason+ Annual: 5 seats' }),
    ).toBeVisible();
    expect(screen.getByText('Multi-seat')).toBeVisible();
    expect(screen.getByText(/up to 5 people use Reason\+ under it/)).toBeVisible();
    expect(await screen.findByText('3 of 5 seats assigned, 2 seats free.')).toBeVisible();
    const holders = screen.getAllByRole('row').slice(1);
    expect(holders.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'ava.chen@northwind-studios.example.com',
      'oskar.berg@northwind-studios.example.com',
      'priya.nair@northwind-studios.example.com',
    ]);
  });

  it('shows a single seat without the multi-seat details', async () => {
    renderApp('/seats');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Reason+ Monthly: 1 seat' }),
    ).toBeVisible();
    expect(screen.queryByText('Multi-seat')).toBeNull();
    expect(screen.getByText(/Your subscription has one seat/)).toBeVisible();
  });

  it('leads to /signup without a subscription', async () => {
    renderApp('/seats', { persona: 'trial-eligible' });
    expect(await screen.findByRole('link', { name: 'Subscribe to Reason+' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it('shows a failed seat-holder load where the holders would be', async () => {
    answer('getSubscriptionSeats', serverError);
    renderApp('/seats', { persona: 'multi-seat' });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(
      `The seat holders could not be loaded${MESSAGES.somethingWentWrong}`,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Reason+ Annual: 5 seats' }),
    ).toBeVisible();
  });

  it('shows a failed subscriptions load with the catalogue message', async () => {
    answer('listSubscriptions', serverError);
    renderApp('/seats');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.somethingWentWrong);
  });
});
