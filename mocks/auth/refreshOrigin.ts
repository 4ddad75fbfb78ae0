/**
 * The token refresh is authenticated by a cookie, so the auth host checks where it was called
 * from (docs/backend-teams.md, CSRF): an `Origin` that is not the portal's is refused with 403.
 * The mock allows its own page (mock mode in the browser), loopback origins (a developer's `npm
 * start` and the mock server on another port) and those listed in `MOCK_ALLOWED_ORIGINS`
 * (comma-separated, for a mock server shared on a team's host). No `Origin` (curl, a script) is
 * not a browser's cross-site call and passes.
 */
const LOOPBACK = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/;

function listedOrigins(): string[] {
  const listed = globalThis.process?.env?.MOCK_ALLOWED_ORIGINS ?? '';
  return listed
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
}

export function refreshOriginAllowed(origin: string | null): boolean {
  if (origin === null) return true;
  if (LOOPBACK.test(origin)) return true;
  if (typeof globalThis.location !== 'undefined' && origin === globalThis.location.origin) {
    return true;
  }
  return listedOrigins().includes(origin);
}
