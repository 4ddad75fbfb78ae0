/**
 * The price previews of the mock subscription service (issue 17): what subscribing or an action on
 * a subscription would charge, with tax by the account's country, and that the charge made when
 * the customer goes ahead is the one the preview announced.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Invoice,
  PriceBreakdown,
  RenewalPreview,
  Subscription,
} from '@sdk/subscription/model';
import { mockServer } from '@mocks/node.ts';
import { PERSONA_IDS } from '@mocks/personas/index.ts';
import { PERSONA_USER_IDS } from '@mocks/personas/seeds.ts';
import { hasRenewal } from '@/features/subscription/rules/status.ts';
import { signInAs, type MockSession } from './mockClient.ts';

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mockServer.close());

const TRIAL_COUPON = 'first-month-introduction-offer';

/** Today, or a month from today, as the service dates charges (UTC). */
function day(monthsOn = 0): string {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() + monthsOn);
  return date.toISOString().slice(0, 10);
}

function previewCheckout(session: MockSession, query: Record<string, string>): Promise<Response> {
  const search = new URLSearchParams({ currency: 'EUR', plan: 'reasonplusmonthly', ...query });
  return session.call(
    'subscription',
    'GET',
    `/account/${session.userId}/subscriptions/preview?${search.toString()}`,
  );
}

async function checkout(
  session: MockSession,
  query: Record<string, string>,
): Promise<PriceBreakdown> {
  const response = await previewCheckout(session, query);
  expect(response.status).toBe(200);
  return (await response.json()) as PriceBreakdown;
}

function previewChange(
  session: MockSession,
  subscriptionId: string,
  query: Record<string, string>,
): Promise<Response> {
  return session.call(
    'subscription',
    'GET',
    `/account/${session.userId}/subscriptions/${subscriptionId}/preview?${new URLSearchParams(query).toString()}`,
  );
}

async function change(
  session: MockSession,
  subscriptionId: string,
  query: Record<string, string>,
): Promise<PriceBreakdown> {
  const response = await previewChange(session, subscriptionId, query);
  expect(response.status).toBe(200);
  return (await response.json()) as PriceBreakdown;
}

async function newestInvoice(session: MockSession): Promise<Invoice | undefined> {
  const invoices = await session.json<Invoice[]>(
    'subscription',
    'GET',
    `/account/${session.userId}/invoices`,
  );
  return invoices[0];
}

