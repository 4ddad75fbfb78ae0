/**
 * A business customer (issue 33) across the portal, on the mock backend: the company and VAT ID
 * in the profile's billing details, a wrong VAT ID refused beside its field, and "Reverse charge"
 * instead of VAT on the checkout's price, the overview's next charge and the invoices.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, useMockBackend } from '@/test/renderApp.tsx';

useMockBackend();

const addressSection = () => within(screen.getByRole('region', { name: 'Postal address' }));

describe('a business customer', () => {
  it('sees the company above the address and the VAT ID below it', async () => {
    renderApp('/profile', { persona: 'business-nl' });
    await screen.findByRole('heading', { level: 1, name: 'Profile' }, { timeout: 5_000 });
    const address = addressSection().getByRole('group');
    expect(address).toHaveTextContent(
      'Studio Noord B.V.Czaar Peterstraat 2131018 PL AmsterdamNetherlandsVAT ID: NL859048236B01',
    );
  });

  it('is charged no VAT under the reverse charge: the next charge and the invoices say so', async () => {
    const app = renderApp('/subscription', { persona: 'business-nl' });
    const summary = await screen.findByRole('region', { name: /Reason\+/ });
    expect(
      await within(summary).findByRole('heading', {
        name: 'Next charge: €19.99 on December 3, 2026',
      }),
    ).toBeInTheDocument();
    expect(within(summary).getAllByText('Reverse charge').length).toBeGreaterThan(0);
    expect(within(summary).queryByText(/VAT \(/)).toBeNull();

    await app.user.click(screen.getByRole('tab', { name: 'Invoices' }));
    const invoices = await screen.findByRole('table', { name: 'Your invoices, newest first' });
    const [, newest] = within(invoices).getAllByRole('row');
    expect(newest).toHaveTextContent(/€19\.99Reverse charge/);
  });

  it('adds its VAT ID (a wrong one first), then checkout shows the reverse charge', async () => {
    const app = renderApp('/profile', { persona: 'trial-eligible' });
    await screen.findByRole('heading', { level: 1, name: 'Profile' }, { timeout: 5_000 });
    await app.user.click(addressSection().getByRole('button', { name: 'Edit address' }));
    const form = within(await screen.findByRole('form', { name: 'Postal address' }));
    await app.user.type(form.getByLabelText('Company name'), 'Klangwerk GmbH');
    await app.user.type(form.getByLabelText('VAT ID'), 'DE12345');
    await app.user.click(form.getByRole('button', { name: 'Save address' }));
    expect(
      await form.findByText('This is not a valid VAT ID for Germany. It looks like DE123456789.'),
    ).toBeVisible();
    expect(form.getByLabelText('Company name')).toHaveValue('Klangwerk GmbH');

    await app.user.type(form.getByLabelText('VAT ID'), '6789');
    await app.user.click(form.getByRole('button', { name: 'Save address' }));
    expect(await addressSection().findByText('VAT ID: DE123456789')).toBeVisible();

    await app.history.navigate('/signup');
    const breakdown = await screen.findByRole('table', { name: 'Price breakdown' });
    await waitFor(() =>
      expect(within(breakdown).getByRole('row', { name: /^Reverse charge/ })).toHaveTextContent(
        '€0.00',
      ),
    );
    expect(within(breakdown).getByRole('row', { name: /^Total/ })).toHaveTextContent('€19.99');
    expect(within(breakdown).queryByText(/VAT \(19%\)/)).toBeNull();
  });
});
