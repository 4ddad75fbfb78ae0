/**
 * What the contract checker finds: one `Drift` per way a live response differs from the document,
 * grouped by the call that produced it. Each drift names the part of the contract it enforces.
 */
import type { Method, Service } from '../documents.ts';

/**
 * The behaviour checks, each a family the command line can skip (`--skip auth,paging`). Besides
 * them every answer is always checked against its documented response (status, media type, body).
 */
export const FAMILIES = [
  'auth',
  'idempotency',
  'paging',
  'errors',
  'negative',
  'proposals',
] as const;
export type Family = (typeof FAMILIES)[number];

export type DriftKind =
  /** The status code is not among the operation's documented responses. */
  | 'undocumented-status'
  /** The response's media type is not one the document gives for that status. */
  | 'content-type'
  /** A success body does not validate against the documented schema. */
  | 'schema'
  /** An error body does not have the documented error shape. */
  | 'error-shape'
  /** A JSON media type whose body does not parse. */
  | 'invalid-json'
  /** A documented 5xx: the service failed, so nothing about the operation was verified. */
  | 'server-error'
  /** No answer at all (connection refused, timeout). */
  | 'no-response'
  /** auth: a protected operation called without a token did not answer 401. */
  | 'unauthenticated-access'
  /** auth: a forged or expired token was not refused with 401. */
  | 'invalid-token-accepted'
  /** auth: another user's id in the path was not refused with 403. */
  | 'foreign-user-access'
  /** auth: the refusal's `code` is not the one the contract gives for that case. */
  | 'wrong-auth-code'
  /** idempotency: the same key and body did not answer the first answer again, or acted twice. */
  | 'idempotency-not-replayed'
  /** idempotency: the same key with another body was not refused with 422 `idempotency_key_reused`. */
  | 'idempotency-key-reuse-accepted'
  /** idempotency: a key longer than the documented maximum was not refused with 400. */
  | 'idempotency-key-too-long-accepted'
  /** paging: more items exist, but the page has no `Link: <…>; rel="next"`. */
  | 'paging-link-missing'
  /** paging: the pages do not add up to the whole list (an item skipped, repeated or reordered). */
  | 'paging-walk'
  /** paging: a cursor the service did not give out for this list was not refused with 400. */
  | 'paging-cursor-accepted'
  /** errors: an error `code` that the document's list for that response does not hold. */
  | 'undocumented-error-code'
  /** negative: a request the operation's schema forbids was not refused with 400. */
  | 'invalid-request'
  /** proposals: a proposed field that carries another operation's answer carries something else. */
  | 'embedded-answer-differs';

/**
 * What the complete proposal asks and the answer does not give, or gives beyond it: reported, but
 * not a drift unless the check is strict (decision 011).
 */
export type NoteKind =
  /** An optional property marked `x-proposed` is absent: the service has not taken it up. */
  | 'absent-proposed-property'
  /** A property the document does not list: allowed, since responses are open. */
  | 'extra-property';

export interface Note {
  kind: NoteKind;
  operation: string;
  request: string;
  expected: string;
  got: string;
  pointer: string;
}

export interface Drift {
  kind: DriftKind;
  /** The operationId (or `METHOD path` when the document gives none). */
  operation: string;
  /** `METHOD /concrete/path` as sent. */
  request: string;
  /**
   * The part of the document the check enforces, as the document names it: a component
   * (`components.parameters.IdempotencyKey`) or the operation's own part (`responses.200`).
   */
  contract: string;
  expected: string;
  got: string;
  /** JSON pointer of the offending value in the body; empty for the body as a whole. */
  pointer: string;
}

/** A request sent to try a behaviour rather than to call the operation as the portal does. */
export interface Probe {
  family: Family;
  /** What makes it a probe, e.g. `without token`, `same Idempotency-Key, same body`. */
  label: string;
}

/** One request the checker made and what came of it. */
export interface CallRecord {
  operation: string;
  method: Method;
  /** The documented path template, e.g. `/account/{userId}/subscriptions/{id}`. */
  path: string;
  /** `METHOD /concrete/path?query` as sent. */
  request: string;
  /** Null for the operation's own call, as the portal makes it. */
  probe: Probe | null;
  status: number | null;
  contentType: string | null;
  durationMs: number;
  /** For a refusal (4xx, 5xx): what the server said, shortened. */
  note: string | null;
  drifts: Drift[];
  notes: Note[];
}

/** An operation (or one of its behaviour checks) the checker did not run, and why. */
export interface SkippedOperation {
  operation: string;
  method: Method;
  path: string;
  /** The behaviour family whose check was skipped; absent when the call itself was. */
  family?: Family;
  reason: string;
}

export interface CheckResult {
  service: Service;
  baseUrl: string;
  write: boolean;
  /** Whether the complete proposal was the contract (notes counted as drifts). */
  strict: boolean;
  /** The behaviour families left out (`--skip`). */
  skippedFamilies: Family[];
  calls: CallRecord[];
  skipped: SkippedOperation[];
  drifts: Drift[];
  notes: Note[];
  /**
   * The server refused every protected operation called with the credentials (401 or 403): the
   * token is invalid or expired, or the user id is not its user. No answer's schema was checked.
   */
  credentialsRefused: boolean;
}
