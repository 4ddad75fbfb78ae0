/**
 * Conformance of the mock backend to the contract: for every operation of the four documents, the
 * mock's success response and every documented error it can produce, driven through real requests
 * against the node mock server, validate against the document (status documented, media type,
 * body schema with ajv). Fails when an operation or a documented status is not exercised, unless
 * the mock cannot produce it (listed below with the reason).
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockServer, signOut, usePersona, type PersonaId } from '@mocks/node.ts';
import {
  isProtected,
  loadDocument,
  operationsOf,
  SERVICES,
  type Operation,
  type Service,
} from '../../../scripts/contract/documents.ts';
import { callService, refresh, signInAs, type MockSession } from './mockClient.ts';

interface DocumentedOperation {
  service: Service;
  operationId: string;
  method: string;
  path: string;
  operation: Operation;
  /** Needs a bearer token (the document's security, per operation or global). */
  protected: boolean;
}

/** What one scenario produced, checked against the documented response of its status. */
interface Exercise {
  operationId: string;
  status: number;
  response: Response;
}

type Scenario = () => Promise<Exercise[]>;

const operations = new Map<string, DocumentedOperation>();
const exercised = new Map<string, Set<number>>();
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat('password', true);
ajv.addFormat('binary', true);
const validators = new Map<object, ValidateFunction>();

beforeAll(async () => {
  mockServer.listen({ onUnhandledFrame: 'error' });
  for (const service of SERVICES) {
    const document = await loadDocument(service);
    for (const { path, method, operation } of operationsOf(document)) {
      if (!operation.operationId) continue;
      operations.set(operation.operationId, {
        service,
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        operation,
        protected: isProtected(document, operation),
      });
    }
  }
});
afterAll(() => mockServer.close());

function documented(operationId: string): DocumentedOperation {
  const entry = operations.get(operationId);
  if (!entry) throw new Error(`No operation ${operationId} in the documents`);
  return entry;
}

/** The operation's path with its `{parameters}` filled in. */
function pathOf(operationId: string, params: Record<string, string | number> = {}): string {
  return documented(operationId).path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${operationId} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

async function send(
  session: MockSession | null,
  operationId: string,
  params: Record<string, string | number> = {},
  body?: unknown,
  query = '',
  headers: Record<string, string> = {},
): Promise<Exercise> {
  const { service, method } = documented(operationId);
  const path = pathOf(operationId, params) + query;
  const response = await callService(service, method, path, session?.token ?? null, body, headers);
  return { operationId, status: response.status, response };
}

/** Checks the exercise against the document and records its status as covered. */
async function conforms({ operationId, status, response }: Exercise): Promise<void> {
  const { operation } = documented(operationId);
  const responses = (operation.responses ?? {}) as Record<string, OpenAPIV3_1.ResponseObject>;
  const spec = responses[String(status)];
  const where = `${operationId} ${status}`;
  expect(spec, `${where} is not a documented status`).toBeDefined();
  if (!spec) return;
  const content = spec.content ?? {};
  const mediaType = response.headers.get('content-type')?.split(';')[0]?.trim() ?? null;
  if (Object.keys(content).length === 0) {
    expect((await response.arrayBuffer()).byteLength, `${where} must have no body`).toBe(0);
  } else if (mediaType === 'application/pdf') {
    expect(Object.keys(content), `${where} content type`).toContain('application/pdf');
    const text = new TextDecoder().decode(await response.arrayBuffer());
    expect(text.startsWith('%PDF-1.4'), `${where} is a PDF`).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF'), `${where} is a whole PDF`).toBe(true);
  } else {
    expect(Object.keys(content), `${where} content type`).toContain(mediaType);
    const schema = content[mediaType ?? '']?.schema;
    expect(schema, `${where} has a schema`).toBeDefined();
    if (!schema) return;
    let validate = validators.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      validators.set(schema, validate);
    }
    const body: unknown = await response.json();
    const valid = validate(body);
    expect(
      valid,
      `${where}: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 600)}`,
    ).toBe(true);
  }
  let statuses = exercised.get(operationId);
  if (!statuses) exercised.set(operationId, (statuses = new Set()));
  statuses.add(status);
}

const expectStatus = (exercise: Exercise, status: number): Exercise => {
  expect(exercise.status, `${exercise.operationId}`).toBe(status);
  return exercise;
};

