/**
 * The `auth` family: each protected read, called as the portal calls it but without a token, with
 * a forged token, with an expired one (a JWT's `exp` moved into the past) and with another user's
 * id in the path, must be refused as the document's security scheme and docs/backend-teams.md
 * (section 3) say: 401, 401, 401 and 403. When the refusal carries a `code` from the document's
 * list, it must be the one for the case (`not_authenticated`, `authentication_failed`,
 * `permission_denied`), unless the errors family is skipped. Only reads are probed: a write that
 * wrongly accepted a probe would act.
 */
import { isProtected, type OperationEntry } from '../documents.ts';
import { componentName } from './contractNames.ts';
import { answered, codeOf, type Context, type Exchange, flag, send } from './exchange.ts';
import type { PlannedRequest } from './plan.ts';
import type { DriftKind } from './types.ts';

interface AuthProbe {
  label: string;
  kind: DriftKind;
  status: 401 | 403;
  /** The code the document gives this refusal. */
  code: string;
  token: string | null;
  target?: string;
}

function base64UrlJson(segment: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8')) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The token with its last characters changed: its signature, for a JWT. */
export function forgedToken(token: string): string {
  const tail = token.slice(-4);
  const changed = [...tail].map((char) => (char === 'A' ? 'B' : 'A')).join('');
  return token.slice(0, -4) + changed;
}

/**
 * For a JWT, the same token claiming an expiry an hour ago, its signature left as it was: a
 * service refuses it for its signature or for its expiry, and only one that checks neither
 * accepts it. Null for an opaque token, whose expiry the checker cannot move.
 */
export function expiredToken(token: string, now = Date.now()): string | null {
  const [header, payload, signature] = token.split('.');
  if (token.split('.').length !== 3 || !header || !payload || signature === undefined) return null;
  const claims = base64UrlJson(payload);
  if (!claims || base64UrlJson(header) === null) return null;
  const expired = { ...claims, exp: Math.floor(now / 1000) - 3600 };
  return `${header}.${Buffer.from(JSON.stringify(expired)).toString('base64url')}.${signature}`;
}

/** Another user's id: the next one when ids are numbers. */
function anotherUserId(userId: string): string {
  return /^\d+$/.test(userId) ? String(Number(userId) + 1) : `${userId}0`;
}

function probesFor(context: Context, entry: OperationEntry, planned: PlannedRequest): AuthProbe[] {
  const { token, userId } = context.credentials;
  const probes: AuthProbe[] = [
    {
      label: 'without token',
      kind: 'unauthenticated-access',
      status: 401,
      code: 'not_authenticated',
      token: null,
    },
    {
      label: 'forged token',
      kind: 'invalid-token-accepted',
      status: 401,
      code: 'authentication_failed',
      token: forgedToken(token),
    },
  ];
  const expired = expiredToken(token);
  if (expired) {
    probes.push({
      label: 'expired token',
      kind: 'invalid-token-accepted',
      status: 401,
      code: 'authentication_failed',
      token: expired,
    });
  }
  const segments = entry.path.split('/');
  const index = segments.indexOf('{userId}');
  if (userId !== undefined && index >= 0) {
    // Each segment of the template is one segment of the concrete path: ids are URL-encoded.
    const [path = '', query] = planned.target.split('?');
    const concrete = path.split('/');
    concrete[index] = encodeURIComponent(anotherUserId(userId));
    probes.push({
      label: "another user's id",
      kind: 'foreign-user-access',
      status: 403,
      code: 'permission_denied',
      token,
      target: concrete.join('/') + (query === undefined ? '' : `?${query}`),
    });
  }
  return probes;
}

/** The security scheme the operation requires, by its name in the document. */
function schemeOf(context: Context, entry: OperationEntry): string {
  const security = entry.operation.security ?? context.document.security ?? [];
  const name = security.flatMap((requirement) => Object.keys(requirement))[0] ?? 'bearerAuth';
  const scheme = context.document.components?.securitySchemes?.[name];
  return componentName(context.document, scheme) ?? `components.securitySchemes.${name}`;
}

/** The refusals of one protected read; nothing for a public one. */
export async function probeAuthentication(
  context: Context,
  entry: OperationEntry,
  planned: PlannedRequest,
): Promise<Exchange[]> {
  if (!isProtected(context.document, entry.operation)) return [];
  const contract = schemeOf(context, entry);
  const exchanges: Exchange[] = [];
  for (const probe of probesFor(context, entry, planned)) {
    const exchange = await send(context, entry, planned, {
      probe: { family: 'auth', label: probe.label },
      token: probe.token,
      target: probe.target,
    });
    exchanges.push(exchange);
    const { status } = exchange.record;
    if (status === null) continue;
    const expected = `${probe.status} (${probe.code})`;
    if (status !== probe.status) {
      flag(exchange, probe.kind, contract, expected, answered(exchange));
      continue;
    }
    // Which code a refusal carries is the errors family's to judge.
    if (!context.families.has('errors')) continue;
    const code = codeOf(exchange.json);
    const listed = context.checker.documentedCodes(entry.operation, status);
    if (code !== undefined && code !== probe.code && listed.includes(probe.code)) {
      flag(exchange, 'wrong-auth-code', contract, expected, answered(exchange), '/code');
    }
  }
  return exchanges;
}
