/**
 * Endpoints only the HTTP mock server has, for backend teams, curl and end-to-end tests: signing
 * in as a persona (the auth host's sign-in, which the documents do not cover), the page logout
 * lands on, resetting a persona's state, listing the personas, reading or setting the
 * scenarios (mocks/scenarios/), and reading or moving the mock clock (mocks/clock.ts). Scenarios here are a persona's own: they apply to requests made as
 * that persona only, and choosing a persona (login or reset) sets its presets. The server asks for
 * its control token and refuses other origins before any of these runs (controlAccess.ts).
 */
import { http, HttpResponse } from 'msw';
import {
  checkAccessToken,
  issueAccessToken,
  REFRESH_COOKIE,
  refreshCookieValue,
  restartSessions,
} from '../auth/session.ts';
import { clockOffset, mockNow, onPersonasDay, parseClockDate, resetClock } from '../clock.ts';
import { changeState, resetMockState, stateSettled } from '../db/state.ts';
import { isoSeconds } from '../handlers/support.ts';
import { advanceClock, setClock } from '../moveClock.ts';
import { DEFAULT_PERSONA_ID, isPersonaId, PERSONAS, type PersonaId } from '../personas/index.ts';
import { PERSONA_USER_IDS } from '../personas/seeds.ts';
import {
  formatScenarios,
  NO_SCENARIOS,
  parseScenarios,
  type Scenarios,
} from '../scenarios/grammar.ts';
import {
  personaScenarios,
  resetPersonaScenarios,
  setPersonaScenarios,
} from '../scenarios/engine.ts';
import { SERVICE_PREFIXES, servicePath } from '../servicePaths.ts';

const COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

function sessionCookie(personaId: PersonaId | null): string {
  const value = personaId ? refreshCookieValue(personaId) : '';
  const maxAge = personaId ? COOKIE_MAX_AGE_SECONDS : 0;
  return `${REFRESH_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}`;
}

