import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { earlyRefreshScript } from '../src/api/bootRequests.ts';
import { BILLING_SCRIPT } from '../src/config/billingScript.ts';
import { contentSecurityPolicy, directivesOf, securityHeaders } from './securityHeaders.ts';

const env = {
  VITE_ACCOUNT_API_URL: 'https://accounts.test',
  VITE_SUBSCRIPTION_API_URL: 'https://subscriptions.test/api',
  VITE_LICENSE_API_URL: '/license-api',
  VITE_SHOP_API_URL: 'https://shop.test/shop/api',
  VITE_SENTRY_DSN: 'https://public@o1.ingest.sentry.test/7',
  VITE_EXIT_SURVEY_URL: 'https://survey.test/s/exit',
};

describe('the Content Security Policy', () => {
  it('allows the configured services, the pinned billing script, its frames and Replay’s worker', () => {
    const policy = directivesOf(contentSecurityPolicy(env));
    const inlineRefresh = createHash('sha256')
      .update(earlyRefreshScript('https://accounts.test'))
      .digest('base64');
    expect(policy['script-src']).toEqual([
      "'self'",
      `'sha256-${inlineRefresh}'`,
      BILLING_SCRIPT.src,
    ]);
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://accounts.test',
      'https://subscriptions.test',
      'https://shop.test',
      'https://o1.ingest.sentry.test',
      'https://api.recurly.com',
    ]);
    expect(policy['frame-src']).toEqual([
      'https://survey.test',
      'https://api.recurly.com',
      'https:',
    ]);
    expect(policy['worker-src']).toEqual(["'self'", 'blob:']);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
  });

  it("allows index.html's inline refresh by its hash, which follows the account service's URL", () => {
    const scriptSources = (accountUrl: string | undefined) =>
      directivesOf(contentSecurityPolicy({ ...env, VITE_ACCOUNT_API_URL: accountUrl }))[
        'script-src'
      ];
    expect(scriptSources('/auth')?.[1]).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(scriptSources('/auth')?.[1]).toBe(scriptSources('/auth/')?.[1]);
    expect(scriptSources('https://other.test')?.[1]).not.toBe(
      scriptSources('https://accounts.test')?.[1],
    );
    // Without a service there is no boot (the app shows its configuration error): no inline script.
    expect(scriptSources(undefined)).toEqual(["'self'", BILLING_SCRIPT.src]);
  });

  it('reports violations only when a report URL is configured', () => {
    expect(contentSecurityPolicy(env)).not.toMatch(/report-/);
    const policy = directivesOf(
      contentSecurityPolicy({ ...env, VITE_CSP_REPORT_URL: 'https://reports.test/csp' }),
    );
    expect(policy['report-uri']).toEqual(['https://reports.test/csp']);
    expect(policy['report-to']).toEqual(['csp']);
  });

  it('leaves out of a <meta> what browsers ignore there: frame-ancestors and reporting', () => {
    const meta = contentSecurityPolicy(
      { ...env, VITE_CSP_REPORT_URL: 'https://reports.test/csp' },
      'meta',
    );
    expect(meta).not.toMatch(/frame-ancestors|report-uri|report-to/);
    expect(contentSecurityPolicy(env, 'header')).toBe(`${meta}; frame-ancestors 'none'`);
  });
});

describe('the security headers', () => {
  it('are the policy, HSTS, nosniff, framing, cross-origin isolation, referrer and permissions', () => {
    expect(Object.fromEntries(securityHeaders(env))).toEqual({
      'Content-Security-Policy': contentSecurityPolicy(env, 'header'),
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': expect.stringMatching(
        /^accelerometer=\(\), camera=\(\),.* payment=\(\)/,
      ),
    });
  });

  it('name the report endpoint when one is configured', () => {
    const headers = securityHeaders({ ...env, VITE_CSP_REPORT_URL: 'https://reports.test/csp' });
    expect(Object.fromEntries(headers)['Reporting-Endpoints']).toBe(
      'csp="https://reports.test/csp"',
    );
  });
});
