/**
 * What an error report must not carry, wherever Sentry found it (a server's message, a breadcrumb's
 * URL, the page's URL, a span's description): e-mail addresses, tokens and secrets, and the
 * customer's user id. Servers put addresses in their error text ("no account for jane@…"), and the
 * services' paths carry the user id (`/account/{userId}/…`); reports name the route instead.
 */
const FILTERED = '[Filtered]';

/** Each rule in the order applied: tokens before the generic long secrets they would also match. */
const TEXT_RULES: readonly (readonly [RegExp, string])[] = [
  [/[\w.%+-]+@[a-z0-9.-]+\.[a-z]{2,}/gi, '[email]'],
  [/\bBearer\s+[\w.~+/=-]+/gi, `Bearer ${FILTERED}`],
  // JWTs: three base64url parts, the first a JSON header (`{"` is `eyJ`).
  [/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, FILTERED],
  // Query parameters that carry a credential by name (…?token=…, &refresh_token=…, &api_key=…).
  [
    /([?&;](?:[\w-]*token|[\w-]*secret|password|api[_-]?key|sentry_key)=)[^&#\s"']+/gi,
    `$1${FILTERED}`,
  ],
  // The user id in the services' paths (`/account/100234/…`, `/api/account/100234`) and as the
  // exit survey's parameter (`?uid=100234`): numbers or UUIDs, never a path word such as `logout`.
  [
    /(\/account\/)(?:\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?=[/?#"'\s]|$)/gi,
    '$1:userId',
  ],
  [/([?&;](?:uid|user_?id)=)[^&#\s"']+/gi, '$1:userId'],
  // Long hex or base64 runs mixing letters and digits: keys, session ids, signatures. (Not `/`,
  // which would swallow whole URL paths; the user id rules above have already run.)
  [/\b(?=[A-Za-z0-9+_-]*\d)(?=[A-Za-z0-9+_-]*[A-Za-z])[A-Za-z0-9+_-]{32,}={0,2}/g, FILTERED],
];

/** `text` with every e-mail address, token, secret and user id replaced by a placeholder. */
export function scrubText(text: string): string {
  return TEXT_RULES.reduce(
    (scrubbed, [pattern, replacement]) => scrubbed.replace(pattern, replacement),
    text,
  );
}

const SECRET_HEADERS = /^(authorization|cookie|set-cookie|x-api-key)$/i;

/** Sentry's own identifiers (32 hex digits, like a secret) and metadata: kept, or Sentry breaks. */
const SENTRY_FIELDS =
  /^(event_id|trace_id|span_id|parent_span_id|replay_id|replayId|profile_id|debug_id|sid|public_key|sdk|sdkProcessingMetadata|debug_meta)$/;

/**
 * A copy of `value` with every string scrubbed, secret headers filtered and cookies dropped, at
 * any depth: an event, a breadcrumb, a replay's recording event. Keys are kept as they are.
 */
export function scrubValue<T>(value: T): T {
  return scrubAny(value) as T;
}

function scrubAny(value: unknown, key?: string): unknown {
  if (key !== undefined && SENTRY_FIELDS.test(key)) return value;
  if (typeof value === 'string') {
    return key !== undefined && SECRET_HEADERS.test(key) ? FILTERED : scrubText(value);
  }
  if (Array.isArray(value)) return value.map((item) => scrubAny(item));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, item]) => [
      name,
      name === 'cookies' && typeof item === 'object' ? {} : scrubAny(item, name),
    ]),
  );
}
