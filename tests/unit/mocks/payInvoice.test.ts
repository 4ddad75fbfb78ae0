/**
 * Paying a failed invoice (issue 33): the past-due persona's renewal charge failed; paying it with
 * the saved payment method charges the invoice's own total once, however often the same request
 * is retried, and the subscription is no longer past due. What cannot be paid is refused with the
 * document's codes, and a grace period left unpaid ends the subscription.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '@sdk/subscription/model';
import { advanceClock, mockServer, parseClockDate, setClock } from '@mocks/node.ts';
import { callService, firstSubscription, signInAs, type MockSession } from './mockClient.ts';

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mockServer.close());

const invoicesOf = (session: MockSession) =>
  session.json<Invoice[]>('subscription', 'GET', `/account/${session.userId}/invoices`);

function pay(session: MockSession, invoiceId: string, key?: string) {
  return callService(
    'subscription',
    'POST',
    `/account/${session.userId}/invoices/${invoiceId}/payment`,
    session.token,
    undefined,
    key ? { 'Idempotency-Key': key } : {},
  );
}

describe('the past-due persona', () => {
  it('is active with its failed renewal, its amount and the day access ends', async () => {
    const clara = await signInAs('past-due');
    const subscription = await firstSubscription(clara);
    expect(subscription.state).toBe('active');
    expect(subscription.pastDue).toEqual({
      invoiceId: expect.any(String),
      amount: 23.79,
      currency: 'EUR',
      failedAt: '2026-11-14T07:40:12Z',
      accessEndsAt: '2026-11-28T07:40:12Z',
    });
    const [latest] = await invoicesOf(clara);
    expect(latest).toMatchObject({ id: subscription.pastDue?.invoiceId, status: 'Denied' });
  });

  it('no other persona is past due', async () => {
    const maja = await signInAs('monthly-active');
    expect((await firstSubscription(maja)).pastDue).toBeNull();
  });
});

describe('paying the failed invoice', () => {
  it('charges its total once, retried or not, and the subscription recovers', async () => {
    const clara = await signInAs('past-due');
    const invoiceId = (await firstSubscription(clara)).pastDue?.invoiceId ?? 'missing';
    const before = await invoicesOf(clara);
    const key = crypto.randomUUID();

    const first = await pay(clara, invoiceId, key);
    expect(first.status).toBe(200);
    const paid = (await first.json()) as Invoice;
    expect(paid).toMatchObject({ id: invoiceId, status: 'Approved', total: 23.79 });

    const retry = await pay(clara, invoiceId, key);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await retry.json()).toEqual(paid);

    const after = await invoicesOf(clara);
    expect(after).toHaveLength(before.length);
    expect(after.find((invoice) => invoice.id === invoiceId)?.status).toBe('Approved');
    expect((await firstSubscription(clara)).pastDue).toBeNull();

    // A new attempt (another key) finds nothing to pay.
    const again = await pay(clara, invoiceId, crypto.randomUUID());
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ type: 'validation', code: 'invoice_not_payable' });
  });

  it('pays with a card saved just before (3-D Secure passed)', async () => {
    const clara = await signInAs('past-due');
    const invoiceId = (await firstSubscription(clara)).pastDue?.invoiceId ?? 'missing';
    const path = `/account/${clara.userId}/payment_method`;
    const challenge = await clara.call('subscription', 'POST', path, {
      body: { token_id: 'tok_mock_mastercard_5454' },
    });
    expect(challenge.status).toBe(202);
    await clara.json('subscription', 'POST', path, {
      token_id: 'tok_mock_mastercard_5454',
      three_d_secure_action_result_token_id: '3ds-ok-1',
    });
    expect((await pay(clara, invoiceId)).status).toBe(200);
  });

  it.each([
    ['a paid invoice', 'monthly-active', 400, 'invoice_not_payable'],
    ['an unknown invoice', 'monthly-active', 404, 'invoice_not_found'],
  ] as const)('refuses %s', async (_, personaId, status, code) => {
    const session = await signInAs(personaId);
    const [latest] = await invoicesOf(session);
    const id = status === 404 ? 'inv_unknown' : (latest?.id ?? 'missing');
    const response = await pay(session, id);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ code });
  });

  it('is declined on a card that has expired, and nothing changes', async () => {
    const clara = await signInAs('past-due');
    const invoiceId = (await firstSubscription(clara)).pastDue?.invoiceId ?? 'missing';
    await setClock(parseClockDate('2028-06-02'));
    const response = await pay(clara, invoiceId);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ type: 'transaction', code: 'card_declined' });
  });

  it('without a payment method asks for one', async () => {
    const clara = await signInAs('past-due');
    const invoiceId = (await firstSubscription(clara)).pastDue?.invoiceId ?? 'missing';
    // Past due, the subscription still renews: the service keeps the card. Seen here as an account
    // whose card was removed at the billing provider.
    const { db } = await import('@mocks/db/collections.ts');
    db.billingInfos.deleteMany((q) => q.where({ userId: clara.userId }));
    const response = await pay(clara, invoiceId);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'billing_info_required' });
  });
});

describe('a grace period left unpaid', () => {
  it('ends the subscription on the day the overview stated', async () => {
    const clara = await signInAs('past-due');
    await setClock(parseClockDate('2026-11-20'));
    await advanceClock(10);
    const subscription = await firstSubscription(clara);
    expect(subscription).toMatchObject({
      state: 'expired',
      expiresAt: '2026-11-28T07:40:12Z',
      pastDue: null,
    });
  });
});
