import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { atMost } from './atMost.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const never = () => new Promise<never>(() => undefined);
const after = (ms: number) => () => new Promise<void>((resolve) => setTimeout(resolve, ms));

it.each([
  ['the work, when it settles first', after(100), 1_000, 100],
  ['the limit, when the work takes longer', after(5_000), 1_000, 1_000],
  ['the limit, when the work never settles', never, 1_000, 1_000],
])('waits for %s', async (_case, work, limit, settledAt) => {
  let done = false;
  void atMost(work(), limit).then(() => (done = true));
  await vi.advanceTimersByTimeAsync(settledAt - 1);
  expect(done).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(done).toBe(true);
});

it('leaves no timer behind once the work has settled', async () => {
  await atMost(Promise.resolve(), 1_000);
  expect(vi.getTimerCount()).toBe(0);
});

it('passes the work’s failure on', async () => {
  await expect(atMost(Promise.reject(new Error('no')), 1_000)).rejects.toThrow('no');
});
