import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { getPreviewRenewalQueryKey } from '@sdk/subscription/operations/previewRenewal.ts';
import { usePersona } from '@mocks/node.ts';
import { PERSONA_USER_IDS } from '@mocks/personas/seeds.ts';
import { browser } from '@/api/http.ts';
import { createQueryClient } from '@/api/queryClient.ts';
import { MESSAGES } from '@/api/errorMessages.ts';
import {
  answerWith,
  holdAnswers,
  listWithoutRenewals,
  type OperationId,
  operationIdOf,
  recordRequests,
} from '@/test/operations.ts';
import { useMockBackend } from '@/test/renderApp.tsx';
import { allSubscriptionsQuery } from '@/shared/session/session.ts';
import { Providers } from '@/app/Providers.tsx';
import { AppRoutes, FIRST_SCREEN_DATA_WAIT_MS, prepareFirstScreen } from '@/app/router.tsx';

useMockBackend();

const MONTHLY_ACTIVE = PERSONA_USER_IDS['monthly-active'] ?? 0;

/**
 * As `renderApp` starts: what the landing screen needs is prepared, then React renders once.
 * Each assertion reads the document right after that render (getBy, not findBy): the screen, or
 * the gate's outcome, must be there in the first pass, with no loader drawn by the app.
 */
async function startAt(path: string, persona: string) {
  await usePersona(persona);
  const requests = recordRequests(
    'refreshAccessToken',
    'getMe',
    'getAccountProfile',
    'getSubscriptionAccount',
    'listSubscriptions',
  );
  const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
  const queryClient = createQueryClient();
  await prepareFirstScreen(path, queryClient);
  render(
    <Providers queryClient={queryClient} env="test">
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </Providers>,
  );
  return { requests: () => requests.map(operationIdOf), assign };
}

const loader = () => screen.queryByRole('status', { name: 'Loading' });
const nextChargeLoading = () => screen.queryByRole('status', { name: 'Loading the next charge' });

