/**
 * What an error report must not carry, wherever Sentry found it (the page's URL, a breadcrumb's
 * URL, a span's description, a replay's recording, our own error messages): anything that says
 * who the customer is or how they pay. The portal's own values first (the signed-in customer's
 * names, address, e-mail and user id, `./personalData.ts`), then what such data looks like: e-mail
 * addresses, phone, card and IBAN numbers, street addresses, passwords and other credentials,
 * tokens, user ids. Percent-encoded text is read decoded (`jane%40example.com`), and query
 * strings keep their names only. Text that servers write never gets here: `./serverText.ts`
 * replaces it with codes and statuses before.
 */
const FILTERED = '[Filtered]';

type Rule = readonly [RegExp, string | ((match: string, ...groups: string[]) => string)];

const digitsIn = (text: string) => text.replace(/\D/g, '').length;

/** The portal's own query parameters, whose values are the portal's words, never the customer's. */
const OWN_QUERY_PARAMETERS = new Set(['tab', 'scenario']);

/** Names under which a value is a credential or personal, in `name=value`, `name: value`, JSON. */
const SENSITIVE_NAME =
  '(?:[\\w-]*password|passwd|pwd|passcode|[\\w-]*token|[\\w-]*secret|api[_-]?key|sentry_key|cvc2?|cvv2?|csc|security[_ -]?code|card[_ -]?number|pan|iban|phone|mobile|telephone|e-?mail|first[_ -]?name|last[_ -]?name|full[_ -]?name|street|address(?:[_ -]?line)?\\d?|city|zip|postal[_ -]?code|birth[_ -]?date|date[_ -]?of[_ -]?birth|dob|uid|user[_-]?id)';

const STREET_WORDS =
  'street|st|road|rd|avenue|ave|boulevard|blvd|lane|ln|drive|dr|way|court|ct|place|pl|square|sq|terrace|close|crescent|highway|hwy|parkway|pkwy';

