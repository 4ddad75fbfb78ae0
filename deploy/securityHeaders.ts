/**
 * The portal's security headers, in one place, from the same `VITE_*` configuration as the build:
 * the build writes the Content Security Policy into index.html (a `<meta>`), the nginx
 * configuration (./nginx.ts) and the CDN rule set (docs/deploy.md) send them as headers. Not
 * imported by the app: it runs in Vite's config, scripts and tests.
 */
import { createHash } from 'node:crypto';
import { loadEnv } from 'vite';
import { earlyRefreshScript } from '../src/api/bootRequests.ts';
import { BILLING_PROVIDER_ORIGIN, BILLING_SCRIPT } from '../src/config/billingScript.ts';

export type BuildEnv = Record<string, string | undefined>;

/** The origin of a configured URL, or null when it is unset or relative (same origin). */
function originOf(url: string | undefined): string | null {
  if (!url || !/^https?:\/\//.test(url)) return null;
  return new URL(url).origin;
}

/**
 * A bank's 3-D Secure page (its ACS) is any issuer's domain. The provider's challenge frame opens
 * at its own origin (`/three_d_secure/start`) and is then sent on to the ACS the bank named, in
 * the same frame; `frame-src` governs every navigation of a frame this page holds, redirects
 * included, and cannot say "only where the provider's frame leads". No list of banks can be kept,
 * hence any HTTPS page (never http:, data: or blob:): the narrowest the provider allows.
 */
const THREE_D_SECURE_BANK_PAGES = 'https:';

/** The name `report-to` uses for `Reporting-Endpoints`' CSP endpoint. */
const REPORT_GROUP = 'csp';

/**
 * Where a policy goes: a header carries all of it; a `<meta>` cannot carry `frame-ancestors` or
 * reporting (browsers ignore them there, with a console error), so it leaves them out.
 */
export type PolicyDelivery = 'header' | 'meta';

/**
 * The Content Security Policy: the configured services only (the four APIs, error reporting, the
 * exit survey), the billing provider's one pinned script, its API and frames, and 3-D Secure bank
 * pages in frames; Sentry Replay's worker (a blob); no framing by anyone. Mantine writes inline
 * styles, hence 'unsafe-inline' for styles, never for scripts: index.html's one inline script,
 * the early token refresh, is allowed by its hash.
 */
export function contentSecurityPolicy(env: BuildEnv, delivery: PolicyDelivery = 'header'): string {
  const apis = [
    env.VITE_ACCOUNT_API_URL,
    env.VITE_SUBSCRIPTION_API_URL,
    env.VITE_LICENSE_API_URL,
    env.VITE_SHOP_API_URL,
  ].map(originOf);
  const sentry = originOf(env.VITE_SENTRY_DSN);
  const survey = originOf(env.VITE_EXIT_SURVEY_URL);
  const reportUrl = env.VITE_CSP_REPORT_URL?.trim();
  const list = (...sources: (string | null)[]) =>
    [...new Set(sources.filter((source): source is string => Boolean(source)))].join(' ');
  // index.html's one inline script, by its hash (scripts/vite/earlyBoot.ts writes it).
  const earlyRefresh = env.VITE_ACCOUNT_API_URL
    ? `'sha256-${createHash('sha256').update(earlyRefreshScript(env.VITE_ACCOUNT_API_URL)).digest('base64')}'`
    : null;
  const directives = [
    "default-src 'self'",
    // The exact file, not the provider's host: the policy enforces the pin as the hash does.
    `script-src ${list("'self'", earlyRefresh, BILLING_SCRIPT.src)}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${list("'self'", ...apis, sentry, BILLING_PROVIDER_ORIGIN)}`,
    `frame-src ${list(survey, BILLING_PROVIDER_ORIGIN, THREE_D_SECURE_BANK_PAGES)}`,
    // Sentry Replay compresses in a worker it starts from a blob.
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
  if (delivery === 'header') {
    directives.push("frame-ancestors 'none'");
    if (reportUrl) directives.push(`report-uri ${reportUrl}`, `report-to ${REPORT_GROUP}`);
  }
  return directives.join('; ');
}

/**
 * The policy a built index.html carries in its `<meta>`, as the browser reads it: the attribute's
 * entities decoded (Vite writes ' as &#39;).
 */
export function policyInIndexHtml(html: string): string | undefined {
  return /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/
    .exec(html)?.[1]
    ?.replaceAll('&#39;', "'");
}

/** A policy's directives by name, each with its sources. */
export function directivesOf(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/**
 * No other site's window keeps a handle on the portal's (a page that opened it, or one it
 * opened, cannot reach into it): except the popups the portal opens itself. The provider's
 * PayPal flow opens its page in a popup, watches `closed` and takes the result from it
 * (Recurly.js `Frame`); under `same-origin` the popup would look closed at once and PayPal
 * would fail.
 */
const CROSS_ORIGIN_OPENER_POLICY = 'same-origin-allow-popups';

/**
 * Every response's headers, in the order sent. HSTS for two years (no `preload`: a choice for
 * the domain's owner); the referrer leaves as the origin only; no device API is used by the
 * portal, and `payment` stays off since the provider's card fields do not use the Payment Request
 * API. X-Frame-Options repeats `frame-ancestors` for browsers that predate it. No other site may
 * embed the portal's files (CORP): nothing of ours is meant to load anywhere else.
 */
export function securityHeaders(env: BuildEnv): [name: string, value: string][] {
  const reportUrl = env.VITE_CSP_REPORT_URL?.trim();
  return [
    ['Content-Security-Policy', contentSecurityPolicy(env, 'header')],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', CROSS_ORIGIN_OPENER_POLICY],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    [
      'Permissions-Policy',
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    ],
    ...(reportUrl
      ? [['Reporting-Endpoints', `${REPORT_GROUP}="${reportUrl}"`] as [string, string]]
      : []),
  ];
}

/**
 * How long a response may be kept: hashed assets never change under their name (a year,
 * immutable); everything else, index.html first, is checked with the server on every use, so a
 * deployment or a rollback reaches customers at their next load.
 */
export const CACHE_CONTROL = {
  hashedAsset: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
} as const;

/**
 * The configuration a build of `mode` reads, as Vite reads it (`.env.<mode>`, variables already in
 * the environment winning): what the headers must be generated from to match that build.
 */
export function buildEnv(mode: string, root: string): BuildEnv {
  return loadEnv(mode, root, 'VITE_');
}
