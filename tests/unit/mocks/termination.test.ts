/**
 * Ending a subscription now (issue 26): the preview says what access and money are given up, and
 * terminating then does exactly that (an annual period's unused part comes back as a refund
 * invoice of the previewed amount; nothing else is refunded).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, Subscription, TerminationPreview } from '@sdk/subscription/model';
import { mockServer } from '@mocks/node.ts';
import { firstSubscription, signInAs } from './mockClient.ts';

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mockServer.close());

const today = () => new Date().toISOString().slice(0, 10);

async function previewAndTerminate(personaId: string) {
  const session = await signInAs(personaId);
  const subscription = await firstSubscription(session);
  const base = `/account/${session.userId}/subscriptions/${subscription.id}`;
  const preview = await session.json<TerminationPreview>(
    'subscription',
    'GET',
    `${base}/preview-termination`,
  );
  const invoicesBefore = await session.json<Invoice[]>(
    'subscription',
    'GET',
    `/account/${session.userId}/invoices`,
  );
  const ended = await session.json<Subscription>('subscription', 'DELETE', `${base}/terminate`);
  const invoicesAfter = await session.json<Invoice[]>(
    'subscription',
    'GET',
    `/account/${session.userId}/invoices`,
  );
  const added = invoicesAfter.filter(
    (invoice) => !invoicesBefore.some((before) => before.id === invoice.id),
  );
  return { subscription, preview, ended, added };
}

describe('ending a subscription now', () => {
  it('refunds the unused part of an annual period to the payment method, as previewed', async () => {
    const { subscription, preview, ended, added } = await previewAndTerminate('paypal');
    expect(preview).toMatchObject({
      subscriptionId: subscription.id,
      accessEndsOn: today(),
      paidThrough: subscription.currentPeriodEndsAt?.slice(0, 10),
      refund: { method: 'original_payment_method', currency: 'GBP' },
    });
    expect(preview.refund.amount).toBeGreaterThan(0);
    expect(ended.state).toBe('expired');
    expect(added).toEqual([
      expect.objectContaining({
        kind: 'refund',
        total: preview.refund.amount,
        currency: 'GBP',
        status: 'Approved',
        subscriptionId: subscription.id,
      }),
    ]);
  });

  it.each([
    ['a monthly period', 'monthly-active', true],
    ['a prepaid year', 'prepaid', true],
    ['a trial', 'monthly-trial', false],
    ['a paused subscription', 'paused', false],
  ])('returns nothing of %s, and says so first', async (_, personaId, givesUpPaidTime) => {
    const { subscription, preview, added } = await previewAndTerminate(personaId);
    expect(preview.refund).toEqual({ method: 'none', amount: 0, currency: subscription.currency });
    expect(preview.paidThrough).toBe(
      givesUpPaidTime ? subscription.currentPeriodEndsAt?.slice(0, 10) : null,
    );
    expect(added).toEqual([]);
  });
});
