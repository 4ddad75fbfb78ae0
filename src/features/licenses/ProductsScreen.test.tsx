import { screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { License } from '@sdk/license/model';
import { mockServer } from '@mocks/node.ts';
import { MESSAGES } from '@/api/errorMessages.ts';
import { PRODUCT_FAMILIES, paths, productPath } from '@/config/paths.ts';
import { config } from '@/config/env.ts';
import { answer, answerWith, recordRequests } from '@/test/operations.ts';
import { renderApp, useMockBackend } from '@/test/renderApp.tsx';
import { productFamilyTitle } from '@/shared/products/productFamilies.ts';
import { selectLicenseForTransfer } from './selectedLicense.ts';
import { recordReports } from '@/test/recordReports.ts';

// The first screen of a file waits for lazy routes and the boot sequence: more than the default 1 s.
useMockBackend();
const sentry = recordReports();

beforeEach(() => {
  sentry.clear();
  selectLicenseForTransfer(null);
});

describe('the product pages', () => {
  it('shows a family’s licenses with their number and upgrade history', async () => {
    renderApp(productPath('applications'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
    const reason = await screen.findByRole('article', { name: 'Reason 13' });
    expect(within(reason).getByText('RS-APP-4471-2290')).toBeVisible();
    expect(within(reason).getByText('Upgraded from')).toBeVisible();
    const history = within(reason)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(history).toEqual([
      'Reason 12 12.7.3 · RS-APP-3310-8812',
      'Reason 11 11.3.9 · RS-APP-2087-5561',
    ]);
    // Only this family's licenses are on the page.
    expect(screen.queryByRole('article', { name: 'Europa Shapeshifting Synthesizer' })).toBeNull();
  });

  it('asks for one family’s first page per page, and keeps it in the query cache', async () => {
    const requests = recordRequests('listLicenses');
    const { user } = renderApp(productPath('applications'));
    await screen.findByRole('article', { name: 'Reason 13' });
    for (const family of [...PRODUCT_FAMILIES, 'applications' as const]) {
      const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
      await user.click(within(navigation).getByRole('link', { name: productFamilyTitle(family) }));
      expect(
        await screen.findByRole('heading', { level: 1, name: productFamilyTitle(family) }),
      ).toBeVisible();
      expect((await screen.findAllByRole('article')).length).toBeGreaterThan(0);
    }
    expect(requests.map((request) => new URL(request.url).search)).toEqual(
      PRODUCT_FAMILIES.map((family) => `?productFamily=${family}&limit=25`),
    );
  });

  it('cancels the license request when no page needs it any more, and reports nothing', async () => {
    const requests = recordRequests('listLicenses');
    answer('listLicenses', () => delay('infinite'));
    const { history } = renderApp(productPath('refills'));
    await waitFor(() => expect(requests).toHaveLength(1));
    await history.navigate(paths.orders);
    await waitFor(() => expect(requests[0]?.signal.aborted).toBe(true));
    expect(await sentry.reports()).toEqual([]);
  });

  it('says when a family is empty and links to the shop', async () => {
    answer('listLicenses', () =>
      HttpResponse.json<License[]>([
        {
          licenseNumber: 'RS-APP-1',
          productId: 'reason-13',
          productName: 'Reason 13',
          productFamily: 'applications',
          version: '13.1.2',
          registeredAt: '2024-03-18T09:41:07Z',
          transferable: true,
          upgradedChain: [],
        },
      ]),
    );
    renderApp(productPath('rtos'));
    expect(await screen.findByText('You have no RTOs licenses yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse RTOs in the shop' })).toHaveAttribute(
      'href',
      config.shopUrl,
    );
  });

  it('offers a search when a family has many licenses', async () => {
    const { user } = renderApp(productPath('refills'));
    const search = await screen.findByRole('searchbox', { name: 'Search your ReFills licenses' });
    const all = screen.getAllByRole('article').length;
    expect(all).toBeGreaterThan(8);
    await user.type(search, 'jazz');
    const shown = screen.getAllByRole('article');
    expect(shown.map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'Jazz Keys',
    ]);
    expect(screen.getByText(`1 of ${all} licenses match “jazz”`)).toBeVisible();
  });

  it('shows no search for a short family', async () => {
    renderApp(productPath('applications'));
    await screen.findByRole('article', { name: 'Reason 13' });
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('marks licenses that cannot change owner instead of offering a transfer', async () => {
    renderApp(productPath('refills'));
    const drums = await screen.findByRole('article', { name: 'Drum Supreme ReFill' });
    expect(within(drums).getByText('Not transferable')).toBeVisible();
    expect(within(drums).queryByRole('link', { name: 'Transfer' })).toBeNull();
  });

  it('opens the transfer screen with the license selected', async () => {
    const { user, history } = renderApp(productPath('applications'));
    await user.click(
      within(await screen.findByRole('article', { name: 'Reason 13' })).getByRole('link', {
        name: 'Transfer',
      }),
    );
    await waitFor(() => expect(history.location.pathname).toBe(paths.transfer));
    expect(await screen.findByRole('combobox', { name: 'License to transfer' })).toHaveDisplayValue(
      'Reason 13 13.1.2 · RS-APP-4471-2290',
    );
  });
});

describe('license list failures (spec section 8)', () => {
  it('ignores a 401 silently: no licenses, no message, no report, the selection cleared', async () => {
    selectLicenseForTransfer('RS-APP-4471-2290');
    const requests = recordRequests('listLicenses');
    answerWith('listLicenses', 401, { detail: 'Authentication credentials were not provided.' });
    const { history } = renderApp(productPath('applications'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
    // The HTTP layer refreshes and retries once; the second 401 is the list's answer.
    await waitFor(() => expect(requests).toHaveLength(2));
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Loading your licenses' })).toBeNull(),
    );
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await sentry.reports()).toEqual([]);
    // Once the list loads again, the license chosen before the 401 is no longer selected.
    mockServer.resetHandlers();
    await history.navigate(paths.transfer);
    expect(await screen.findByRole('combobox', { name: 'License to transfer' })).toHaveValue('');
  });

  it('reports a fetch TypeError as a potential cross-origin issue and shows no message', async () => {
    answer('listLicenses', () => HttpResponse.error());
    renderApp(productPath('applications'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
    // Reads retry a lost connection twice before the list gives up.
    await waitFor(
      () => expect(screen.queryByRole('status', { name: 'Loading your licenses' })).toBeNull(),
      { timeout: 8000 },
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('article')).toBeNull();
    const reports = await sentry.reports();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      type: 'NetworkError',
      tags: { call: 'list-licenses', issue: 'potential cross-origin issue' },
    });
    // The browser's TypeError ("Failed to fetch" in Chromium) travels as the report's cause.
    expect(reports[0]?.types).toEqual(['NetworkError', 'TypeError']);
  });

  it('reports any other failure once and shows the catalogue message, with a retry', async () => {
    answerWith('listLicenses', 500, { detail: 'A server error occurred.' }, { once: true });
    const { user } = renderApp(productPath('applications'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your licenses could not be loaded');
    expect(alert).toHaveTextContent(MESSAGES.somethingWentWrong);
    const reports = await sentry.reports();
    expect(reports).toEqual([
      {
        type: 'UnknownError',
        // The call and its status, never the server's text (docs/deploy.md, error reports).
        message: 'GET license /license-api/public/license/ answered 500',
        types: ['UnknownError'],
        tags: { call: 'list-licenses' },
      },
    ]);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Reason 13' })).toBeVisible();
    expect(await sentry.reports()).toHaveLength(1);
  });
});
