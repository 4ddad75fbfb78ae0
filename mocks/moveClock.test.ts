/**
 * The mock clock through the node API, as a test uses it: moving "today" applies the timeline's
 * rules to the state, and the services answer from the new date.
 */
import type { Invoice, Subscription } from '@sdk/subscription/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../tests/unit/mocks/mockClient.ts';
import { onPersonasDay, PERSONAS_DAY, personasDayOffset, takeRealTimeFrom } from './clock.ts';
import { advanceClock, mockNow, mockServer, parseClockDate, setClock, usePersona } from './node.ts';

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mockServer.close());

const DAY_MS = 24 * 60 * 60 * 1000;

describe('the mock clock', () => {
  it('issues the first invoice when it passes a trial’s end', async () => {
    const session = await signInAs('monthly-trial');
    const path = `/account/${session.userId}`;
    const before = await session.json<Invoice[]>('subscription', 'GET', `${path}/invoices`);

    await setClock(parseClockDate('2026-12-11'));

    const [subscription] = await session.json<Subscription[]>(
      'subscription',
      'GET',
      `${path}/subscriptions?filter=all`,
    );
    expect(subscription).toMatchObject({
      isTrial: false,
      currentPeriodStartedAt: '2026-12-10T19:05:00Z',
      currentPeriodEndsAt: '2027-01-10T19:05:00Z',
    });
    const after = await session.json<Invoice[]>('subscription', 'GET', `${path}/invoices`);
    const added = after.filter((invoice) => !before.some((known) => known.id === invoice.id));
    // Reason+ Monthly in Italy: €19.99 and 22% VAT, collected from the saved card.
    expect(added).toMatchObject([
      { createdAt: '2026-12-10T19:05:00Z', total: 24.39, currency: 'EUR', status: 'Approved' },
    ]);
  });

  it('moves forward by days, and choosing a persona sets it back to the personas’ day', async () => {
    await usePersona('monthly-active');
    const start = mockNow();
    await advanceClock(40);
    expect(mockNow() - start).toBeGreaterThanOrEqual(40 * DAY_MS);
    expect(onPersonasDay()).toBe(false);
    await expect(advanceClock(-1)).rejects.toThrow('forward only');
    await usePersona('monthly-active');
    expect(onPersonasDay()).toBe(true);
    // The tests' today is the personas' day (tests/setup/today.ts): the clock is the time itself.
    expect(Math.abs(mockNow() - Date.now())).toBeLessThan(1000);
  });

  it('tells the personas’ stories on their day whatever the real date, at its time of day', async () => {
    const realDays = [
      [`${PERSONAS_DAY}T09:00:00Z`, `${PERSONAS_DAY}T09:00:00.000Z`],
      ['2026-12-20T23:59:00Z', `${PERSONAS_DAY}T23:59:00.000Z`],
      ['2027-03-01T00:00:00Z', `${PERSONAS_DAY}T00:00:00.000Z`],
      ['2026-11-02T14:30:00Z', `${PERSONAS_DAY}T14:30:00.000Z`],
    ] as const;
    for (const [real, mock] of realDays) {
      const at = Date.parse(real);
      expect(new Date(at + personasDayOffset(at)).toISOString()).toBe(mock);
    }
    const realNow = Date.parse('2027-03-01T10:00:00Z');
    takeRealTimeFrom(() => realNow);
    try {
      // Past the trial's end (December 10) and the past-due grace (November 28) in real time,
      // the stories are where the personas tell them: the trial still running.
      await usePersona('monthly-trial');
      expect(new Date(mockNow()).toISOString()).toBe(`${PERSONAS_DAY}T10:00:00.000Z`);
      const session = await signInAs('monthly-trial');
      const [subscription] = await session.json<Subscription[]>(
        'subscription',
        'GET',
        `/account/${session.userId}/subscriptions?filter=all`,
      );
      expect(subscription).toMatchObject({
        isTrial: true,
        currentPeriodEndsAt: '2026-12-10T19:05:00Z',
      });
    } finally {
      takeRealTimeFrom(() => Date.now());
      await usePersona('monthly-active');
    }
  });

  it('reads an ISO date or date-time, and nothing else', () => {
    expect(parseClockDate('2026-12-11')).toBe(Date.parse('2026-12-11T00:00:00Z'));
    expect(parseClockDate('2026-12-11T08:30:00Z')).toBe(Date.parse('2026-12-11T08:30:00Z'));
    expect(() => parseClockDate('next tuesday')).toThrow('not an ISO date');
    expect(() => parseClockDate('12/11/2026')).toThrow('not an ISO date');
  });
});