describe('previewing a new subscription', () => {
  it('shows a trial-eligible customer in Germany the price, VAT, total, nothing due today, and the first charge', async () => {
    const lena = await signInAs('trial-eligible');
    const breakdown = await checkout(lena, { couponCode: TRIAL_COUPON });
    const trialEnds = day(1);
    expect(breakdown).toEqual({
      planCode: 'reasonplusmonthly',
      currency: 'EUR',
      listPrice: 19.99,
      discount: 0,
      couponCode: TRIAL_COUPON,
      couponDescription: '1 month free',
      priceAfterDiscount: 19.99,
      taxPercent: 19,
      taxName: 'VAT',
      tax: 3.8,
      total: 23.79,
      dueToday: 0,
      trialEndsOn: trialEnds,
      firstCharge: { date: trialEnds, amount: 23.79 },
      // The trial offer needs a payment method at checkout (spec section 5).
      billingInfoRequiredBy: null,
      followingCharge: { date: day(2), amount: 23.79 },
      pricesIncludeTax: true,
      // Only a plan change now credits anything.
      proration: null,
      // A private customer: the VAT is charged (issue 33: reverse charge for a business).
      taxExempt: null,
    });
  });

  it('shows a coupon as the discounted price, due today', async () => {
    const lena = await signInAs('trial-eligible');
    expect(await checkout(lena, { couponCode: 'SAVE15' })).toMatchObject({
      listPrice: 19.99,
      discount: 3,
      couponCode: 'SAVE15',
      couponDescription: '15% off',
      priceAfterDiscount: 16.99,
      tax: 3.23,
      total: 20.22,
      dueToday: 20.22,
      trialEndsOn: null,
      firstCharge: { date: day(), amount: 20.22 },
      // SAVE15 covers every plan (no payment method by section 5), but €20.22 is due today: the
      // payment method is asked for now, never deferred (decision 015).
      billingInfoRequiredBy: null,
      // A forever coupon: the next month is discounted too.
      followingCharge: { date: day(1), amount: 20.22 },
    });
  });

  it('quotes US prices with the tax added, and European ones with the tax in them', async () => {
    const berlin = await checkout(await signInAs('trial-eligible'), {});
    expect(berlin).toMatchObject({ pricesIncludeTax: true, taxName: 'VAT', total: 23.79 });
    const sanFrancisco = await signInAs('monthly-active');
    const response = await sanFrancisco.call(
      'subscription',
      'GET',
      `/account/${sanFrancisco.userId}/subscriptions/preview?plan=reasonplusannualnt&currency=USD`,
    );
    expect(await response.json()).toMatchObject({
      pricesIncludeTax: false,
      taxName: 'Sales tax',
      listPrice: 199,
    });
  });

  it('rounds each line half-up to cents: half of 19.99 off is 10.00', async () => {
    const lena = await signInAs('trial-eligible');
    expect(await checkout(lena, { couponCode: 'HALF3' })).toMatchObject({
      discount: 10,
      priceAfterDiscount: 9.99,
      tax: 1.9,
      total: 11.89,
      dueToday: 11.89,
    });
  });

  it('puts the first charge after a free first month, and asks for a payment method by then', async () => {
    const lena = await signInAs('trial-eligible');
    expect(await checkout(lena, { couponCode: 'FREEMONTH' })).toMatchObject({
      discount: 0,
      couponCode: 'FREEMONTH',
      couponDescription: 'First month free',
      total: 23.79,
      dueToday: 0,
      trialEndsOn: null,
      firstCharge: { date: day(1), amount: 23.79 },
      billingInfoRequiredBy: day(1),
    });
  });

  it('charges tax by the country of the address, in its own name', async () => {
    const tom = await signInAs('trial-taken'); // London, GBP, a saved card
    expect(await checkout(tom, { currency: 'GBP' })).toMatchObject({
      listPrice: 16.99,
      couponCode: null,
      couponDescription: null,
      taxPercent: 20,
      taxName: 'VAT',
      tax: 3.4,
      total: 20.39,
      dueToday: 20.39,
      billingInfoRequiredBy: null,
    });
    const maja = await signInAs('threeds-new'); // Chicago
    expect(await checkout(maja, { currency: 'USD' })).toMatchObject({
      taxPercent: 8.25,
      taxName: 'Sales tax',
      tax: 1.65,
      total: 21.64,
    });
  });

  it('charges no tax where the table has none', async () => {
    const lena = await signInAs('trial-eligible');
    await lena.json('account', 'PUT', `/api/account/${lena.userId}`, {
      addressCountryCode: 'NO',
      addressLine1: 'Karl Johans gate 1',
      addressLine2: null,
      addressZip: '0154',
      addressCity: 'Oslo',
      addressState: null,
    });
    expect(await checkout(lena, {})).toMatchObject({
      taxPercent: 0,
      taxName: null,
      tax: 0,
      total: 19.99,
    });
  });

  it('charges, when subscribing, exactly what the preview said is due today', async () => {
    const lena = await signInAs('trial-eligible');
    const preview = await checkout(lena, { couponCode: 'SAVE15' });
    const subscribed = await lena.call(
      'subscription',
      'POST',
      `/account/${lena.userId}/subscriptions/new`,
      {
        body: {
          plan: 'reasonplusmonthly',
          currency: 'EUR',
          couponCode: 'SAVE15',
          account: { billingInfo: { token_id: 'tok_mock_visa_4242' } },
        },
      },
    );
    expect(subscribed.status).toBe(201);
    expect((await newestInvoice(lena))?.total).toBe(preview.dueToday);
  });

  it.each([
    // [persona, query, status, message]
    [
      'trial-taken',
      { couponCode: TRIAL_COUPON },
      400,
      'Coupon has reached max redemptions for this account',
    ],
    [
      'trial-eligible',
      { couponCode: 'ANNUAL20' },
      400,
      'Coupon ANNUAL20 does not apply to plan reasonplusmonthly',
    ],
    ['trial-eligible', { couponCode: 'EXPIRED2025' }, 400, 'Coupon EXPIRED2025 has expired'],
    ['trial-eligible', { couponCode: 'NOPE' }, 404, 'Coupon with code NOPE not found'],
    [
      'trial-eligible',
      { currency: 'JPY' },
      400,
      'currency: JPY is not offered; choose USD, EUR or GBP',
    ],
    ['trial-eligible', { plan: 'employees' }, 400, 'Plan employees cannot be subscribed to'],
  ] as const)(
    '%s, %j: refused as subscribing would be (%i)',
    async (persona, query, status, message) => {
      const session = await signInAs(persona);
      const response = await previewCheckout(session, query);
      expect(response.status).toBe(status);
      expect(((await response.json()) as { message: string }).message).toBe(message);
    },
  );
});

