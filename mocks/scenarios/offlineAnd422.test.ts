/**
 * The two scenario additions of the panel, in node: the `offline` item (every call fails as a
 * network failure) and the `422` behaviour (the documents' only 422, a reused Idempotency-Key).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../tests/unit/mocks/mockClient.ts';
import { DEFAULT_PERSONA_ID, mockServer, setScenarios } from '../node.ts';
import { setOffline } from './engine.ts';
import { formatScenarios, parseScenarios } from './grammar.ts';

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mockServer.close());

describe('offline and 422 scenarios', () => {
  it('reads and writes `offline` as an item of its own', () => {
    const { scenarios, problems } = parseScenarios('listOrders:empty, offline');
    expect(problems).toEqual([]);
    expect(scenarios).toEqual({
      latencyMs: null,
      behaviours: { listOrders: 'empty' },
      offline: true,
    });
    expect(formatScenarios(scenarios)).toBe('listOrders:empty,offline');
  });

  it('fails every call while offline, and answers again once switched off', async () => {
    const session = await signInAs(DEFAULT_PERSONA_ID);
    setOffline(true);
    await expect(session.call('shop', 'GET', '/orders')).rejects.toThrow(TypeError);
    await expect(session.call('account', 'GET', '/account/me')).rejects.toThrow(TypeError);
    setOffline(false);
    expect((await session.call('shop', 'GET', '/orders')).status).toBe(200);
  });

  it('answers 422 idempotency_key_reused in the service’s shape', async () => {
    const session = await signInAs(DEFAULT_PERSONA_ID);
    setScenarios('transferLicenses:422,updatePaymentMethod:422');
    const transfer = await session.call('license', 'POST', '/public/license/transfer', {
      body: { new_owner_email: 'someone@example.com', license_numbers: ['RS-1'] },
    });
    expect([transfer.status, await transfer.json()]).toEqual([
      422,
      { detail: expect.any(String), code: 'idempotency_key_reused' },
    ]);
    const payment = await session.call(
      'subscription',
      'POST',
      `/account/${session.userId}/payment_method`,
      { body: { token_id: 'tok_mock_visa_4242' } },
    );
    expect([payment.status, await payment.json()]).toEqual([
      422,
      { message: expect.any(String), type: 'validation', code: 'idempotency_key_reused' },
    ]);
  });
});