// ---------------------------------------------------------------- scenarios, per service

const SCENARIOS: Record<string, Scenario> = {
  'account: refresh, me, profile, address': async () => {
    const maja = await signInAs('monthly-active');
    const refreshed = await refresh();
    const out: Exercise[] = [
      { operationId: 'refreshAccessToken', status: refreshed.status, response: refreshed },
      expectStatus(await send(maja, 'getMe'), 200),
      expectStatus(await send(maja, 'getAccountProfile', { userId: maja.userId }), 200),
      expectStatus(
        await send(
          maja,
          'updateAccountAddress',
          { userId: maja.userId },
          {
            addressCountryCode: 'SE',
            addressLine1: 'Götgatan 78',
            addressLine2: null,
            addressZip: '118 30',
            addressCity: 'Stockholm',
            addressState: null,
          },
        ),
        200,
      ),
      expectStatus(
        await send(
          maja,
          'updateAccountAddress',
          { userId: maja.userId },
          {
            addressCountryCode: 'Sweden',
            addressLine1: '',
            addressLine2: null,
            addressZip: null,
            addressCity: 'Stockholm',
            addressState: null,
          },
        ),
        400,
      ),
      // Edited from a version of the profile that is not its current one.
      expectStatus(
        await send(
          maja,
          'updateAccountAddress',
          { userId: maja.userId },
          {
            addressCountryCode: 'SE',
            addressLine1: 'Götgatan 80',
            addressLine2: null,
            addressZip: '118 30',
            addressCity: 'Stockholm',
            addressState: null,
            version: 'not-the-current-version',
          },
        ),
        409,
      ),
      // Business details (issue 33): saved with the address, a VAT ID of the wrong format refused.
      expectStatus(
        await send(
          maja,
          'updateAccountAddress',
          { userId: maja.userId },
          {
            addressCountryCode: 'NL',
            addressLine1: 'Czaar Peterstraat 213',
            addressLine2: null,
            addressZip: '1018 PL',
            addressCity: 'Amsterdam',
            addressState: null,
            companyName: 'Studio Noord B.V.',
            vatId: 'NL859048236B01',
          },
        ),
        200,
      ),
      expectStatus(
        await send(
          maja,
          'updateAccountAddress',
          { userId: maja.userId },
          {
            addressCountryCode: 'NL',
            addressLine1: 'Czaar Peterstraat 213',
            addressLine2: null,
            addressZip: '1018 PL',
            addressCity: 'Amsterdam',
            addressState: null,
            companyName: 'Studio Noord B.V.',
            vatId: 'NL12345',
          },
        ),
        400,
      ),
    ];
    expect(refreshed.status).toBe(200);
    await usePersona('anonymous');
    const anonymous = await refresh();
    out.push({ operationId: 'refreshAccessToken', status: anonymous.status, response: anonymous });
    expect(anonymous.status).toBe(401);
    signOut();
    const signedOut = await refresh();
    expect(signedOut.status).toBe(401);
    out.push({ operationId: 'refreshAccessToken', status: 401, response: signedOut });
    return out;
  },

  'account: trial journey, password': async () => {
    const lena = await signInAs('trial-eligible');
    const out = [
      expectStatus(
        await send(lena, 'addToTrialJourney', {}, { planCode: 'reasonplusmonthly' }),
        204,
      ),
    ];
    out.push(
      expectStatus(
        await send(lena, 'addToTrialJourney', {}, { planCode: 'reasonplusmonthly' }),
        400,
      ),
      expectStatus(
        await send(lena, 'checkPassword', {}, { user_id: lena.userId, password: 'correct-horse' }),
        200,
      ),
      expectStatus(await send(lena, 'checkPassword', {}, { user_id: lena.userId }), 400),
      expectStatus(await send(lena, 'checkPassword', {}, { user_id: 100234, password: 'x' }), 403),
      expectStatus(
        await send(
          lena,
          'changePassword',
          { userId: lena.userId },
          {
            oldPassword: 'wrong',
            newPassword: 'Gr4nd-Piano-Dusk-17',
            confirmPassword: 'Gr4nd-Piano-Dusk-17',
          },
        ),
        400,
      ),
      expectStatus(
        await send(
          lena,
          'changePassword',
          { userId: lena.userId },
          {
            oldPassword: 'correct-horse',
            newPassword: 'Gr4nd-Piano-Dusk-17',
            confirmPassword: 'Gr4nd-Piano-Dusk-17',
          },
        ),
        204,
      ),
    );
    return out;
  },

  'account: e-mail verification and change, marketing': async () => {
    const chloe = await signInAs('unverified-email');
    const email = 'chloe.davis@example.com';
    const out = [
      expectStatus(await send(chloe, 'sendVerificationEmail', {}, { email }), 204),
      expectStatus(await send(chloe, 'sendVerificationEmail', {}, { email: 'not-an-email' }), 400),
      expectStatus(
        await send(
          chloe,
          'requestEmailChangeOtp',
          { userId: chloe.userId },
          { newEmail: 'chloe@davis.example.org', passwordConfirmation: 'nope' },
        ),
        400,
      ),
      expectStatus(
        await send(
          chloe,
          'requestEmailChangeOtp',
          { userId: chloe.userId },
          { newEmail: 'chloe@davis.example.org', passwordConfirmation: 'correct-horse' },
        ),
        204,
      ),
      expectStatus(
        await send(
          chloe,
          'changeEmail',
          { userId: chloe.userId },
          { oldEmail: email, newEmail: 'chloe@davis.example.org', otp: '000000' },
        ),
        400,
      ),
      expectStatus(
        await send(
          chloe,
          'changeEmail',
          { userId: chloe.userId },
          { oldEmail: email, newEmail: 'chloe@davis.example.org', otp: '123456' },
        ),
        200,
      ),
      expectStatus(await send(chloe, 'getMarketingSubscription'), 200),
      expectStatus(await send(chloe, 'subscribeToMarketingEmails'), 200),
      expectStatus(await send(chloe, 'unsubscribeFromMarketingEmails'), 200),
    ];
    return out;
  },

  'subscription: accounts': async () => {
    const hannah = await signInAs('no-account');
    const account = {
      user_id: hannah.userId,
      email: 'hannah.becker@example.com',
      firstName: 'Hannah',
      lastName: 'Becker',
      currency: 'EUR',
      addressCountryCode: 'DE',
    };
    return [
      expectStatus(await send(hannah, 'getSubscriptionAccount', { userId: hannah.userId }), 404),
      expectStatus(
        await send(hannah, 'createSubscriptionAccount', {}, { ...account, user_id: 100234 }),
        403,
      ),
      expectStatus(await send(hannah, 'createSubscriptionAccount', {}, account), 201),
      expectStatus(await send(hannah, 'createSubscriptionAccount', {}, account), 400),
      expectStatus(await send(hannah, 'getSubscriptionAccount', { userId: hannah.userId }), 200),
    ];
  },

  'subscription: new subscriptions': async () => {
    const lena = await signInAs('trial-eligible');
    const userId = lena.userId;
    const newSubscription = (couponCode: string | null) => ({
      plan: 'reasonplusmonthly',
      currency: 'EUR',
      couponCode,
      account: { billingInfo: { token_id: 'tok_mock_visa_4242' } },
    });
    const key = { 'Idempotency-Key': crypto.randomUUID() };
    return [
      expectStatus(
        await send(lena, 'createSubscription', { userId }, newSubscription('ONCEONLY'), '', key),
        400,
      ),
      // The key's first answer is kept; another body with it is refused.
      expectStatus(
        await send(lena, 'createSubscription', { userId }, newSubscription(null), '', key),
        422,
      ),
      expectStatus(
        await send(lena, 'createSubscription', { userId }, newSubscription('NOPE')),
        404,
      ),
      expectStatus(
        await send(
          lena,
          'createSubscription',
          { userId },
          newSubscription('first-month-introduction-offer'),
        ),
        201,
      ),
      expectStatus(
        await send(lena, 'listSubscriptions', { userId }, undefined, '?filter=all'),
        200,
      ),
      expectStatus(
        await send(lena, 'listSubscriptions', { userId }, undefined, '?filter=bogus'),
        400,
      ),
    ];
  },

  'subscription: one subscription and its plan': async () => {
    const maja = await signInAs('monthly-active');
    const params = { userId: maja.userId, id: 'sub_7fK2mQ9xL1' };
    return [
      expectStatus(await send(maja, 'getSubscription', params), 200),
      expectStatus(await send(maja, 'getSubscription', { ...params, id: 'sub_unknown' }), 404),
      expectStatus(await send(maja, 'previewRenewal', params), 200),
      expectStatus(await send(maja, 'getSubscriptionSeats', params), 200),
      expectStatus(
        await send(maja, 'changeSubscriptionPlan', params, { planCode: 'reasonplusmonthly' }),
        400,
      ),
      expectStatus(
        await send(maja, 'changeSubscriptionPlan', params, {
          planCode: 'reasonplusannualnt',
          couponCode: 'NOPE',
        }),
        404,
      ),
      expectStatus(
        await send(maja, 'changeSubscriptionPlan', params, {
          planCode: 'reasonplusannualnt',
          timeframe: 'renewal',
        }),
        200,
      ),
      expectStatus(await send(maja, 'deleteSubscription', params), 204),
    ];
  },

  'every service: an Idempotency-Key reused with another body, on every write that has one':
    async () => {
      const reused = async (
        persona: PersonaId,
        operationId: string,
        params: (userId: number) => Record<string, string | number>,
        first: unknown,
        second: unknown,
      ) => {
        const session = await signInAs(persona);
        const key = { 'Idempotency-Key': crypto.randomUUID() };
        await send(session, operationId, params(session.userId), first, '', key);
        return send(session, operationId, params(session.userId), second, '', key);
      };
      const sub = (userId: number) => ({ userId, id: 'sub_7fK2mQ9xL1' });
      return [
        expectStatus(
          await reused(
            'no-account',
            'createSubscriptionAccount',
            () => ({}),
            {
              user_id: 100217,
              email: 'a@example.com',
              firstName: 'A',
              lastName: 'B',
              currency: 'EUR',
              addressCountryCode: 'DE',
            },
            {
              user_id: 100217,
              email: 'a@example.com',
              firstName: 'C',
              lastName: 'B',
              currency: 'EUR',
              addressCountryCode: 'DE',
            },
          ),
          422,
        ),
        expectStatus(
          await reused(
            'monthly-active',
            'changeSubscriptionPlan',
            sub,
            { planCode: 'reasonplusannualnt', timeframe: 'renewal' },
            { planCode: 'reasonplusannualnt', timeframe: 'now' },
          ),
          422,
        ),
        expectStatus(
          await reused(
            'monthly-active',
            'changeBillingDate',
            sub,
            { billing_date: '2026-12-20' },
            { billing_date: '2026-12-21' },
          ),
          422,
        ),
        expectStatus(
          await reused(
            'monthly-active',
            'pauseSubscription',
            sub,
            { remainingPauseCycles: 2 },
            { remainingPauseCycles: 3 },
          ),
          422,
        ),
        // The account and license services keep keys alike (their 422 in their own error shape);
        // the first body need not be valid: its 400 is kept as the key's answer.
        ...(await Promise.all(
          (
            [
              ['updateAccountAddress', true],
              ['addToTrialJourney', false],
              ['checkPassword', false],
              ['changePassword', true],
              ['sendVerificationEmail', false],
              ['requestEmailChangeOtp', true],
              ['changeEmail', true],
              ['transferLicenses', false],
            ] as const
          ).map(async ([operationId, byUser]) =>
            expectStatus(
              await reused(
                'monthly-active',
                operationId,
                (userId): Record<string, number> => (byUser ? { userId } : {}),
                { first: 1 },
                { second: 2 },
              ),
              422,
            ),
          ),
        )),
        expectStatus(
          await reused(
            'monthly-active',
            'applyAntichurnCoupon',
            (userId) => ({ userId }),
            { subscriptionId: 'sub_7fK2mQ9xL1' },
            { subscriptionId: 'sub_other' },
          ),
          422,
        ),
      ];
    },

  // Each write refuses a key over the parameter's maxLength with a documented 400 (issue 29): here
  // the writes whose only 400 it is.
  'every service: an Idempotency-Key over 255 characters, on the writes with no other 400':
    async () => {
      const session = await signInAs('monthly-active');
      const tooLong = { 'Idempotency-Key': 'k'.repeat(256) };
      const sub = { userId: session.userId, id: 'sub_7fK2mQ9xL1' };
      const writes: [string, Record<string, string | number>][] = [
        ['subscribeToMarketingEmails', {}],
        ['unsubscribeFromMarketingEmails', {}],
        ['deleteSubscription', sub],
        ['terminateSubscription', sub],
        ['deauthorizeComputer', { computerId: 'cmp_8Hq2LxT4' }],
      ];
      return Promise.all(
        writes.map(async ([operationId, params]) =>
          expectStatus(await send(session, operationId, params, undefined, '', tooLong), 400),
        ),
      );
    },

  'subscription: price previews': async () => {
    const lena = await signInAs('trial-eligible');
    const checkout = (query: string) =>
      send(lena, 'previewNewSubscription', { userId: lena.userId }, undefined, query);
    const out = [
      expectStatus(
        await checkout(
          '?plan=reasonplusmonthly&currency=EUR&couponCode=first-month-introduction-offer',
        ),
        200,
      ),
      expectStatus(
        await checkout('?plan=reasonplusmonthly&currency=EUR&couponCode=FREEMONTH'),
        200,
      ),
      expectStatus(await checkout('?plan=reasonplusannualnt&currency=EUR'), 200),
      expectStatus(await checkout('?plan=reasonplusmonthly&currency=EUR&couponCode=ANNUAL20'), 400),
      expectStatus(await checkout('?plan=reasonplusmonthly'), 400),
      expectStatus(await checkout('?plan=reasonplusmonthly&currency=EUR&couponCode=NOPE'), 404),
    ];
    const action = async (persona: PersonaId, id: string, query: string) => {
      const session = await signInAs(persona);
      return send(
        session,
        'previewSubscriptionChange',
        { userId: session.userId, id },
        undefined,
        query,
      );
    };
    out.push(
      expectStatus(
        await action(
          'monthly-active',
          'sub_7fK2mQ9xL1',
          '?action=changePlan&planCode=reasonplusannualnt',
        ),
        200,
      ),
      expectStatus(
        await action('monthly-active', 'sub_7fK2mQ9xL1', '?action=applyAntichurnOffer'),
        200,
      ),
      expectStatus(await action('monthly-active', 'sub_7fK2mQ9xL1', '?action=reactivate'), 400),
      expectStatus(await action('monthly-active', 'sub_unknown', '?action=reactivate'), 404),
      expectStatus(await action('annual-canceled', 'sub_Jo8Vb2Xc5N', '?action=reactivate'), 200),
      expectStatus(await action('paused', 'sub_Yt5Pw9Hs3K', '?action=resume'), 200),
    );
    const termination = async (persona: PersonaId, id: string) => {
      const session = await signInAs(persona);
      return send(session, 'previewTermination', { userId: session.userId, id });
    };
    out.push(
      expectStatus(await termination('paypal', 'sub_Ob9Xy4Mz6Q'), 200),
      expectStatus(await termination('monthly-active', 'sub_unknown'), 404),
    );
    return out;
  },

  'subscription: billing date': async () => {
    const maja = await signInAs('monthly-active');
    const params = { userId: maja.userId, id: 'sub_7fK2mQ9xL1' };
    return [
      expectStatus(await send(maja, 'getBillingDate', params), 200),
      expectStatus(await send(maja, 'getAllowedBillingDateRange', params), 200),
      expectStatus(
        await send(maja, 'changeBillingDate', params, { billing_date: '2026-12-20' }),
        200,
      ),
      expectStatus(
        await send(maja, 'changeBillingDate', params, { billing_date: '2027-06-30' }),
        400,
      ),
    ];
  },

  'subscription: lifecycle': async () => {
    const maja = await signInAs('monthly-active');
    const params = { userId: maja.userId, id: 'sub_7fK2mQ9xL1' };
    const out = [
      expectStatus(await send(maja, 'resumeSubscription', params), 400),
      expectStatus(await send(maja, 'reactivateSubscription', params), 400),
      expectStatus(
        await send(maja, 'pauseSubscription', params, { remainingPauseCycles: 13 }),
        400,
      ),
      expectStatus(await send(maja, 'pauseSubscription', params, { remainingPauseCycles: 2 }), 200),
      expectStatus(await send(maja, 'resumeSubscription', params), 200),
      expectStatus(await send(maja, 'cancelSubscription', params), 200),
      expectStatus(await send(maja, 'cancelSubscription', params), 400),
      expectStatus(await send(maja, 'reactivateSubscription', params), 200),
      expectStatus(await send(maja, 'terminateSubscription', params), 200),
    ];
    return out;
  },

  'subscription: payment method and billing account': async () => {
    const maja = await signInAs('monthly-active');
    const userId = maja.userId;
    const key = { 'Idempotency-Key': crypto.randomUUID() };
    const out = [
      expectStatus(await send(maja, 'getBillingAccount', { userId }), 200),
      expectStatus(
        await send(maja, 'updatePaymentMethod', { userId }, { token_id: 'tok_mock_declined_0002' }),
        400,
      ),
      expectStatus(
        await send(
          maja,
          'updatePaymentMethod',
          { userId },
          { token_id: 'tok_mock_mastercard_4444' },
          '',
          key,
        ),
        200,
      ),
      expectStatus(
        await send(
          maja,
          'updatePaymentMethod',
          { userId },
          { token_id: 'tok_mock_jcb_3530' },
          '',
          key,
        ),
        422,
      ),
      expectStatus(await send(maja, 'deletePaymentMethod', { userId }), 400),
    ];
    const mateo = await signInAs('threeds');
    out.push(
      expectStatus(
        await send(
          mateo,
          'updatePaymentMethod',
          { userId: mateo.userId },
          { token_id: 'tok_mock_visa_4242' },
        ),
        202,
      ),
    );
    const tom = await signInAs('trial-taken');
    out.push(expectStatus(await send(tom, 'deletePaymentMethod', { userId: tom.userId }), 204));
    return out;
  },

  'subscription: invoices, coupons, plans': async () => {
    const maja = await signInAs('monthly-active');
    const userId = maja.userId;
    const invoices = await maja.json<{ id: string }[]>(
      'subscription',
      'GET',
      `/account/${userId}/invoices`,
    );
    const invoiceId = invoices[0]?.id ?? 'missing';
    return [
      expectStatus(await send(maja, 'listInvoices', { userId }), 200),
      expectStatus(await send(maja, 'listInvoices', { userId }, undefined, '?limit=2'), 200),
      expectStatus(
        await send(maja, 'listInvoices', { userId }, undefined, '?limit=2&cursor=forged'),
        400,
      ),
      expectStatus(await send(maja, 'getInvoicePdf', { userId, id: invoiceId }), 200),
      expectStatus(await send(maja, 'getInvoicePdf', { userId, id: 'inv_unknown' }), 404),
      expectStatus(await send(maja, 'listCoupons', { userId }), 200),
      expectStatus(await send(maja, 'getCoupon', { userId, code: 'SAVE15' }), 200),
      expectStatus(await send(maja, 'getCoupon', { userId, code: 'NOPE' }), 404),
      expectStatus(await send(maja, 'getAntichurnOffer', { userId, id: 'sub_7fK2mQ9xL1' }), 200),
      expectStatus(
        await send(maja, 'applyAntichurnCoupon', { userId }, { subscriptionId: 'sub_7fK2mQ9xL1' }),
        200,
      ),
      // Once used, the offer answers 200 with no coupon (schema-checked like every answer).
      expectStatus(await send(maja, 'getAntichurnOffer', { userId, id: 'sub_7fK2mQ9xL1' }), 200),
      expectStatus(await send(maja, 'getAntichurnOffer', { userId, id: 'sub_unknown' }), 404),
      expectStatus(
        await send(maja, 'applyAntichurnCoupon', { userId }, { subscriptionId: 'sub_7fK2mQ9xL1' }),
        400,
      ),
      expectStatus(
        await send(maja, 'applyAntichurnCoupon', { userId }, { subscriptionId: 'sub_unknown' }),
        404,
      ),
      expectStatus(await send(maja, 'getPlan', { code: 'reasonplusannualnt' }), 200),
      expectStatus(await send(maja, 'getPlan', { code: 'reasonplusquarterly' }), 404),
    ];
  },

  'subscription: paying a failed invoice': async () => {
    const clara = await signInAs('past-due');
    const userId = clara.userId;
    const [subscription] = await clara.json<{ pastDue: { invoiceId: string } | null }[]>(
      'subscription',
      'GET',
      `/account/${userId}/subscriptions?filter=all`,
    );
    const id = subscription?.pastDue?.invoiceId ?? 'missing';
    const key = { 'Idempotency-Key': crypto.randomUUID() };
    return [
      expectStatus(await send(clara, 'payInvoice', { userId, id: 'inv_unknown' }), 404),
      expectStatus(await send(clara, 'payInvoice', { userId, id }, undefined, '', key), 200),
      // The retry of a lost answer is answered again; a new attempt finds it paid.
      expectStatus(await send(clara, 'payInvoice', { userId, id }, undefined, '', key), 200),
      expectStatus(await send(clara, 'payInvoice', { userId, id }), 400),
    ];
  },

  'subscription: a business customer, reverse-charged (issue 33)': async () => {
    const studio = await signInAs('business-nl');
    const userId = studio.userId;
    const id = 'sub_Bn4Lq7Vd1N';
    return [
      expectStatus(await send(studio, 'getAccountProfile', { userId }), 200),
      expectStatus(await send(studio, 'previewRenewal', { userId, id }), 200),
      expectStatus(
        await send(
          studio,
          'previewSubscriptionChange',
          { userId, id },
          undefined,
          '?action=changePlan&planCode=reasonplusannualnt&timeframe=renewal',
        ),
        200,
      ),
      expectStatus(await send(studio, 'listInvoices', { userId }), 200),
    ];
  },

  'license: licenses, transfer, computers': async () => {
    const maja = await signInAs('monthly-active');
    const computers = await maja.json<{ id: string; licenseNumbers: string[] }[]>(
      'license',
      'GET',
      '/public/computers/',
    );
    const authorized = computers[0]?.licenseNumbers[0] ?? 'missing';
    return [
      expectStatus(await send(maja, 'listLicenses'), 200),
      expectStatus(
        await send(maja, 'listLicenses', {}, undefined, '?productFamily=refills&limit=2'),
        200,
      ),
      expectStatus(await send(maja, 'listLicenses', {}, undefined, '?productFamily=synths'), 400),
      expectStatus(
        await send(
          maja,
          'transferLicenses',
          {},
          { new_owner_email: 'jonas.berg@example.com', license_numbers: [authorized] },
        ),
        400,
      ),
      expectStatus(
        await send(
          maja,
          'transferLicenses',
          {},
          {
            new_owner_email: 'jonas.berg@example.com',
            license_numbers: ['RS-APP-4471-2290', 'RS-APP-3310-8812', 'RS-APP-2087-5561'],
          },
        ),
        200,
      ),
      expectStatus(await send(maja, 'listAuthorizedComputers'), 200),
      expectStatus(
        await send(maja, 'deauthorizeComputer', { computerId: computers[0]?.id ?? 'x' }),
        204,
      ),
      expectStatus(await send(maja, 'deauthorizeComputer', { computerId: 'cmp_unknown' }), 404),
    ];
  },

  'shop: orders and receipts': async () => {
    const maja = await signInAs('monthly-active');
    const receipts = await maja.json<{ id: string }[]>('shop', 'GET', '/receipts');
    return [
      expectStatus(await send(maja, 'listOrders'), 200),
      expectStatus(await send(maja, 'listOrders', {}, undefined, '?limit=2'), 200),
      expectStatus(await send(maja, 'listOrders', {}, undefined, '?limit=2&cursor=forged'), 400),
      expectStatus(await send(maja, 'listReceipts'), 200),
      expectStatus(await send(maja, 'listReceipts', {}, undefined, '?limit=2'), 200),
      expectStatus(await send(maja, 'listReceipts', {}, undefined, '?limit=two'), 400),
      expectStatus(await send(maja, 'getReceiptPdf', { receiptId: receipts[0]?.id ?? 'x' }), 200),
      expectStatus(await send(maja, 'getReceiptPdf', { receiptId: 'rcp_unknown' }), 404),
    ];
  },
};