function unknownPersona(value: unknown): Response {
  return HttpResponse.json(
    { detail: `Unknown persona "${String(value)}". GET /__mock/personas lists them.` },
    { status: 400 },
  );
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Where the login may send the browser back to: a path on this server (`/…`, not `//host`), or a
 * portal on this machine (an http(s) URL on a loopback host, as the server itself listens only
 * there). Anything else is ignored, so a link to the sign-in page cannot send a customer to
 * another site.
 */
export function redirectTarget(value: string | null): string | null {
  if (!value) return null;
  // Printable ASCII only: browsers drop tabs and newlines, which would make `/\t/host` `//host`.
  if (/^\/(?![/\\])[\x21-\x7e]*$/.test(value)) return value;
  try {
    const url = new URL(value);
    const web = url.protocol === 'http:' || url.protocol === 'https:';
    return web && LOOPBACK_HOSTS.has(url.hostname) && !url.username && !url.password
      ? url.href
      : null;
  } catch {
    return null;
  }
}

const scenariosBody = (personaId: PersonaId, scenarios: Scenarios) => ({
  persona: personaId,
  scenario: formatScenarios(scenarios),
  ...scenarios,
});

/**
 * Whose scenarios a control call is about: `?persona=ID`, `"persona"` in the body, or the persona
 * of the access token it carries (`Authorization: Bearer`). A Response when none or an unknown one.
 */
function scenariosPersona(
  request: Request,
  body: { persona?: unknown } | null,
): PersonaId | Response {
  const named = new URL(request.url).searchParams.get('persona') ?? body?.persona;
  if (named !== undefined && named !== null) {
    return isPersonaId(named) ? named : unknownPersona(named);
  }
  const token = checkAccessToken(request);
  if (token.kind === 'valid') return token.grant.personaId;
  return HttpResponse.json(
    {
      detail:
        'Scenarios are per persona: name it with ?persona=ID, "persona" in the body, or send its ' +
        'access token (Authorization: Bearer).',
    },
    { status: 400 },
  );
}

/**
 * The clock as the control endpoint shows it: the mock's now, how far it is from the real time, and
 * whether it was moved from the personas' day.
 */
const clockBody = () => ({
  now: isoSeconds(new Date(mockNow())),
  offsetMs: clockOffset(),
  moved: !onPersonasDay(),
});

const CLOCK_USAGE =
  'Send {"date": "2026-12-11"} (an ISO date or date-time) or {"days": 30} (forward) (mocks/README.md).';

/** Moves the clock as the body asks: to `date`, or `days` forward. A Response when unreadable. */
async function moveClockAsAsked(body: { date?: unknown; days?: unknown } | null) {
  try {
    if (typeof body?.date === 'string') await setClock(parseClockDate(body.date));
    else if (typeof body?.days === 'number') await advanceClock(body.days);
    else return HttpResponse.json({ detail: CLOCK_USAGE }, { status: 400 });
  } catch (error) {
    const problem = error instanceof Error ? error.message : String(error);
    return HttpResponse.json({ detail: `${problem}. ${CLOCK_USAGE}` }, { status: 400 });
  }
  return HttpResponse.json(clockBody());
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function signInPage(redirect: string | null): string {
  const suffix = redirect ? `&redirect=${encodeURIComponent(redirect)}` : '';
  const items = PERSONAS.map(
    (persona) =>
      `<li><a href="${SERVICE_PREFIXES.account}/account/login?persona=${persona.id}${escapeHtml(suffix)}">${escapeHtml(persona.title)}</a>` +
      ` <code>${persona.id}</code>${persona.id === DEFAULT_PERSONA_ID ? ' (default)' : ''}` +
      `<br><small>${escapeHtml(persona.description)}</small></li>`,
  ).join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Signed out (mock backend)</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 48rem; margin: 2rem auto">
<h1>You are signed out</h1>
<p>This is the mock auth host. Sign in again as a persona (its state is kept; POST /__mock/reset
starts it afresh). Every persona's password is <code>correct-horse</code>, the e-mail code <code>123456</code>.</p>
<ul>
${items}
</ul>
</body>
</html>`;
}

export const controlHandlers = [
  http.get(servicePath('account', '/account/login'), async ({ request }) => {
    await stateSettled();
    const url = new URL(request.url);
    const requested = url.searchParams.get('persona') ?? DEFAULT_PERSONA_ID;
    if (!isPersonaId(requested)) return unknownPersona(requested);
    const userId = PERSONA_USER_IDS[requested];
    const grant =
      userId === null ? null : await issueAccessToken(requested, userId, { fresh: true });
    resetPersonaScenarios(requested);
    const headers = new Headers({ 'Set-Cookie': sessionCookie(grant ? requested : null) });
    const redirect = redirectTarget(url.searchParams.get('redirect'));
    if (redirect) {
      headers.set('Location', redirect);
      return new HttpResponse(null, { status: 302, headers });
    }
    return HttpResponse.json(
      {
        persona: requested,
        userId,
        accessToken: grant?.accessToken ?? null,
        expiresIn: grant?.expiresIn ?? null,
      },
      { headers },
    );
  }),

  http.get(servicePath('account', '/account/logout'), ({ request }) => {
    const redirect = redirectTarget(new URL(request.url).searchParams.get('redirect'));
    return new HttpResponse(signInPage(redirect), {
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Set-Cookie': sessionCookie(null) },
    });
  }),

  http.post('*/__mock/reset', async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { persona?: unknown } | null;
    const personaId = body?.persona ?? DEFAULT_PERSONA_ID;
    if (!isPersonaId(personaId)) return unknownPersona(personaId);
    restartSessions(personaId);
    resetPersonaScenarios(personaId);
    await changeState(() => resetMockState(personaId));
    return HttpResponse.json({ persona: personaId, reset: true });
  }),

  http.get('*/__control/scenarios', ({ request }) => {
    const personaId = scenariosPersona(request, null);
    if (personaId instanceof Response) return personaId;
    return HttpResponse.json(scenariosBody(personaId, personaScenarios(personaId)));
  }),

  /** `{"persona": "ID", "scenario": "cancelSubscription:500,latency:800"}` replaces its scenarios. */
  http.put('*/__control/scenarios', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as {
      persona?: unknown;
      scenario?: unknown;
    } | null;
    const personaId = scenariosPersona(request, body);
    if (personaId instanceof Response) return personaId;
    if (typeof body?.scenario !== 'string') {
      return HttpResponse.json(
        {
          detail:
            'Send {"persona": "ID", "scenario": "operationId:behaviour,…"} (mocks/README.md).',
        },
        { status: 400 },
      );
    }
    const { scenarios, problems } = parseScenarios(body.scenario);
    if (problems.length > 0) return HttpResponse.json({ detail: problems }, { status: 400 });
    return HttpResponse.json(scenariosBody(personaId, setPersonaScenarios(personaId, scenarios)));
  }),

  http.delete('*/__control/scenarios', ({ request }) => {
    const personaId = scenariosPersona(request, null);
    if (personaId instanceof Response) return personaId;
    return HttpResponse.json(
      scenariosBody(personaId, setPersonaScenarios(personaId, NO_SCENARIOS)),
    );
  }),

  http.get('*/__control/clock', () => HttpResponse.json(clockBody())),

  /** `{"date": "2026-12-11"}` sets the clock, `{"days": 30}` moves it forward. */
  http.put('*/__control/clock', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as {
      date?: unknown;
      days?: unknown;
    } | null;
    return moveClockAsAsked(body);
  }),

  http.delete('*/__control/clock', () => {
    resetClock();
    return HttpResponse.json(clockBody());
  }),

  http.get('*/__mock/personas', () =>
    HttpResponse.json({
      defaultPersona: DEFAULT_PERSONA_ID,
      personas: PERSONAS.map((persona) => ({ ...persona, userId: PERSONA_USER_IDS[persona.id] })),
    }),
  ),
];
