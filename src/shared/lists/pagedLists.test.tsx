/**
 * The paged lists (invoices, licenses, orders, receipts) on the heavy account (10 years: 121
 * invoices, 500 licenses, 200 orders and receipts): a page of 25 first, "Show more" appends the
 * next, the last page hides it; a failed page keeps what was shown; a service that ignores the
 * paging parameters (everything, no `Link`) is shown whole, without "Show more".
 */
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/api/errorMessages.ts';
import { paths, productPath } from '@/config/paths.ts';
import { answer, answerWith, recordRequests } from '@/test/operations.ts';
import { renderApp, useMockBackend } from '@/test/renderApp.tsx';
import { cursorOf } from '@mocks/handlers/pages.ts';

useMockBackend();

/** The body rows of the table (its first row is the header). */
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('a paged list', () => {
  it('shows the first page, appends the next on Show more, and hides it on the last page', async () => {
    const requests = recordRequests('listOrders');
    const { user } = renderApp(paths.orders, { persona: 'heavy' });
    const table = await screen.findByRole('table', { name: 'Your shop orders, newest first' });
    expect(bodyRows(table)).toHaveLength(25);
    const first = bodyRows(table).map((row) => row.textContent);

    await user.click(screen.getByRole('button', { name: 'Show more orders' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(50));
    // Appended: the first page stays as it was, on top.
    expect(
      bodyRows(table)
        .slice(0, 25)
        .map((row) => row.textContent),
    ).toEqual(first);

    for (let shown = 50; shown < 200; shown += 25) {
      await user.click(screen.getByRole('button', { name: 'Show more orders' }));
      await waitFor(() => expect(bodyRows(table)).toHaveLength(Math.min(shown + 25, 200)));
    }
    expect(screen.queryByRole('button', { name: 'Show more orders' })).toBeNull();
    expect(requests.map((request) => new URL(request.url).searchParams.get('limit'))).toEqual(
      Array.from({ length: 8 }, () => '25'),
    );
    expect(new Set(requests.map((request) => request.url)).size).toBe(8);
  });

  it('keeps what it showed when the next page fails, and loads it on Try again', async () => {
    const { user } = renderApp(paths.receipts, { persona: 'heavy' });
    const table = await screen.findByRole('table', { name: 'Your receipts, newest first' });
    answerWith('listReceipts', 500, { detail: 'A server error occurred.' }, { once: true });
    await user.click(screen.getByRole('button', { name: 'Show more receipts' }));
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('More receipts could not be loaded');
    expect(failure).toHaveTextContent(MESSAGES.somethingWentWrong);
    expect(bodyRows(table)).toHaveLength(25);

    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(50));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows everything a service that does not page answers, without Show more', async () => {
    const requests = recordRequests('listInvoices');
    const invoice = {
      createdAt: '2026-11-14T09:30:12Z',
      total: 23.79,
      currency: 'EUR',
      status: 'Approved',
      subscriptionId: 'sub_1',
      planCode: 'reasonplusmonthly',
    };
    // 30 invoices, more than a page, and no Link: the service ignored `limit`.
    answer('listInvoices', () =>
      HttpResponse.json(
        Array.from({ length: 30 }, (_, index) => ({
          ...invoice,
          id: `inv_${index}`,
          number: String(100000 + index),
        })),
      ),
    );
    renderApp('/subscription?tab=invoices', { persona: 'heavy' });
    const section = await screen.findByRole('region', { name: 'Invoices' });
    expect(bodyRows(within(section).getByRole('table'))).toHaveLength(30);
    expect(within(section).queryByRole('button', { name: /Show more/ })).toBeNull();
    expect(requests).toHaveLength(1);
  });

  it('pages the invoices of ten years', async () => {
    const { user } = renderApp('/subscription?tab=invoices', { persona: 'heavy' });
    const section = await screen.findByRole('region', { name: 'Invoices' });
    const table = within(section).getByRole('table');
    expect(bodyRows(table)).toHaveLength(25);
    await user.click(within(section).getByRole('button', { name: 'Show more invoices' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(50));
  });
});

describe('a product page', () => {
  it('asks for its family a page at a time, and a search looks through every page', async () => {
    const requests = recordRequests('listLicenses');
    const { user } = renderApp(productPath('refills'), { persona: 'heavy' });
    await screen.findByRole('heading', { level: 1, name: 'ReFills' });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25));
    expect(screen.getByText('25 licenses shown')).toBeVisible();
    expect(new URL(requests[0]?.url ?? '').search).toBe('?productFamily=refills&limit=25');

    await user.click(screen.getByRole('button', { name: 'Show more ReFills licenses' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(50));

    // A search loads the family's remaining pages, so it answers for all of them.
    await user.type(screen.getByRole('searchbox', { name: 'Search your ReFills licenses' }), 'RS');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Show more ReFills licenses' })).toBeNull(),
    );
    const total = screen.getAllByRole('article').length;
    expect(total).toBeGreaterThan(50);
    expect(screen.getByText(`${total} licenses`)).toBeVisible();
  });

  it('loads on when a service pages without filtering and a page holds none of the family', async () => {
    // The mock's cursor for "from the newest": a position after every license (mocks/handlers/pages.ts).
    const START = cursorOf('license', '/license-api/public/license/', '9999|');
    // Every family but the one asked for on the first page: the filter was ignored.
    const requests = recordRequests('listLicenses');
    answer(
      'listLicenses',
      () =>
        HttpResponse.json(
          [
            {
              licenseNumber: 'RS-APP-1',
              productName: 'Reason 13',
              productFamily: 'applications',
              upgradedChain: [],
            },
          ],
          { headers: { Link: `</public/license/?limit=25&cursor=${START}>; rel="next"` } },
        ),
      { once: true },
    );
    renderApp(productPath('refills'), { persona: 'heavy' });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25));
    expect(screen.queryByText('You have no ReFills licenses yet.')).toBeNull();
    expect(new URL(requests[1]?.url ?? '').searchParams.get('cursor')).toBe(START);
  });
});