/** Sample path parameters, good enough to reach authentication and the account checks. */
function sampleParams(session: MockSession): Record<string, string | number> {
  return {
    userId: session.userId,
    id: 'sub_7fK2mQ9xL1',
    code: 'reasonplusmonthly',
    computerId: 'cmp_unknown',
    receiptId: 'rcp_unknown',
  };
}

const takesUserIdInPath = (entry: DocumentedOperation): boolean => entry.path.includes('{userId}');

/** Errors every protected operation can produce the same way. */
const SHARED_SCENARIOS: Record<string, Scenario> = {
  'no token: 401 everywhere': async () => {
    const maja = await signInAs('monthly-active');
    const out: Exercise[] = [];
    for (const entry of operations.values()) {
      if (!entry.protected) continue;
      out.push(expectStatus(await send(null, entry.operationId, sampleParams(maja)), 401));
    }
    return out;
  },

  "another user's id: 403": async () => {
    const maja = await signInAs('monthly-active');
    const out: Exercise[] = [];
    for (const entry of operations.values()) {
      if (!takesUserIdInPath(entry)) continue;
      out.push(
        expectStatus(
          await send(maja, entry.operationId, { ...sampleParams(maja), userId: 100201 }),
          403,
        ),
      );
    }
    return out;
  },

  'broken persona: 500 outside the account service': async () => {
    const daniel = await signInAs('broken');
    const out: Exercise[] = [];
    for (const entry of operations.values()) {
      if (entry.service === 'account' || !entry.protected) continue;
      out.push(expectStatus(await send(daniel, entry.operationId, sampleParams(daniel)), 500));
    }
    return out;
  },

  'no subscription account: 404': async () => {
    const hannah = await signInAs('no-account');
    const out: Exercise[] = [];
    for (const entry of operations.values()) {
      if (entry.service !== 'subscription' || !takesUserIdInPath(entry)) continue;
      out.push(expectStatus(await send(hannah, entry.operationId, sampleParams(hannah)), 404));
    }
    return out;
  },
};

