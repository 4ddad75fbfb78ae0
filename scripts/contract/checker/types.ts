/**
 * What the contract checker finds: one `Drift` per way a live response differs from the document,
 * grouped by the call that produced it.
 */
import type { Method, Service } from '../documents.ts';

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
  /** A protected operation answered with success to a request without a token. */
  | 'unauthenticated-access'
  /** A documented 5xx: the service failed, so nothing about the operation was verified. */
  | 'server-error'
  /** No answer at all (connection refused, timeout). */
  | 'no-response';

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
  expected: string;
  got: string;
  /** JSON pointer of the offending value in the body; empty for the body as a whole. */
  pointer: string;
}

/** One request the checker made and what came of it. */
export interface CallRecord {
  operation: string;
  method: Method;
  /** The documented path template, e.g. `/account/{userId}/subscriptions/{id}`. */
  path: string;
  /** `METHOD /concrete/path?query` as sent. */
  request: string;
  /** Why this call was made: the normal call, or a probe without credentials. */
  purpose: 'call' | 'unauthenticated-probe';
  status: number | null;
  contentType: string | null;
  durationMs: number;
  /** For a refusal (4xx, 5xx): what the server said, shortened. */
  note: string | null;
  drifts: Drift[];
  notes: Note[];
}

/** An operation the checker did not call, and why (read-only run, no example body ...). */
export interface SkippedOperation {
  operation: string;
  method: Method;
  path: string;
  reason: string;
}

export interface CheckResult {
  service: Service;
  baseUrl: string;
  write: boolean;
  /** Whether the complete proposal was the contract (notes counted as drifts). */
  strict: boolean;
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