/** Each rule in the order applied: tokens before the generic long secrets they would also match. */
const TEXT_RULES: readonly Rule[] = [
  // JWTs: three base64url parts, the first a JSON header (`{"` is `eyJ`).
  [/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, FILTERED],
  [/\bBearer\s+[\w.~+/=-]+/gi, `Bearer ${FILTERED}`],
  [/[\w.%+-]+@[a-z0-9.-]+\.[a-z]{2,}/gi, '[email]'],
  // A sensitive value by its name: `"password": "…"`, `cvc=123`, `IBAN: DE89 …`.
  [
    new RegExp(
      `(["']?\\b${SENSITIVE_NAME}["']?\\s*[:=]\\s*)(?:"[^"]*"|'[^']*'|[^\\s&#,;"'}]+)`,
      'gi',
    ),
    `$1${FILTERED}`,
  ],
  [/\b(pass(?:word|code)\s+(?:is|was)\s+)\S+/gi, `$1${FILTERED}`],
  // Every query string's values but the portal's own: any of them may be the customer's.
  [
    /([?&;])([\w.[\]-]+)=([^&#\s"']*)/g,
    (match, separator: string, name: string) =>
      OWN_QUERY_PARAMETERS.has(name) ? match : `${separator}${name}=${FILTERED}`,
  ],
  // The user id in the services' paths (`/account/100234/…`, `/api/account/100234`): numbers or
  // UUIDs, never a path word such as `logout`.
  [
    /(\/account\/)(?:\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?=[/?#"'\s]|$)/gi,
    '$1:userId',
  ],
  // A user id in words: "user 100234", "customer #100234", "account id: 100234".
  [/\b(user|customer|account|member)((?:[ _-]?id)?\s*[:#=]?\s*)\d{3,}\b/gi, '$1$2:userId'],
  // IBANs: a country, two check digits, then 11 to 30 letters and digits, in one piece or in
  // groups of four.
  [
    /\b[A-Z]{2}\d{2}(?:[A-Z0-9]{11,30}|(?: [A-Z0-9]{4}){2,7}(?: [A-Z0-9]{1,3})?)\b/gi,
    (match) => (digitsIn(match) >= 10 ? '[iban]' : match),
  ],
  // Card numbers: 13 to 19 digits, in one piece or grouped by spaces or dashes (4-4-4-4, Amex's
  // 4-6-5), with the expiry and the CVC that often follow them.
  [
    /(?<![\d.])(?:\d{13,19}|\d{4}(?:[ -]\d{4}){2,3}(?:[ -]\d{3})?|\d{4}[ -]\d{6}[ -]\d{4,5})(?![\d.])(?:[\s,;/|]+(?:exp\w*\s*:?\s*)?\d{1,2}\s?\/\s?\d{2,4})?(?:[\s,;/|]+(?:(?:cvc|cvv|csc)\s*:?\s*)?\d{3,4}(?!\d))?/gi,
    '[card]',
  ],
  [/\b(cvc2?|cvv2?|csc|cid|security code|card code)(\W{0,3})\d{3,4}\b/gi, `$1$2${FILTERED}`],
  // Phone numbers: international (+49 30 1234567, 0049…), North American ((555) 123-4567) and
  // national with a leading 0 (030 1234567).
  [/(?<![\w+])(?:\+|00)[1-9](?:[ .\-/()]*\d){6,14}(?!\d)/g, '[phone]'],
  [/(?<!\w)\(?[2-9]\d{2}\)?[ .-]\d{3}[ .-]\d{4}(?!\d)/g, '[phone]'],
  [/(?<![\w.])\(?0\d{1,4}\)?(?:[ \-/]?\d){6,12}(?![\d.])/g, '[phone]'],
  // Street addresses: "221B Baker Street", "12 Main St.", "Hauptstraße 5", "Rue de Rivoli 10".
  [
    new RegExp(
      `\\b\\d{1,5}[a-z]?,?\\s+(?:[A-Z][\\w'.-]*\\s+){0,4}(?:${STREET_WORDS})\\b\\.?`,
      'gi',
    ),
    '[address]',
  ],
  [
    /\b[\p{Lu}][\p{L}-]*(?:straße|strasse|str\.|weg|gasse|allee|platz|ring|damm)\s+\d{1,4}[a-z]?\b/giu,
    '[address]',
  ],
  // Long hex or base64 runs mixing letters and digits: keys, session ids, signatures. (Not `/`,
  // which would swallow whole URL paths; the user id rules above have already run.)
  [/\b(?=[A-Za-z0-9+_-]*\d)(?=[A-Za-z0-9+_-]*[A-Za-z])[A-Za-z0-9+_-]{32,}={0,2}/g, FILTERED],
];

/**
 * `text` with percent-encodings decoded, twice-encoded ones too (`%2540`), so that an encoded
 * address is seen as the address it is. A malformed sequence stays as it is.
 */
function decoded(text: string): string {
  let current = text;
  for (let pass = 0; pass < 3 && /%[0-9a-f]{2}/i.test(current); pass += 1) {
    current = current.replace(/(?:%[0-9a-f]{2})+/gi, (sequence) => {
      try {
        return decodeURIComponent(sequence);
      } catch {
        return sequence;
      }
    });
  }
  return current;
}

const escaped = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The customer's own values, each where it stands as a whole word or number. */
function personalRule(personal: readonly string[]): Rule | null {
  const values = personal.map((value) => value.trim()).filter((value) => value.length >= 2);
  if (values.length === 0) return null;
  // Longest first: "Jane Doe" before "Jane".
  const alternatives = values.sort((a, b) => b.length - a.length).map(escaped);
  return [
    new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'giu'),
    '[personal]',
  ];
}

/** The rules for one report: the customer's own values first, then the patterns. */
function rulesWith(personal: readonly string[]): readonly Rule[] {
  const own = personalRule(personal);
  return own ? [own, ...TEXT_RULES] : TEXT_RULES;
}

function applied(rules: readonly Rule[], text: string): string {
  return rules.reduce(
    (scrubbed, [pattern, replacement]) =>
      typeof replacement === 'string'
        ? scrubbed.replace(pattern, replacement)
        : scrubbed.replace(pattern, replacement),
    decoded(text),
  );
}

/**
 * `text` with every personal value, credential and user id replaced by a placeholder. `personal`:
 * the signed-in customer's own values (`./personalData.ts`).
 */
export function scrubText(text: string, personal: readonly string[] = []): string {
  return applied(rulesWith(personal), text);
}

/** Keys whose values are filtered whole, whatever they look like. */
const SECRET_KEYS = new RegExp(
  `^(?:authorization|cookie|set-cookie|x-api-key|ip_address|client\\.address|user\\.(?:id|email|name|username|ip_address)|${SENSITIVE_NAME})$`,
  'i',
);

/** Sentry's own identifiers (32 hex digits, like a secret) and metadata: kept, or Sentry breaks. */
const SENTRY_FIELDS =
  /^(event_id|trace_id|span_id|parent_span_id|replay_id|replayId|profile_id|debug_id|sid|public_key|sdk|sdkProcessingMetadata|debug_meta)$/;

/**
 * A copy of `value` with every string scrubbed, secret and personal fields filtered and cookies
 * dropped, at any depth: an event, a breadcrumb, a span, a replay's recording event. Keys are
 * kept as they are.
 */
export function scrubValue<T>(value: T, personal: readonly string[] = []): T {
  const rules = rulesWith(personal);
  const scrubAny = (item: unknown, key?: string): unknown => {
    if (key !== undefined && SENTRY_FIELDS.test(key)) return item;
    const secret = key !== undefined && SECRET_KEYS.test(key);
    if (typeof item === 'string') return secret ? FILTERED : applied(rules, item);
    if (typeof item === 'number') return secret ? FILTERED : item;
    if (Array.isArray(item)) return item.map((entry) => scrubAny(entry));
    if (typeof item !== 'object' || item === null) return item;
    return Object.fromEntries(
      Object.entries(item).map(([name, entry]) => [
        name,
        name === 'cookies' && typeof entry === 'object' ? {} : scrubAny(entry, name),
      ]),
    );
  };
  return scrubAny(value) as T;
}