/**
 * Documented statuses the mock cannot produce, and why. Everything else documented must be
 * exercised above.
 */
const NOT_PRODUCIBLE: Record<string, string> = {
  'account 500':
    'the account service has no failure mode in the mocks (`broken` breaks the others)',
  'account 403 without a userId': "the token only ever grants the caller's own account",
  'account 404': 'the path names the caller (403 otherwise), and the caller always exists',
  'license 403': 'no license operation names a user: the token decides whose licenses',
  'shop 403': 'no shop operation names a user: the token decides whose orders',
  'public 500': 'public operations (plans) have no failure mode in the mocks',
};

function notProducible(entry: DocumentedOperation, status: number): string | undefined {
  if (entry.service === 'account' && status === 500) return NOT_PRODUCIBLE['account 500'];
  if (entry.service === 'account' && status === 404) return NOT_PRODUCIBLE['account 404'];
  if (entry.service === 'account' && status === 403 && !takesUserIdInPath(entry)) {
    return entry.operationId === 'checkPassword'
      ? undefined
      : NOT_PRODUCIBLE['account 403 without a userId'];
  }
  if ((entry.service === 'license' || entry.service === 'shop') && status === 403) {
    return NOT_PRODUCIBLE[`${entry.service} 403`];
  }
  if (!entry.protected && entry.service !== 'account' && status === 500) {
    return NOT_PRODUCIBLE['public 500'];
  }
  return undefined;
}

