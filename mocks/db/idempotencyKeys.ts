/**
 * The answers kept per `Idempotency-Key` (mocks/handlers/idempotency.ts gives and replays them):
 * state like the collections, so that resetting a user (state.ts) forgets them without the
 * database importing the handlers, which import the database.
 */
export interface KeptAnswer {
  userId: number;
  body: string;
  expiresAt: number;
  /** The answer once given; null when it is not kept (then the entry is dropped). */
  answer: Promise<Response | null>;
}

export const kept = new Map<string, KeptAnswer>();

/** Forgets a user's keys: their state was reset (state.ts). */
export function forgetIdempotencyKeys(userId: number): void {
  for (const [key, entry] of kept) if (entry.userId === userId) kept.delete(key);
}
