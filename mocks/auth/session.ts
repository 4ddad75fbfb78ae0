/**
 * Mock authentication, shaped like the real one: a refresh cookie names the session's persona, the
 * refresh call turns it into a short-lived access token, and protected calls need a live token.
 *
 * Where the session comes from:
 * - the `refresh_token` cookie (the HTTP server sets it at login; in the browser mock mode sets it
 *   with document.cookie when a persona is chosen, and MSW reads document.cookie for requests made
 *   with credentials);
 * - without a cookie, in node (Vitest), the persona chosen with `usePersona`, so tests need no
 *   cookie plumbing. The browser and the HTTP server turn that fallback off: there, no cookie means
 *   signed out.
 */
import { ensurePersonaSeeded } from '../db/state.ts';
import { isPersonaId, type PersonaId } from '../personas/index.ts';
import { persona, PERSONA_USER_IDS } from '../personas/seeds.ts';

export const REFRESH_COOKIE = 'refresh_token';
export const ACCESS_TOKEN_LIFETIME_SECONDS = 300;

const REFRESH_PREFIX = 'mock-refresh.';

export interface AccessGrant {
  personaId: PersonaId;
  userId: number;
  expiresAt: number;
}

const grants = new Map<string, AccessGrant>();
const tokensSinceSignIn = new Map<PersonaId, number>();
let fallbackPersona: PersonaId | null = null;
let fallbackEnabled = true;

export function refreshCookieValue(personaId: PersonaId): string {
  return `${REFRESH_PREFIX}${personaId}`;
}

function personaOfRefreshCookie(value: string | undefined): PersonaId | null {
  if (!value?.startsWith(REFRESH_PREFIX)) return null;
  const personaId = value.slice(REFRESH_PREFIX.length);
  return isPersonaId(personaId) ? personaId : null;
}

/** Where there is no cookie, no session (browser, HTTP server); node keeps the fallback. */
export function disableSessionFallback(): void {
  fallbackEnabled = false;
}

/** Node's fallback again, once an HTTP server in the same process has closed. */
export function enableSessionFallback(): void {
  fallbackEnabled = true;
}

/** Ends the persona's sessions: its tokens are revoked, its next token counts as the first. */
export function restartSessions(personaId: PersonaId): void {
  revokeTokens(personaId);
  tokensSinceSignIn.set(personaId, 0);
}

/** Starts a session for a persona; in node it becomes the cookie-less fallback session. */
export function signIn(personaId: PersonaId): void {
  restartSessions(personaId);
  fallbackPersona = personaId;
}

/** Ends the node-side session (the browser and server end theirs by dropping the cookie). */
export function signOutFallback(): void {
  fallbackPersona = null;
}

export function revokeTokens(personaId?: PersonaId): void {
  for (const [token, grant] of grants) {
    if (!personaId || grant.personaId === personaId) grants.delete(token);
  }
}

export type SessionLookup =
  | { kind: 'signed-in'; personaId: PersonaId; userId: number }
  | { kind: 'no-credentials' }
  | { kind: 'invalid' };

/** The session named by the request's refresh cookie, or the fallback in node. */
export function sessionFromCookies(cookies: Record<string, string>): SessionLookup {
  const cookie = cookies[REFRESH_COOKIE];
  const personaId = cookie !== undefined ? personaOfRefreshCookie(cookie) : fallbackPersonaId();
  if (cookie === undefined && personaId === null) return { kind: 'no-credentials' };
  const userId = personaId ? PERSONA_USER_IDS[personaId] : null;
  if (!personaId || userId === null) return { kind: 'invalid' };
  return { kind: 'signed-in', personaId, userId };
}

function fallbackPersonaId(): PersonaId | null {
  return fallbackEnabled ? fallbackPersona : null;
}

/**
 * A new access token for the persona (seeding its account on first use). `fresh` skips the
 * already-expired first token, for sign-ins that hand the token straight to a tool.
 */
export async function issueAccessToken(
  personaId: PersonaId,
  userId: number,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<{ accessToken: string; expiresIn: number }> {
  await ensurePersonaSeeded(personaId);
  for (const [token, grant] of grants) if (grant.expiresAt <= Date.now()) grants.delete(token);
  const issued = tokensSinceSignIn.get(personaId) ?? 0;
  tokensSinceSignIn.set(personaId, issued + 1);
  const alreadyExpired = !fresh && persona(personaId).firstTokenExpired === true && issued === 0;
  const expiresAt = alreadyExpired
    ? Date.now() - 1000
    : Date.now() + ACCESS_TOKEN_LIFETIME_SECONDS * 1000;
  const accessToken = `mock.${personaId}.${expiresAt}.${globalThis.crypto.randomUUID().slice(0, 8)}`;
  grants.set(accessToken, { personaId, userId, expiresAt });
  return { accessToken, expiresIn: ACCESS_TOKEN_LIFETIME_SECONDS };
}

export type TokenCheck =
  { kind: 'valid'; grant: AccessGrant } | { kind: 'missing' } | { kind: 'invalid' };

/** Checks the request's `Authorization: Bearer` token. */
export function checkAccessToken(request: Request): TokenCheck {
  const header = request.headers.get('authorization');
  const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) return { kind: 'missing' };
  const grant = grants.get(token);
  if (!grant || grant.expiresAt <= Date.now()) return { kind: 'invalid' };
  return { kind: 'valid', grant };
}
