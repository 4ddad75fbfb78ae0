/**
 * Seeding, resetting and snapshotting the mock data. Each persona is one user; resetting a persona
 * re-seeds only that user's records, so several personas can be used side by side (the HTTP
 * server) and a reset of one does not disturb the others.
 */
import { PERSONA_USER_IDS, personaSeed } from '../personas/seeds.ts';
import { DEFAULT_PERSONA_ID, isPersonaId, type PersonaId } from '../personas/index.ts';
import { COUPONS, PLANS } from './catalogue.ts';
import { forgetIdempotencyKeys } from './idempotencyKeys.ts';
import { db, type CollectionName, type Database } from './collections.ts';

async function seedCatalogue(): Promise<void> {
  if (db.plans.count() > 0) return;
  for (const plan of Object.values(PLANS)) await db.plans.create(plan);
  for (const coupon of COUPONS) await db.coupons.create(coupon);
}

/** Removes every record of one user, in every service. */
function removeUser(userId: number): void {
  const subscriptionIds = new Set(
    db.subscriptions.findMany((q) => q.where({ userId })).map((subscription) => subscription.id),
  );
  db.seats.deleteMany((q) => q.where({ subscriptionId: (id) => subscriptionIds.has(id) }));
  db.users.deleteMany((q) => q.where({ userId }));
  db.emailOtps.deleteMany((q) => q.where({ userId }));
  db.marketingSubscriptions.deleteMany((q) => q.where({ userId }));
  db.subscriptionAccounts.deleteMany((q) => q.where({ userId }));
  db.subscriptions.deleteMany((q) => q.where({ userId }));
  db.billingInfos.deleteMany((q) => q.where({ userId }));
  db.couponRedemptions.deleteMany((q) => q.where({ userId }));
  db.invoices.deleteMany((q) => q.where({ userId }));
  db.licenses.deleteMany((q) => q.where({ ownerId: userId }));
  db.computers.deleteMany((q) => q.where({ ownerId: userId }));
  db.orders.deleteMany((q) => q.where({ userId }));
  db.receipts.deleteMany((q) => q.where({ userId }));
  forgetIdempotencyKeys(userId);
}

async function seedPersona(personaId: PersonaId): Promise<void> {
  await seedCatalogue();
  const seed = personaSeed(personaId);
  if (!seed) return;
  removeUser(seed.user.userId);
  // Licenses the persona had transferred to another persona come back with the fresh state.
  const seededNumbers = new Set(seed.licenses.map((license) => license.licenseNumber));
  db.licenses.deleteMany((q) => q.where({ licenseNumber: (number) => seededNumbers.has(number) }));
  await db.users.create(seed.user);
  await db.marketingSubscriptions.create(seed.marketing);
  if (seed.subscriptionAccount) await db.subscriptionAccounts.create(seed.subscriptionAccount);
  if (seed.billingInfo) await db.billingInfos.create(seed.billingInfo);
  for (const record of seed.subscriptions) await db.subscriptions.create(record);
  for (const record of seed.seats) await db.seats.create(record);
  for (const record of seed.couponRedemptions) await db.couponRedemptions.create(record);
  for (const record of seed.invoices) await db.invoices.create(record);
  for (const record of seed.licenses) await db.licenses.create(record);
  for (const record of seed.computers) await db.computers.create(record);
  for (const record of seed.orders) await db.orders.create(record);
  for (const record of seed.receipts) await db.receipts.create(record);
}

export function isPersonaSeeded(personaId: PersonaId): boolean {
  const userId = PERSONA_USER_IDS[personaId];
  return userId === null || db.users.findFirst((q) => q.where({ userId })) !== undefined;
}

/** Seeds a persona the first time it is used; later calls keep whatever state it has reached. */
export async function ensurePersonaSeeded(personaId: PersonaId): Promise<void> {
  if (!isPersonaSeeded(personaId)) await seedPersona(personaId);
}

/** Fresh state for one persona: its account is re-seeded, other personas keep theirs. */
export async function resetMockState(personaId: PersonaId = DEFAULT_PERSONA_ID): Promise<void> {
  if (!isPersonaId(personaId)) throw new Error(`Unknown mock persona "${String(personaId)}"`);
  await seedPersona(personaId);
}

let settled: Promise<void> = Promise.resolve();

/**
 * Queues a change of the whole state (a reset, a restore) behind the ones under way. Callers that
 * cannot wait (a synchronous `usePersona` in a test's setup) still get consistent answers, because
 * every handler waits for `stateSettled()` before it reads.
 */
export function changeState(change: () => Promise<void>): Promise<void> {
  const next = settled.catch(() => undefined).then(change);
  settled = next;
  return next;
}

export function stateSettled(): Promise<void> {
  return settled;
}

/** Empties every collection (the next use of a persona seeds it again). */
export function clearMockState(): void {
  for (const collection of Object.values(db)) collection.clear();
}

// ---------------------------------------------------------------- snapshots (browser persistence)

type RecordOf<Name extends CollectionName> = Parameters<Database[Name]['create']>[0];
type Snapshot = { [Name in CollectionName]: RecordOf<Name>[] };

export interface MockStateSnapshot {
  version: 1;
  collections: Snapshot;
}

/** All records as plain data, for localStorage. */
export function takeSnapshot(): MockStateSnapshot {
  const plain = <T extends object>(records: T[]): T[] => records.map((record) => ({ ...record }));
  const collections: Snapshot = {
    users: plain(db.users.all()),
    emailOtps: plain(db.emailOtps.all()),
    marketingSubscriptions: plain(db.marketingSubscriptions.all()),
    subscriptionAccounts: plain(db.subscriptionAccounts.all()),
    subscriptions: plain(db.subscriptions.all()),
    seats: plain(db.seats.all()),
    billingInfos: plain(db.billingInfos.all()),
    coupons: plain(db.coupons.all()),
    couponRedemptions: plain(db.couponRedemptions.all()),
    plans: plain(db.plans.all()),
    invoices: plain(db.invoices.all()),
    licenses: plain(db.licenses.all()),
    computers: plain(db.computers.all()),
    orders: plain(db.orders.all()),
    receipts: plain(db.receipts.all()),
  };
  return { version: 1, collections };
}

/**
 * Replaces the whole state with a snapshot. Every record is validated by its collection's schema
 * on the way in, so a snapshot from an older version of the mocks fails here rather than later.
 */
export async function restoreSnapshot({ collections }: MockStateSnapshot): Promise<void> {
  clearMockState();
  await refill(db.users, collections.users);
  await refill(db.emailOtps, collections.emailOtps);
  await refill(db.marketingSubscriptions, collections.marketingSubscriptions);
  await refill(db.subscriptionAccounts, collections.subscriptionAccounts);
  await refill(db.subscriptions, collections.subscriptions);
  await refill(db.seats, collections.seats);
  await refill(db.billingInfos, collections.billingInfos);
  await refill(db.coupons, collections.coupons);
  await refill(db.couponRedemptions, collections.couponRedemptions);
  await refill(db.plans, collections.plans);
  await refill(db.invoices, collections.invoices);
  await refill(db.licenses, collections.licenses);
  await refill(db.computers, collections.computers);
  await refill(db.orders, collections.orders);
  await refill(db.receipts, collections.receipts);
}

async function refill<Values>(
  collection: { create(values: Values): Promise<unknown> },
  records: Values[] | undefined,
): Promise<void> {
  for (const record of records ?? []) await collection.create(record);
}
