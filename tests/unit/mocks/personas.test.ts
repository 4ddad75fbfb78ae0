/**
 * Personas as data: the README's table is the registry's, handlers name no persona, and the
 * personas added for the edges of how much an account holds have what they promise.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { License } from '@sdk/license/model';
import type { Invoice, Subscription } from '@sdk/subscription/model';
import { mockNow, mockServer, usePersona } from '@mocks/node.ts';
import { PERSONAS_DAY } from '@mocks/clock.ts';
import { db } from '@mocks/db/collections.ts';
import { pastDueOf } from '@mocks/handlers/subscription/pastDue.ts';
import { passTime } from '@mocks/handlers/subscription/timeline.ts';
import { isoSeconds } from '@mocks/handlers/support.ts';
import { PERSONA_IDS } from '@mocks/personas/index.ts';
import { parseScenarios } from '@mocks/scenarios/grammar.ts';
import { personaTable, tableCells, tableIn } from '@mocks/personas/readmeTable.ts';
import { PERSONA_USER_IDS, persona, personaSeed } from '@mocks/personas/seeds.ts';
import { signInAs } from './mockClient.ts';

const ROOT = join(import.meta.dirname, '../../..');

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mockServer.close());

const filesUnder = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(directory, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(directory, entry.name)]
        : [],
  );

/** Persona ids that are also other words of the mock: states, a scenario, a payment method. */
const OTHER_WORDS = new Set(['expired', 'paused', 'empty', 'paypal']);

describe('personas as data', () => {
  it('mocks/README.md lists exactly the registry (npm run personas:table rewrites it)', () => {
    const readme = readFileSync(join(ROOT, 'mocks/README.md'), 'utf8');
    expect(tableCells(tableIn(readme))).toEqual(tableCells(personaTable()));
  });

  it('each entry’s account is seeded under the entry’s id, and its presets read', () => {
    for (const id of PERSONA_IDS) {
      expect(persona(id).account?.personaId ?? id).toBe(id);
      expect(parseScenarios(persona(id).scenarios ?? '').problems, id).toEqual([]);
    }
  });

  it('no handler, session or scenario code names a persona', () => {
    const files = ['mocks/handlers', 'mocks/auth', 'mocks/scenarios', 'mocks/server'].flatMap(
      (directory) => filesUnder(join(ROOT, directory)),
    );
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const id of PERSONA_IDS.filter((id) => !OTHER_WORDS.has(id))) {
        expect(text, file).not.toContain(`'${id}'`);
      }
    }
  });
});

describe('the edge personas', () => {
  it('empty owns nothing: no subscription, invoices, licenses, computers, orders or receipts', async () => {
    const ines = await signInAs('empty');
    expect((await ines.call('subscription', 'GET', `/account/${ines.userId}`)).status).toBe(200);
    for (const [service, path] of [
      ['subscription', `/account/${ines.userId}/subscriptions?filter=all`],
      ['subscription', `/account/${ines.userId}/invoices`],
      ['license', '/public/license/'],
      ['license', '/public/computers/'],
      ['shop', '/orders'],
      ['shop', '/receipts'],
    ] as const) {
      expect(await ines.json(service, 'GET', path), path).toEqual([]);
    }
  });

  it('heavy: 500 licenses in every family, ten years of monthly invoices, 200 orders', async () => {
    const viktor = await signInAs('heavy');
    const licenses = await viktor.json<License[]>('license', 'GET', '/public/license/');
    expect(licenses).toHaveLength(500);
    expect(new Set(licenses.map((license) => license.licenseNumber)).size).toBe(500);
    expect(new Set(licenses.map((license) => license.productFamily))).toEqual(
      new Set(['applications', 'rackextensions', 'refills', 'vstplugins', 'rtos']),
    );
    const invoices = await viktor.json<Invoice[]>(
      'subscription',
      'GET',
      `/account/${viktor.userId}/invoices`,
    );
    expect(invoices.length).toBeGreaterThanOrEqual(120);
    expect(invoices.at(-1)?.createdAt.slice(0, 4)).toBe('2016');
    expect(await viktor.json<unknown[]>('shop', 'GET', '/orders')).toHaveLength(200);
    expect(await viktor.json<unknown[]>('shop', 'GET', '/receipts')).toHaveLength(200);
  });

  it('heavy is the same on every reset', () => {
    expect(personaSeed('heavy')).toEqual(personaSeed('heavy'));
  });

  it('several subscriptions: the expired one is listed first, then a paused one', async () => {
    const freja = await signInAs('expired-and-paused');
    const subscriptions = await freja.json<Subscription[]>(
      'subscription',
      'GET',
      `/account/${freja.userId}/subscriptions?filter=all`,
    );
    expect(subscriptions.map((subscription) => subscription.state)).toEqual(['expired', 'paused']);
  });
});

describe('the personas’ day', () => {
  // Each persona is a story told on one day (mocks/personas/day.ts), where the mock clock starts:
  // on it, what the story says happened has happened, and nothing it says is coming has come.
  it.each(PERSONA_IDS)('%s: nothing has come due and nothing is dated after it', async (id) => {
    await usePersona(id);
    const now = isoSeconds(new Date(mockNow()));
    expect(now.slice(0, 10)).toBe(PERSONAS_DAY);
    const userId = PERSONA_USER_IDS[id];
    // A visitor without an account holds nothing dated.
    if (userId === null) return;
    for (const subscription of db.subscriptions.findMany((q) => q.where({ userId }))) {
      expect(passTime(subscription, now).subscription, subscription.id).toBe(subscription);
      const accessEndsAt = pastDueOf(subscription)?.accessEndsAt;
      if (accessEndsAt) expect(accessEndsAt > now, `${subscription.id} past due`).toBe(true);
      expect(subscription.createdAt <= now, subscription.id).toBe(true);
    }
    for (const invoice of db.invoices.findMany((q) => q.where({ userId }))) {
      expect(invoice.createdAt <= now, invoice.id).toBe(true);
    }
  });
});
