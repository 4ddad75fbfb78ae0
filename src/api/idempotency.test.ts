import { describe, expect, it } from 'vitest';
import { NetworkError, TransactionError, UnknownError, ValidationError } from './errors.ts';
import { idempotentSender } from './idempotency.ts';

const context = { service: 'subscription', method: 'POST', url: 'https://x.test/' } as const;

const outcomes = {
  'no answer': new NetworkError(context, new TypeError('Failed to fetch')),
  'a timeout': new NetworkError(context, new DOMException('late', 'TimeoutError'), {
    timedOut: true,
  }),
  'a 500': new UnknownError('Internal error', context, 500),
  'a 503': new UnknownError('Unavailable', context, 503),
  'a refusal (400)': new ValidationError('Plan not offered', context, 400, null, {}),
  'a declined card': new TransactionError('Declined', context, 400),
  'a 422 (key reused)': new UnknownError('Key reused', context, 422),
};

/** The keys sent for `first` failing with `outcome`, then `second` sent. */
async function keysAfter(outcome: Error | 'success', second: unknown) {
  let next = 0;
  const send = idempotentSender(() => `key-${++next}`);
  const keys: string[] = [];
  await send({ plan: 'monthly' }, async (headers) => {
    keys.push(headers['Idempotency-Key']);
    if (outcome !== 'success') throw outcome;
  }).catch(() => undefined);
  await send(second, async (headers) => {
    keys.push(headers['Idempotency-Key']);
  });
  return keys;
}

describe('idempotentSender: one key per attempt', () => {
  it.each([
    ['no answer', 'the same key'],
    ['a timeout', 'the same key'],
    ['a 500', 'the same key'],
    ['a 503', 'the same key'],
    ['a refusal (400)', 'a new key'],
    ['a declined card', 'a new key'],
    ['a 422 (key reused)', 'a new key'],
  ] as const)('the same request again after %s: %s', async (outcome, expected) => {
    const keys = await keysAfter(outcomes[outcome], { plan: 'monthly' });
    expect(keys[1] === keys[0] ? 'the same key' : 'a new key').toBe(expected);
  });

  it('a new key for the same request after a success: the customer does it again', async () => {
    expect(await keysAfter('success', { plan: 'monthly' })).toEqual(['key-1', 'key-2']);
  });

  it('a new key for another request after no answer: another attempt', async () => {
    const keys = await keysAfter(outcomes['no answer'], { plan: 'annual' });
    expect(keys).toEqual(['key-1', 'key-2']);
  });

  it('makes keys with crypto.randomUUID by default', async () => {
    const send = idempotentSender();
    const key = await send({}, async (headers) => headers['Idempotency-Key']);
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