describe('previewing an action on a subscription', () => {
  const MAJA_SUBSCRIPTION = 'sub_7fK2mQ9xL1'; // monthly, USD, Portland (US sales tax), renews 2026-12-14

  it('a plan change at renewal: nothing today, the new plan at the renewal, as the renewal preview then says', async () => {
    const maja = await signInAs('monthly-active');
    const breakdown = await change(maja, MAJA_SUBSCRIPTION, {
      action: 'changePlan',
      planCode: 'reasonplusannualnt',
    });
    expect(breakdown).toMatchObject({
      planCode: 'reasonplusannualnt',
      listPrice: 199,
      tax: 16.42,
      total: 215.42,
      dueToday: 0,
      firstCharge: { date: '2026-12-14', amount: 215.42 },
      billingInfoRequiredBy: null,
    });
    await maja.json(
      'subscription',
      'POST',
      `/account/${maja.userId}/subscriptions/${MAJA_SUBSCRIPTION}`,
      {
        planCode: 'reasonplusannualnt',
        timeframe: 'renewal',
      },
    );
    const renewal = await maja.json<RenewalPreview>(
      'subscription',
      'GET',
      `/account/${maja.userId}/subscriptions/${MAJA_SUBSCRIPTION}/preview-renewal`,
    );
    expect(renewal).toMatchObject({ billingDate: '2026-12-14', total: breakdown.total });
  });

  it('a plan change now: the new plan charged today less the unused part of the month, as the invoice, the subscription and its renewal then say', async () => {
    const maja = await signInAs('monthly-active');
    const breakdown = await change(maja, MAJA_SUBSCRIPTION, {
      action: 'changePlan',
      planCode: 'reasonplusannualnt',
      timeframe: 'now',
    });
    // The period of $21.64 (19.99 + 8.25% tax) from November 14 to December 14 is partly unused.
    expect(breakdown).toMatchObject({
      total: 215.42,
      firstCharge: { date: day(), amount: 215.42 },
      proration: {
        unusedFrom: day(),
        unusedUntil: '2026-12-14',
        nextRenewalOn: day(12),
      },
    });
    const credit = breakdown.proration?.credit ?? 0;
    expect(credit).toBeGreaterThan(0);
    expect(credit).toBeLessThan(21.64);
    expect(Math.round(breakdown.dueToday * 100)).toBe(Math.round((215.42 - credit) * 100));

    const subscription = await maja.json<Subscription>(
      'subscription',
      'POST',
      `/account/${maja.userId}/subscriptions/${MAJA_SUBSCRIPTION}`,
      {
        planCode: 'reasonplusannualnt',
        timeframe: 'now',
      },
    );
    expect(subscription).toMatchObject({
      planCode: 'reasonplusannualnt',
      scheduledPlanCode: null,
    });
    expect(subscription.currentPeriodEndsAt?.slice(0, 10)).toBe(breakdown.proration?.nextRenewalOn);
    expect(await newestInvoice(maja)).toMatchObject({
      total: breakdown.dueToday,
      planCode: 'reasonplusannualnt',
      kind: 'charge',
      status: 'Approved',
    });
    const renewal = await maja.json<RenewalPreview>(
      'subscription',
      'GET',
      `/account/${maja.userId}/subscriptions/${MAJA_SUBSCRIPTION}/preview-renewal`,
    );
    expect(renewal).toMatchObject({
      billingDate: breakdown.proration?.nextRenewalOn,
      total: breakdown.followingCharge?.amount,
    });
  });

  it('a plan change at renewal states no proration', async () => {
    const maja = await signInAs('monthly-active');
    const breakdown = await change(maja, MAJA_SUBSCRIPTION, {
      action: 'changePlan',
      planCode: 'reasonplusannualnt',
      timeframe: 'renewal',
    });
    expect(breakdown.proration).toBeNull();
  });

  it('annual to monthly now is refused, as the change itself is: it happens at renewal', async () => {
    const olivia = await signInAs('paypal');
    const query = { action: 'changePlan', planCode: 'reasonplusmonthlynt', timeframe: 'now' };
    const preview = await previewChange(olivia, 'sub_Ob9Xy4Mz6Q', query);
    expect(preview.status).toBe(400);
    const refusal = (await preview.json()) as { message: string; code?: string };
    expect(refusal.message).toMatch(/^Plan reasonplusmonthlynt cannot be chosen now/);
    expect(refusal.code).toBe('plan_not_offered');
    const write = await olivia.call(
      'subscription',
      'POST',
      `/account/${olivia.userId}/subscriptions/sub_Ob9Xy4Mz6Q`,
      { body: { planCode: 'reasonplusmonthlynt', timeframe: 'now' } },
    );
    expect(write.status).toBe(400);
    expect(((await write.json()) as { message: string }).message).toBe(refusal.message);
  });

  it('the anti-churn offer: half price at the next renewal, as the renewal preview then says', async () => {
    const maja = await signInAs('monthly-active');
    const breakdown = await change(maja, MAJA_SUBSCRIPTION, { action: 'applyAntichurnOffer' });
    expect(breakdown).toMatchObject({
      listPrice: 19.99,
      discount: 10,
      couponCode: 'stay-with-us-50',
      couponDescription: '50% off for 3 months',
      priceAfterDiscount: 9.99,
      tax: 0.82,
      total: 10.81,
      dueToday: 0,
      firstCharge: { date: '2026-12-14', amount: 10.81 },
    });
    await maja.json(
      'subscription',
      'POST',
      `/account/${maja.userId}/coupons/apply-antichurn-coupon/`,
      {
        subscriptionId: MAJA_SUBSCRIPTION,
      },
    );
    const renewal = await maja.json<RenewalPreview>(
      'subscription',
      'GET',
      `/account/${maja.userId}/subscriptions/${MAJA_SUBSCRIPTION}/preview-renewal`,
    );
    expect(renewal.total).toBe(breakdown.total);
  });

  it('a plan change during the free trial: the new plan is first charged when the trial ends', async () => {
    const sofia = await signInAs('monthly-trial'); // Milano: 22% VAT
    expect(
      await change(sofia, 'sub_Sr4Nq7Lm1T', {
        action: 'changePlan',
        planCode: 'reasonplusannualnt',
      }),
    ).toMatchObject({
      planCode: 'reasonplusannualnt',
      couponCode: TRIAL_COUPON,
      couponDescription: '1 month free',
      tax: 43.78,
      total: 242.78,
      dueToday: 0,
      trialEndsOn: '2026-12-10',
      firstCharge: { date: '2026-12-10', amount: 242.78 },
    });
  });

  it('reactivating: the coupon still runs, charged when the period ends', async () => {
    const james = await signInAs('annual-canceled'); // Dublin: 23% VAT, ANNUAL20
    expect(await change(james, 'sub_Jo8Vb2Xc5N', { action: 'reactivate' })).toMatchObject({
      listPrice: 199,
      discount: 39.8,
      couponDescription: '20% off the annual plan',
      taxName: 'VAT',
      tax: 36.62,
      total: 195.82,
      dueToday: 0,
      firstCharge: { date: '2027-03-02', amount: 195.82 },
    });
  });

  it('resuming a paused subscription: a new period charged today, as the invoice then shows', async () => {
    const yuki = await signInAs('paused'); // Tokyo, USD
    const breakdown = await change(yuki, 'sub_Yt5Pw9Hs3K', { action: 'resume' });
    expect(breakdown).toMatchObject({
      taxName: 'Consumption tax',
      total: 21.99,
      dueToday: 21.99,
      firstCharge: { date: day(), amount: 21.99 },
    });
    await yuki.json(
      'subscription',
      'PUT',
      `/account/${yuki.userId}/subscriptions/sub_Yt5Pw9Hs3K/resume`,
    );
    expect((await newestInvoice(yuki))?.total).toBe(breakdown.dueToday);
  });

  it.each([
    [
      { action: 'reactivate' },
      'Only canceled subscriptions can be reactivated',
      'subscription_state_conflict',
    ],
    [
      { action: 'resume' },
      'Only paused subscriptions can be resumed',
      'subscription_state_conflict',
    ],
    [{ action: 'changePlan' }, 'planCode: This field is required.', 'invalid_request'],
    [
      { action: 'changePlan', planCode: 'reasonplusmonthly' },
      'Subscription sub_7fK2mQ9xL1 is already on plan reasonplusmonthly',
      'same_plan',
    ],
    [
      { action: 'upgrade' },
      'action: must be one of changePlan, reactivate, resume, applyAntichurnOffer',
      'invalid_request',
    ],
  ])('%j: refused as the action would be', async (query, message, code) => {
    const maja = await signInAs('monthly-active');
    const response = await previewChange(maja, MAJA_SUBSCRIPTION, query);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message, type: 'validation', code });
  });

  it('an unknown subscription: 404', async () => {
    const maja = await signInAs('monthly-active');
    expect((await previewChange(maja, 'sub_unknown', { action: 'resume' })).status).toBe(404);
  });
});

