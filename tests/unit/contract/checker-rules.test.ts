/**
 * The contract checker's parts without a server: ordering and request planning from the
 * document, response validation (ajv over the document's schemas), the CLI flags and the reports.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Document,
  loadDocument,
  type OperationEntry,
  operationsOf,
} from '../../../scripts/contract/documents.ts';
import { parseCliArgs } from '../../../scripts/contract/checker/args.ts';
import {
  learn,
  newKnowledge,
  operationName,
  orderOperations,
  planRequest,
} from '../../../scripts/contract/checker/plan.ts';
import { junitReport, textReport } from '../../../scripts/contract/checker/report.ts';
import { SCENARIOS } from '../../../scripts/contract/checker/scenarios.ts';
import { SetupError } from '../../../scripts/contract/checker/session.ts';
import type { CheckResult } from '../../../scripts/contract/checker/types.ts';
import { createResponseChecker } from '../../../scripts/contract/checker/validate.ts';
import { getGetSubscriptionResponseMock } from '@sdk/subscription/subscription.msw.ts';

let subscription: Document;
let entries: OperationEntry[];
const entry = (operationId: string): OperationEntry => {
  const found = entries.find((e) => e.operation.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId}`);
  return found;
};

// The document's own example, as the generated mocks serve it, with a live-looking id.
// Every proposed property present, so a test that leaves one out knows what is noted.
const SUBSCRIPTION = {
  ...getGetSubscriptionResponseMock(),
  id: 'sub_live_1',
  scheduledPlanCode: null,
  pastDue: null,
  renewal: null,
};

beforeAll(async () => {
  subscription = await loadDocument('subscription');
  entries = operationsOf(subscription);
});

describe('the plan', () => {
  it('reads collections before their items, and writes in lifecycle order', () => {
    const { reads, writes } = orderOperations(entries, SCENARIOS.subscription.writeOrder);
    const readNames = reads.map(operationName);
    const writeNames = writes.map(operationName);
    expect(readNames.indexOf('listSubscriptions')).toBeLessThan(
      readNames.indexOf('getSubscription'),
    );
    expect(readNames.indexOf('listInvoices')).toBeLessThan(readNames.indexOf('getInvoicePdf'));
    expect(writeNames.indexOf('createSubscription')).toBeLessThan(
      writeNames.indexOf('pauseSubscription'),
    );
    expect(writeNames.indexOf('pauseSubscription')).toBeLessThan(
      writeNames.indexOf('resumeSubscription'),
    );
    expect(writeNames.at(-1)).toBe('deletePaymentMethod');
    expect(reads.every((e) => e.method === 'get')).toBe(true);
    expect(reads.length + writes.length).toBe(entries.length);
  });

  it('never guesses the user id', () => {
    expect(planRequest(subscription, entry('listSubscriptions'), newKnowledge(undefined))).toEqual({
      skip: 'needs the user id: pass --user-id',
    });
  });

  it('takes ids from earlier answers, query values and bodies from the examples', () => {
    const knowledge = newKnowledge('42');
    learn(knowledge, subscription, entry('listSubscriptions'), [SUBSCRIPTION]);
    expect(planRequest(subscription, entry('listSubscriptions'), knowledge)).toMatchObject({
      request: { target: '/account/42/subscriptions?filter=all&include=renewal' },
    });
    expect(planRequest(subscription, entry('getSubscription'), knowledge)).toMatchObject({
      request: { target: '/account/42/subscriptions/sub_live_1' },
    });
    // The example's subscription id and user id are replaced by the live ones, types kept.
    expect(planRequest(subscription, entry('applyAntichurnCoupon'), knowledge)).toMatchObject({
      request: { body: { subscriptionId: 'sub_live_1' } },
    });
    expect(planRequest(subscription, entry('createSubscriptionAccount'), knowledge)).toMatchObject({
      request: { body: { user_id: 42, currency: 'USD' } },
    });
    // A created subscription replaces the listed one for the calls after it.
    learn(knowledge, subscription, entry('createSubscription'), { ...SUBSCRIPTION, id: 'sub_new' });
    expect(planRequest(subscription, entry('pauseSubscription'), knowledge)).toMatchObject({
      request: {
        target: '/account/42/subscriptions/sub_new/pause',
        headers: { 'Content-Type': 'application/json' },
        body: { remainingPauseCycles: 2 },
      },
    });
  });

  it('fills scenario bodies from earlier answers', () => {
    const knowledge = newKnowledge('42');
    learn(knowledge, subscription, entry('getAllowedBillingDateRange'), {
      from: '2030-01-02',
      to: '2030-02-01',
    });
    const planned = planRequest(
      subscription,
      entry('changeBillingDate'),
      knowledge,
      SCENARIOS.subscription.bodies?.changeBillingDate,
    );
    expect(planned).toMatchObject({ request: { body: { billing_date: '2030-01-02' } } });
  });
});

describe('parameters whose example is not sent', () => {
  const listing: OperationEntry = {
    path: '/things',
    method: 'get',
    operation: {
      operationId: 'listThings',
      parameters: [
        { name: 'limit', in: 'query', schema: { type: 'integer' }, example: 25 },
        { name: 'cursor', in: 'query', schema: { type: 'string' }, example: 'aW52XzE' },
        { name: 'Idempotency-Key', in: 'header', schema: { type: 'string' }, example: 'k-1' },
      ],
      responses: {},
    },
  };

  it('asks the first page without a cursor, and each call with a new idempotency key', () => {
    const first = planRequest(subscription, listing, newKnowledge('100234'));
    const second = planRequest(subscription, listing, newKnowledge('100234'));
    if (!('request' in first) || !('request' in second)) throw new Error('not planned');
    expect(first.request.target).toBe('/things?limit=25');
    const key = first.request.headers['Idempotency-Key'];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.request.headers['Idempotency-Key']).not.toBe(key);
  });
});

describe('the response check', () => {
  const json = (status: number, body: unknown, type = 'application/json') => ({
    status,
    contentType: type,
    body: new TextEncoder().encode(JSON.stringify(body)),
  });

  it('accepts a documented answer', () => {
    const checker = createResponseChecker(subscription);
    const result = checker.check(entry('listSubscriptions').operation, json(200, [SUBSCRIPTION]));
    expect(result.findings).toEqual([]);
    expect(result.json).toEqual([SUBSCRIPTION]);
  });

  it('names the expectation, the value and the JSON pointer of each drift', () => {
    const checker = createResponseChecker(subscription);
    const { planCode: _dropped, ...withoutPlan } = SUBSCRIPTION;
    const bad = { ...withoutPlan, seats: '1', state: 'frozen', createdAt: 'yesterday', extra: 1 };
    const { findings } = checker.check(entry('getSubscription').operation, json(200, bad));
    expect(findings).toEqual(
      expect.arrayContaining([
        {
          kind: 'schema',
          contract: 'components.schemas.Subscription',
          expected: 'required property "planCode"',
          got: 'missing',
          pointer: '/planCode',
        },
        {
          kind: 'schema',
          contract: 'components.schemas.Subscription',
          expected: 'type integer',
          got: 'string "1"',
          pointer: '/seats',
        },
        expect.objectContaining({ kind: 'schema', got: '"frozen"', pointer: '/state' }),
        {
          kind: 'schema',
          contract: 'components.schemas.Subscription',
          expected: 'format date-time',
          got: '"yesterday"',
          pointer: '/createdAt',
        },
      ]),
    );
    expect(findings).toHaveLength(4);
  });

  it('notes, without drifting, a proposed property left out and a property the document does not list', () => {
    const checker = createResponseChecker(subscription);
    const { planName: _proposed, ...withoutPlanName } = SUBSCRIPTION;
    const answer = { ...withoutPlanName, region: 'eu' };
    const { findings, notes } = checker.check(
      entry('getSubscription').operation,
      json(200, answer),
    );
    expect(findings).toEqual([]);
    expect(notes).toEqual([
      {
        kind: 'absent-proposed-property',
        expected: 'proposed property "planName"',
        got: 'absent',
        pointer: '/planName',
      },
      {
        kind: 'extra-property',
        expected: 'only the documented properties',
        got: 'extra property "region"',
        pointer: '/region',
      },
    ]);

    const strict = checker.check(entry('getSubscription').operation, json(200, answer), {
      strict: true,
    });
    expect(strict.notes).toEqual([]);
    expect(strict.findings).toEqual([
      {
        kind: 'schema',
        contract: 'components.schemas.Subscription',
        expected: 'required property "planName"',
        got: 'missing',
        pointer: '/planName',
      },
      expect.objectContaining({
        kind: 'schema',
        got: 'extra property "region"',
        pointer: '/region',
      }),
    ]);
  });

  it('drifts when a proposed property the portal cannot work without is left out', async () => {
    // The one left (issue 29): each /products screen lists the licenses of one family.
    const license = await loadDocument('license');
    const listLicenses = operationsOf(license).find(
      (e) => e.operation.operationId === 'listLicenses',
    );
    if (!listLicenses) throw new Error('no operation listLicenses');
    const { findings } = createResponseChecker(license).check(
      listLicenses.operation,
      json(200, [{ licenseNumber: 'RS-APP-4471-2290', upgradedChain: [] }]),
    );
    expect(findings).toEqual([
      {
        kind: 'schema',
        contract: 'components.schemas.License',
        expected: 'required property "productFamily"',
        got: 'missing',
        pointer: '/0/productFamily',
      },
    ]);
  });

  it('notes, not drifts, a subscription without its period end (optional since issue 29)', () => {
    const checker = createResponseChecker(subscription);
    const { currentPeriodEndsAt: _optional, ...withoutPeriodEnd } = SUBSCRIPTION;
    const { findings, notes } = checker.check(
      entry('getSubscription').operation,
      json(200, withoutPeriodEnd),
    );
    expect(findings).toEqual([]);
    expect(notes).toEqual([
      expect.objectContaining({
        kind: 'absent-proposed-property',
        pointer: '/currentPeriodEndsAt',
      }),
    ]);
  });

  it('reports a nullable one-of field by its real problem only', () => {
    const checker = createResponseChecker(subscription);
    const account = {
      accountCode: '42',
      email: 'a@example.com',
      currency: 'USD',
      billingInfo: {
        paymentMethod: 'credit_card',
        ccDetails: { expiryYear: 2028, expiryMonth: 13, brand: 'Visa', lastFour: '4242' },
        paypalEmail: null,
        updatedAt: '2026-01-14T09:29:41Z',
      },
    };
    const { findings } = checker.check(entry('getBillingAccount').operation, json(200, account));
    expect(findings).toEqual([
      expect.objectContaining({ pointer: '/billingInfo/ccDetails/expiryMonth', got: '13' }),
    ]);
  });

  it('checks statuses, media types and error shapes', () => {
    const checker = createResponseChecker(subscription);
    const operation = entry('getSubscription').operation;
    expect(checker.check(operation, json(418, {})).findings).toEqual([
      {
        kind: 'undocumented-status',
        contract: 'responses',
        expected: 'one of 200, 401, 403, 404, 500',
        got: '418',
        pointer: '',
      },
    ]);
    expect(checker.check(operation, json(200, SUBSCRIPTION, 'text/html')).findings).toEqual([
      {
        kind: 'content-type',
        contract: 'responses.200',
        expected: 'application/json',
        got: 'text/html',
        pointer: '',
      },
    ]);
    const wrongShape = checker.check(operation, json(404, { error: 'gone' }));
    expect(wrongShape.findings).toEqual([
      expect.objectContaining({
        kind: 'error-shape',
        contract: 'components.schemas.ServiceError',
        pointer: '/message',
      }),
    ]);
    expect(wrongShape.notes).toEqual([
      expect.objectContaining({ kind: 'absent-proposed-property', pointer: '/code' }),
      expect.objectContaining({ kind: 'extra-property', pointer: '/error' }),
    ]);
    expect(
      checker.check(operation, {
        status: 200,
        contentType: 'application/json',
        body: new TextEncoder().encode('{'),
      }).findings,
    ).toEqual([
      {
        kind: 'invalid-json',
        contract: 'responses.200',
        expected: 'a application/json body',
        got: '"{"',
        pointer: '',
      },
    ]);
    expect(
      checker.check(operation, json(500, { message: 'boom', type: 'server' })).findings,
    ).toEqual([
      expect.objectContaining({
        kind: 'server-error',
        contract: 'components.responses.ServerError',
      }),
    ]);
    const noContent = entry('deleteSubscription').operation;
    expect(
      checker.check(noContent, { status: 204, contentType: null, body: new Uint8Array() }).findings,
    ).toEqual([]);
  });
});

describe('the error codes (the errors family)', () => {
  const error = (status: number, body: unknown) => ({
    status,
    contentType: 'application/json',
    body: new TextEncoder().encode(JSON.stringify(body)),
  });

  it('drifts on a code the document does not list, strict or not, and names the list', () => {
    const checker = createResponseChecker(subscription);
    const operation = entry('getSubscription').operation;
    const answer = error(404, { message: 'gone', type: 'not_found', code: 'sub_gone' });
    const drift = {
      kind: 'undocumented-error-code',
      contract: 'components.schemas.ServiceErrorCode (x-extensible-enum)',
      expected: expect.stringMatching(/^one of the \d+ codes the document lists$/),
      got: '"sub_gone"',
      pointer: '/code',
    };
    expect(checker.check(operation, answer).findings).toEqual([drift]);
    expect(checker.check(operation, answer, { strict: true }).findings).toContainEqual(drift);
    expect(checker.check(operation, answer, { codes: false }).findings).toEqual([]);
  });

  it('passes a listed code, and an error without one (the code is proposed)', () => {
    const checker = createResponseChecker(subscription);
    const operation = entry('getSubscription').operation;
    const listed = { message: 'gone', type: 'not_found', code: 'subscription_not_found' };
    expect(checker.check(operation, error(404, listed)).findings).toEqual([]);
    expect(checker.check(operation, error(404, { message: 'gone' })).findings).toEqual([]);
    expect(checker.documentedCodes(operation, 401)).toContain('not_authenticated');
  });
});

describe('the command line', () => {
  it('parses the flags, with the token from the environment', () => {
    const options = parseCliArgs(
      [
        '--service',
        'license',
        '--base-url',
        'http://127.0.0.1:4010/license-api',
        '--write',
        '--report',
        'junit',
      ],
      { CONTRACT_CHECK_TOKEN: 'secret' },
    );
    expect(options).toEqual({
      check: {
        service: 'license',
        baseUrl: 'http://127.0.0.1:4010/license-api',
        token: 'secret',
        userId: undefined,
        cookie: undefined,
        write: true,
        strict: false,
        skip: [],
        persona: 'monthly-active',
        timeoutMs: 10_000,
      },
      report: 'junit',
      out: undefined,
    });
    expect(parseCliArgs(['--help'], {})).toBeNull();
  });

  it('refuses wrong flags with every problem named', () => {
    expect(() => parseCliArgs(['--service', 'billing', '--report', 'xml'], {})).toThrow(SetupError);
    expect(() => parseCliArgs(['--service', 'billing', '--report', 'xml'], {})).toThrow(
      /--service must be one of account, subscription, license, shop\n--base-url must be an absolute URL\n--report must be one of text, json, junit/,
    );
    expect(() => parseCliArgs(['--verbose'], {})).toThrow(/Unknown option '--verbose'/);
  });

  it('takes the behaviour families to skip, and refuses one it does not know', () => {
    const base = ['--service', 'shop', '--base-url', 'http://127.0.0.1:4010/shop/api'];
    expect(parseCliArgs([...base, '--skip', 'auth, paging'], {})?.check.skip).toEqual([
      'auth',
      'paging',
    ]);
    expect(() => parseCliArgs([...base, '--skip', 'auth,speed'], {})).toThrow(
      '--skip takes auth, idempotency, paging, errors, negative, proposals; not speed',
    );
  });
});

describe('the reports', () => {
  const result: CheckResult = {
    service: 'shop',
    baseUrl: 'http://127.0.0.1:4010/shop/api',
    write: false,
    strict: false,
    skippedFamilies: ['negative'],
    calls: [
      {
        operation: 'listOrders',
        method: 'get',
        path: '/orders',
        request: 'GET /orders',
        probe: null,
        status: 200,
        contentType: 'application/json',
        durationMs: 3,
        note: null,
        drifts: [
          {
            kind: 'schema',
            operation: 'listOrders',
            request: 'GET /orders',
            contract: 'components.schemas.Order',
            expected: 'type number',
            got: 'string "149"',
            pointer: '/0/total',
          },
        ],
        notes: [
          {
            kind: 'extra-property',
            operation: 'listOrders',
            request: 'GET /orders',
            expected: 'only the documented properties',
            got: 'extra property "giftWrap"',
            pointer: '/0/giftWrap',
          },
        ],
      },
    ],
    skipped: [
      {
        operation: 'deleteOrder',
        method: 'delete',
        path: '/orders/{id}',
        reason: 'changes state: run with --write',
      },
    ],
    drifts: [],
    notes: [],
    credentialsRefused: false,
  };
  result.calls.push({
    operation: 'listOrders',
    method: 'get',
    path: '/orders',
    request: 'GET /orders',
    probe: { family: 'auth', label: 'forged token' },
    status: 200,
    contentType: 'application/json',
    durationMs: 2,
    note: null,
    drifts: [
      {
        kind: 'invalid-token-accepted',
        operation: 'listOrders',
        request: 'GET /orders',
        contract: 'components.securitySchemes.bearerAuth',
        expected: '401 (authentication_failed)',
        got: '200',
        pointer: '',
      },
    ],
    notes: [],
  });
  result.drifts = result.calls.flatMap((call) => call.drifts);
  result.notes = result.calls.flatMap((call) => call.notes);

  it('text: the calls, the skips and a table of drifts', () => {
    const text = textReport(result);
    expect(text).toContain(
      'Contract check of shop at http://127.0.0.1:4010/shop/api (--skip negative)',
    );
    expect(text).toContain('DRIFT 200 listOrders: GET /orders\n');
    expect(text).toContain('DRIFT 200 listOrders: GET /orders  [auth: forged token]');
    expect(text).toContain(
      'skip      deleteOrder: DELETE /orders/{id} (changes state: run with --write)',
    );
    expect(text).toMatch(/OPERATION\s+CHECK\s+CONTRACT\s+EXPECTED\s+GOT\s+POINTER/);
    expect(text).toMatch(
      /listOrders \(GET \/orders\)\s+schema\s+components\.schemas\.Order\s+type number\s+string "149"\s+\/0\/total/,
    );
    expect(text).toMatch(
      /listOrders \(GET \/orders\)\s+invalid-token-accepted\s+components\.securitySchemes\.bearerAuth\s+401 \(authentication_failed\)\s+200\s+\//,
    );
    expect(text).toMatch(
      /listOrders \(GET \/orders\)\s+extra-property\s+only the documented properties\s+extra property "giftWrap"\s+\/0\/giftWrap/,
    );
    expect(text).toContain('DRIFT: 2 calls, 1 skipped, 2 drifts, 1 note.');
  });

  it('junit: a failed test case per drifting call, a skipped one per skip', () => {
    const xml = junitReport(result);
    expect(xml).toContain('<testsuite name="contract.shop" tests="3" failures="2" skipped="1"');
    expect(xml).toContain('name="listOrders: GET /orders  [auth: forged token]"');
    expect(xml).toContain('<failure message="1 drift(s): schema" type="contract-drift">');
    expect(xml).toContain('string &quot;149&quot;');
    expect(xml).toContain('<skipped message="changes state: run with --write"/>');
    expect(xml).toContain('<system-out>OPERATION');
  });
});
