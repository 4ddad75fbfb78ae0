/**
 * Who may use the HTTP server's control endpoints (signing in as a persona, resetting one, setting
 * scenarios): a server shared by a team stays theirs. Two checks, before any handler runs:
 *
 * - the control token: `X-Mock-Control-Token: <token>` (or `?control_token=` on a link a browser
 *   follows, the sign-in with `redirect`); the server prints it at start, or takes
 *   MOCK_CONTROL_TOKEN. Without it 401, with another 403;
 * - the origin: a call a browser makes from a page of another origin (its `Origin` header names
 *   another host than the one called) is refused with 403, token or not, and gets no CORS allowance.
 *
 * Only the node HTTP server applies them: in the browser's mock mode there is one user.
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { SERVICE_PREFIXES } from '../servicePaths.ts';

export const CONTROL_TOKEN_HEADER = 'X-Mock-Control-Token';
export const CONTROL_TOKEN_PARAMETER = 'control_token';
/** Set by `npm run mock:server`'s watcher when MOCK_CONTROL_TOKEN is the one it made (not chosen). */
export const GENERATED_TOKEN_VARIABLE = 'MOCK_CONTROL_TOKEN_GENERATED';

const LOGIN_PATH = `${SERVICE_PREFIXES.account}/account/login`;

/** The endpoints that sign in, change state or scenarios (the personas list and logout page do not). */
export function isControlPath(pathname: string): boolean {
  return (
    pathname === LOGIN_PATH ||
    pathname === '/__mock/reset' ||
    pathname === '/__control' ||
    pathname.startsWith('/__control/')
  );
}

export interface ControlRefusal {
  status: 401 | 403;
  detail: string;
}

/** Whether the Origin, if any, is the server itself (as the request's Host names it). */
function sameOrigin(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false; // `null` (a sandboxed page, a file) and anything unreadable
  }
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Why a control call is refused, or null to let it through. `controlToken` null: no token asked. */
export function controlRefusal(
  request: IncomingMessage,
  url: URL,
  controlToken: string | null,
): ControlRefusal | null {
  if (!sameOrigin(request)) {
    return {
      status: 403,
      detail: `The mock server's control endpoints refuse calls from another origin (${request.headers.origin}).`,
    };
  }
  if (controlToken === null) return null;
  const header = request.headers[CONTROL_TOKEN_HEADER.toLowerCase()];
  const given =
    (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get(CONTROL_TOKEN_PARAMETER);
  if (!given) {
    return {
      status: 401,
      detail:
        `The mock server's control endpoints need its control token (printed at its start, or ` +
        `MOCK_CONTROL_TOKEN): send it as ${CONTROL_TOKEN_HEADER}, or ?${CONTROL_TOKEN_PARAMETER}= on a link.`,
    };
  }
  return sameToken(given, controlToken)
    ? null
    : { status: 403, detail: 'The control token is not this mock server’s.' };
}
