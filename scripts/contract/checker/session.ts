/**
 * Credentials for a check. A backend team passes its own token (and user id); against the mock
 * server (`npm run mock:server`) the checker can sign in as a persona itself, after resetting that
 * persona's state so every run starts from the same data.
 */
export const DEFAULT_PERSONA = 'monthly-active';

/** Where the mock server answers the account service (see docs/backend-teams.md). */
const MOCK_AUTH_PREFIX = '/auth';

/**
 * The mock server's control token (`npm run mock:server` prints it, or takes MOCK_CONTROL_TOKEN):
 * its sign-in and reset ask for it.
 */
function controlHeaders(): Record<string, string> {
  const token = process.env.MOCK_CONTROL_TOKEN;
  return token ? { 'X-Mock-Control-Token': token } : {};
}

function controlTokenProblem(status: number): SetupError | null {
  if (status !== 401 && status !== 403) return null;
  return new SetupError(
    `The mock server refused its control endpoints (${status}): set MOCK_CONTROL_TOKEN to the ` +
      'control token it printed at start (or was started with).',
  );
}

export interface Credentials {
  token: string;
  /** Cookies to send to the service (the account service's refresh cookie), or null. */
  cookie: string | null;
  userId: string | undefined;
}

/** The check cannot start: wrong flags, unreachable server, no way to sign in. */
export class SetupError extends Error {
  override name = 'SetupError';
}

/** Why a fetch failed, with undici's underlying reason (ECONNREFUSED ...) when it has one. */
export function describeFailure(cause: unknown): string {
  if (!(cause instanceof Error)) return String(cause);
  const inner = cause.cause instanceof Error ? cause.cause.message : undefined;
  return inner ? `${cause.message}: ${inner}` : cause.message;
}

async function reach(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch (cause) {
    throw new SetupError(`Cannot reach ${url}: ${describeFailure(cause)}`);
  }
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header. */
function cookiesOf(response: Response): string | null {
  const pairs = response.headers.getSetCookie().map((line) => line.split(';')[0]?.trim() ?? '');
  const cookie = pairs.filter(Boolean).join('; ');
  return cookie || null;
}

/** The signed-in user's id from the account service's `GET /account/me`. */
async function userIdFromMe(accountBaseUrl: string, token: string): Promise<string> {
  const url = `${accountBaseUrl}/account/me`;
  const response = await reach(url, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json().catch(() => null)) as { userId?: unknown } | null;
  if (!response.ok || (typeof body?.userId !== 'number' && typeof body?.userId !== 'string')) {
    throw new SetupError(`GET ${url} answered ${response.status} without a userId`);
  }
  return String(body.userId);
}

/**
 * Resets the persona on the mock server behind `baseUrl` and signs in as it. Fails with a
 * SetupError naming `--token` when the server is not the mock.
 */
export async function signInToMock(baseUrl: string, persona: string): Promise<Credentials> {
  const origin = new URL(baseUrl).origin;
  const notMock = (what: string): SetupError =>
    new SetupError(
      `No --token given, and ${origin} does not look like the mock server (${what}). ` +
        'Pass --token (and --user-id) for a real service.',
    );
  const reset = await reach(`${origin}/__mock/reset`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...controlHeaders() },
    body: JSON.stringify({ persona }),
  }).catch((error: unknown) => {
    throw error instanceof SetupError ? notMock(error.message) : error;
  });
  const refused = controlTokenProblem(reset.status);
  if (refused) throw refused;
  if (!reset.ok) throw notMock(`POST /__mock/reset answered ${reset.status}`);

  const authBase = origin + MOCK_AUTH_PREFIX;
  const loginUrl = `${authBase}/account/login?persona=${encodeURIComponent(persona)}`;
  const login = await reach(loginUrl, {
    headers: { Accept: 'application/json', ...controlHeaders() },
  });
  const body = (await login.json().catch(() => null)) as {
    accessToken?: unknown;
    userId?: unknown;
  } | null;
  if (!login.ok) {
    throw notMock(`GET ${MOCK_AUTH_PREFIX}/account/login answered ${login.status}`);
  }
  if (typeof body?.accessToken !== 'string') {
    throw new SetupError(
      `The mock server signs persona ${persona} in to no account (its login answered without a ` +
        'token): pass a persona that has one with --persona.',
    );
  }
  const userId =
    typeof body.userId === 'number' || typeof body.userId === 'string'
      ? String(body.userId)
      : await userIdFromMe(authBase, body.accessToken);
  return { token: body.accessToken, cookie: cookiesOf(login), userId };
}