const ALL_SCENARIOS: Record<string, Scenario> = { ...SCENARIOS, ...SHARED_SCENARIOS };

/**
 * Each scenario is run once per file, by its own test or, when that test did not run (the file run
 * with a filter, the coverage test alone), by the coverage test, which needs them all.
 */
const runs = new Map<string, Promise<void>>();
function exercise(name: string, scenario: Scenario): Promise<void> {
  let run = runs.get(name);
  if (!run) {
    run = (async () => {
      for (const exercised of await scenario()) await conforms(exercised);
    })();
    runs.set(name, run);
  }
  return run;
}

describe('the mock backend conforms to the documents', () => {
  for (const [name, scenario] of Object.entries(ALL_SCENARIOS)) {
    it(name, () => exercise(name, scenario));
  }

  it('exercises every operation and every producible documented status', async () => {
    for (const [name, scenario] of Object.entries(ALL_SCENARIOS)) await exercise(name, scenario);
    const missing: string[] = [];
    let documentedStatuses = 0;
    let exercisedStatuses = 0;
    for (const entry of operations.values()) {
      const statuses = Object.keys(entry.operation.responses ?? {}).map(Number);
      for (const status of statuses) {
        documentedStatuses += 1;
        if (exercised.get(entry.operationId)?.has(status)) exercisedStatuses += 1;
        else if (!notProducible(entry, status)) missing.push(`${entry.operationId} ${status}`);
      }
    }
    const covered = [...operations.keys()].filter((id) => exercised.has(id)).length;
    console.info(
      `Mock conformance: ${covered} of ${operations.size} operations exercised; ` +
        `${exercisedStatuses} of ${documentedStatuses} documented statuses ` +
        `(${Object.keys(NOT_PRODUCIBLE).length} kinds the mocks cannot produce).`,
    );
    expect(missing).toEqual([]);
    expect(covered).toBe(operations.size);
  });
});