describe('the first render, once the landing screen is prepared', () => {
  it('shows the screen at once, after the boot sequence went out once', async () => {
    const { requests } = await startAt('/subscription', 'monthly-active');
    expect(screen.getByRole('heading', { level: 1, name: 'Subscription' })).toBeInTheDocument();
    expect(loader()).toBeNull();
    expect(requests().sort()).toEqual(
      [
        'getAccountProfile',
        'getSubscriptionAccount',
        'listSubscriptions',
        'refreshAccessToken',
      ].sort(),
    );
  });

  it('asks for the overview’s billing account without waiting for a render; its renewal preview came with the list', async () => {
    await usePersona('monthly-active');
    const early = recordRequests('previewRenewal', 'getBillingAccount');
    const queryClient = createQueryClient();
    await prepareFirstScreen('/subscription', queryClient);
    // Nothing is rendered in this test: the landing screen's own requests went out regardless.
    await vi.waitFor(() => expect(early.map(operationIdOf)).toEqual(['getBillingAccount']));
    const [shown] = queryClient.getQueryData(allSubscriptionsQuery(MONTHLY_ACTIVE).queryKey) ?? [];
    expect(shown?.renewal).toBeDefined();
    expect(
      queryClient.getQueryData(getPreviewRenewalQueryKey(MONTHLY_ACTIVE, shown?.id ?? '')),
    ).toEqual(shown?.renewal);
  });

  it('asks for the renewal preview too, without waiting for a render, when the list does not carry it', async () => {
    await usePersona('monthly-active');
    listWithoutRenewals();
    const early = recordRequests('previewRenewal', 'getBillingAccount');
    await prepareFirstScreen('/subscription', createQueryClient());
    await vi.waitFor(() =>
      expect(early.map(operationIdOf).sort()).toEqual(['getBillingAccount', 'previewRenewal']),
    );
  });

  it.each<[string, OperationId]>([
    ['/orders', 'listOrders'],
    ['/receipts', 'listReceipts'],
    ['/products/refills', 'listLicenses'],
    ['/authorized_computers', 'listAuthorizedComputers'],
    ['/coupons', 'listCoupons'],
  ])('asks for %s’s list before the first render', async (path, operationId) => {
    await usePersona('heavy');
    const early = recordRequests(operationId);
    await prepareFirstScreen(path, createQueryClient());
    // Nothing is rendered in this test: the landing screen's own request went out regardless.
    await vi.waitFor(() => expect(early.map(operationIdOf)).toEqual([operationId]));
    if (operationId === 'listLicenses') {
      expect(new URL(early[0]?.url ?? '').searchParams.get('productFamily')).toBe('refills');
    }
  });

  it.each([
    ['/orders', 'heavy', 'row'],
    ['/receipts', 'heavy', 'row'],
    ['/products/refills', 'heavy', 'article'],
    ['/authorized_computers', 'heavy', 'article'],
    ['/coupons', 'monthly-active', 'article'],
  ] as const)(
    'draws %s’s first page in the first render (%s): it waits for its answer, not drawn twice',
    async (path, persona, item) => {
      await startAt(path, persona);
      expect(screen.queryAllByRole('status', { name: /^Loading/ })).toEqual([]);
      expect(screen.getAllByRole(item).length).toBeGreaterThan(1);
    },
  );

  it('draws the overview once, its next charge and payment method in the first render: it waits for their answers', async () => {
    await startAt('/subscription', 'monthly-active');
    expect(nextChargeLoading()).toBeNull();
    expect(screen.getByText(/^Next charge: /)).toHaveTextContent(/\d/);
    expect(loader()).toBeNull();
  });

  it(`waits no longer than ${FIRST_SCREEN_DATA_WAIT_MS} ms for them: a slow renewal preview holds back only its own lines`, async () => {
    listWithoutRenewals();
    const preview = holdAnswers('previewRenewal');
    const started = performance.now();
    await startAt('/subscription', 'monthly-active');
    await preview.arrived;
    expect(performance.now() - started).toBeLessThan(FIRST_SCREEN_DATA_WAIT_MS + 2_000);
    expect(screen.getByRole('heading', { level: 1, name: 'Subscription' })).toBeInTheDocument();
    expect(nextChargeLoading()).toBeInTheDocument();
    preview.release();
    await vi.waitFor(() => expect(nextChargeLoading()).toBeNull());
    expect(screen.getByText(/^Next charge: /)).toHaveTextContent(/\d/);
  });

  it('asks for /products/transfer’s licenses before the first render, and draws the screen with them', async () => {
    const early = recordRequests('listLicenses');
    await startAt('/products/transfer', 'monthly-active');
    expect(early.map((request) => new URL(request.url).search)).toEqual(['']);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Transfer licenses' }),
    ).toBeInTheDocument();
    expect(loader()).toBeNull();
  });

  it('leaves the overview’s requests to the overview on another tab', async () => {
    await usePersona('monthly-active');
    const early = recordRequests('previewRenewal', 'listInvoices');
    const queryClient = createQueryClient();
    await prepareFirstScreen('/subscription', queryClient, '?tab=invoices');
    render(
      <Providers queryClient={queryClient} env="test">
        <MemoryRouter initialEntries={['/subscription?tab=invoices']}>
          <AppRoutes />
        </MemoryRouter>
      </Providers>,
    );
    // The invoices tab's own request is the barrier: by then a prefetch would have gone out.
    await vi.waitFor(() => expect(early.map(operationIdOf)).toContain('listInvoices'));
    expect(early.map(operationIdOf)).not.toContain('previewRenewal');
  });

  it.each([
    ['invoices', 'Invoices', 'Loading the invoices'],
    ['payment', 'Payment method', 'Loading the payment method'],
  ])(
    'draws the %s tab it lands on in the first render: its code and its data come before it',
    async (tab, region, tabLoader) => {
      await usePersona('monthly-active');
      const queryClient = createQueryClient();
      await prepareFirstScreen('/subscription', queryClient, `?tab=${tab}`);
      render(
        <Providers queryClient={queryClient} env="test">
          <MemoryRouter initialEntries={[`/subscription?tab=${tab}`]}>
            <AppRoutes />
          </MemoryRouter>
        </Providers>,
      );
      expect(screen.getByRole('region', { name: region })).toBeInTheDocument();
      expect(screen.queryByRole('status', { name: tabLoader })).toBeNull();
      expect(loader()).toBeNull();
    },
  );

  it('shows a failed boot as the error screen at once, without asking again', async () => {
    answerWith('getAccountProfile', 500, { detail: 'Server error', code: 'server_error' });
    const { requests } = await startAt('/profile', 'monthly-active');
    expect(
      screen.getByRole('heading', { level: 1, name: MESSAGES.errorScreenTitle }),
    ).toBeInTheDocument();
    expect(requests().filter((id) => id === 'getAccountProfile')).toHaveLength(1);
  });

  it('lets an anonymous visitor onto the signup page: the optional session, no logout', async () => {
    const { requests, assign } = await startAt('/signup', 'anonymous');
    expect(loader()).toBeNull();
    expect(requests()).toEqual(['refreshAccessToken']);
    expect(assign).not.toHaveBeenCalled();
  });
});