describe('the list’s renewals (the proposed include=renewal)', () => {
  const list = (session: MockSession, query: string) =>
    session.call('subscription', 'GET', `/account/${session.userId}/subscriptions?${query}`);

  // Signed in, with a subscription account the list answers for (not no-account, which has none
  // yet, nor broken, whose subscription service is down by design).
  const listed = PERSONA_IDS.filter(
    (id) => PERSONA_USER_IDS[id] !== null && !['no-account', 'broken'].includes(id),
  );

  it.each(listed)(
    '%s: each subscription that renews carries what previewRenewal answers, the others null',
    async (personaId) => {
      const session = await signInAs(personaId);
      const response = await list(session, 'filter=all&include=renewal');
      expect(response.status).toBe(200);
      for (const subscription of (await response.json()) as Subscription[]) {
        const preview = hasRenewal(subscription)
          ? await session.json<RenewalPreview>(
              'subscription',
              'GET',
              `/account/${session.userId}/subscriptions/${subscription.id}/preview-renewal`,
            )
          : null;
        expect(subscription.renewal, `${subscription.id} (${subscription.state})`).toEqual(preview);
      }
    },
  );

  it('carries none unless asked, and refuses what it cannot include', async () => {
    const maja = await signInAs('monthly-active');
    const plain = (await (await list(maja, 'filter=all')).json()) as Subscription[];
    expect(plain.map((subscription) => subscription.renewal)).toEqual(plain.map(() => null));
    const refused = await list(maja, 'filter=all&include=invoices');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ message: 'include: must be renewal' });
  });
});
