import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@/api/errorMessages.ts';
import { answer, answerWith, recordRequests, serviceError } from '@/test/operations.ts';
import { renderApp, useMockBackend } from '@/test/renderApp.tsx';

useMockBackend();
// The first render loads the lazy routes and the boot sequence: slower than a second on a busy CI.

async function openInvoices(persona = 'monthly-active') {
  const app = renderApp('/subscription?tab=invoices', { persona });
  const section = await screen.findByRole('region', { name: 'Invoices' });
  return { ...app, section };
}

describe('the invoices list', () => {
  it('lists each invoice with its number, date, amount and status, newest first', async () => {
    const { section } = await openInvoices();
    const rows = within(section).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('NumberDateAmountStatusDocument');
    expect(rows.length).toBeGreaterThan(2);
    const [first] = rows.slice(1);
    expect(first).toHaveTextContent(/^\d+[A-Z][a-z]+ \d{1,2}, \d{4}\$\d+\.\d{2}Paid/);
    expect(
      within(first as HTMLElement).getByRole('button', { name: /^Download invoice \d+ as PDF$/ }),
    ).toBeEnabled();
  });

  it('names each status in the customer’s words, never the billing system’s', async () => {
    const invoice = {
      createdAt: '2026-11-14T09:30:12Z',
      total: 23.79,
      currency: 'EUR',
      subscriptionId: 'sub_1',
      planCode: 'reasonplusmonthly',
    };
    answerWith('listInvoices', 200, [
      { ...invoice, id: 'inv_1', number: '100001', status: 'Approved' },
      { ...invoice, id: 'inv_2', number: '100002', status: 'Pending' },
      { ...invoice, id: 'inv_3', number: '100003', status: 'Denied' },
      { ...invoice, id: 'inv_4', number: '100004', status: 'Canceled' },
      { ...invoice, id: 'inv_5', number: '100005', status: 'Deleted' },
    ]);
    const { section } = await openInvoices();
    const statuses = within(section)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[2]?.textContent);
    // A failed payment can be paid from its row (PayInvoiceDialog.test.tsx).
    expect(statuses).toEqual(['Paid', 'Processing', 'Payment failedPay now', 'Canceled', 'Voided']);
  });

  it('shows a refund as money back, marked as a refund', async () => {
    const invoice = {
      createdAt: '2026-11-14T09:30:12Z',
      currency: 'GBP',
      status: 'Approved',
      subscriptionId: 'sub_1',
      planCode: 'reasonplusannualnt',
    };
    answerWith('listInvoices', 200, [
      { ...invoice, id: 'inv_2', number: '100002', total: 118.62, kind: 'refund' },
      { ...invoice, id: 'inv_1', number: '100001', total: 202.8, kind: 'charge' },
    ]);
    const { section } = await openInvoices();
    const [refund, charge] = within(section).getAllByRole('row').slice(1) as HTMLElement[];
    expect(refund).toHaveTextContent(/^100002RefundNovember 14, 2026−£118\.62Refunded/);
    expect(charge).toHaveTextContent(/^100001November 14, 2026£202\.80Paid/);
    expect(within(charge as HTMLElement).queryByText('Refund')).toBeNull();
  });

  it('says when there are no invoices', async () => {
    answerWith('listInvoices', 200, []);
    const { section } = await openInvoices();
    expect(within(section).getByText('You have no invoices yet.')).toBeVisible();
  });

  it('shows a failed load with the catalogue message', async () => {
    answer('listInvoices', () => serviceError(500, 'boom', 'server'));
    renderApp('/subscription?tab=invoices');
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Your invoices could not be loaded');
    expect(failure).toHaveTextContent(MESSAGES.somethingWentWrong);
  });
});

describe('downloading an invoice', () => {
  const saved: { blob: Blob; fileName: string; href: string }[] = [];
  let objectUrls: Map<string, Blob>;
  let linkClick: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    saved.length = 0;
    objectUrls = new Map();
    // jsdom has no object URLs and does not download; record what the browser would save.
    URL.createObjectURL = vi.fn((blob: Blob) => {
      const url = `blob:http://localhost/${objectUrls.size}`;
      objectUrls.set(url, blob);
      return url;
    });
    URL.revokeObjectURL = vi.fn((url: string) => void objectUrls.delete(url));
    linkClick = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      const blob = objectUrls.get(this.href);
      if (blob) saved.push({ blob, fileName: this.download, href: this.href });
    });
  });

  afterEach(() => {
    linkClick.mockRestore();
  });

  it('fetches the PDF with the bearer token and saves it under the invoice number', async () => {
    const downloads = recordRequests('getInvoicePdf');
    const { user, section } = await openInvoices();
    const button = within(section).getAllByRole('button', { name: /^Download invoice/ })[0];
    const number = /invoice (\d+)/.exec(button?.getAttribute('aria-label') ?? '')?.[1];
    await user.click(button as HTMLElement);

    await waitFor(() => expect(saved).toHaveLength(1));
    const [file] = saved;
    expect(file?.fileName).toBe(`invoice-${number}.pdf`);
    expect(file?.blob.type).toBe('application/pdf');
    expect((await file?.blob.text())?.startsWith('%PDF')).toBe(true);
    expect(downloads).toHaveLength(1);
    expect(downloads[0]?.headers.get('Authorization')).toMatch(/^Bearer \S+$/);
    expect(downloads[0]?.url).not.toMatch(/token/i);
    // The temporary link is gone and its object URL released once the browser has the file.
    expect(document.querySelector('a[download]')).toBeNull();
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith(file?.href));
  });

  it('shows why the PDF could not be downloaded', async () => {
    answer('getInvoicePdf', () => serviceError(500, 'Internal server error', 'server'));
    const { user, section } = await openInvoices();
    const [button] = within(section).getAllByRole('button', { name: /^Download invoice/ });
    await user.click(button as HTMLElement);
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      `The invoice could not be downloaded${MESSAGES.somethingWentWrong}`,
    );
    expect(saved).toHaveLength(0);
    expect(button).toBeEnabled();
  });
});
