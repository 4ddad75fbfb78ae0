/**
 * The scenario engine: per operation, a behaviour the mock backend applies until it is changed (a
 * delay, a hang, an error status with the service's documented error body, a network failure, an
 * empty list), and a latency before every answer. One module for the browser worker, node and the
 * HTTP server: its handlers go in front of every other (handlers/index.ts), and answer nothing
 * when no scenario applies, so the request goes on to the stateful handlers.
 *
 * Two scopes. In the browser and in node there is one user: one shared set applies to every
 * request, and choosing a persona replaces it with that persona's presets (`resetScenarios`). The
 * HTTP server is shared by a team: its control endpoints set a persona's own scenarios
 * (`setPersonaScenarios`), which apply only to requests made as that persona (its access token, or
 * its refresh cookie for the token refresh), so one developer's broken persona breaks nobody else's.
 */
import { delay, getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { checkAccessToken, REFRESH_COOKIE, sessionFromCookies } from '../auth/session.ts';
import { keyReused } from '../handlers/idempotency.ts';
import { fail, refuse, refuseFields, refuseLicense, respondJson } from '../handlers/support.ts';
import type { PersonaId } from '../personas/index.ts';
import { persona } from '../personas/seeds.ts';
import { EVERY_SERVICE_PATH, type Service } from '../servicePaths.ts';
import {
  type Behaviour,
  NO_SCENARIOS,
  type Scenarios,
  scenariosFrom,
  serviceKey,
} from './grammar.ts';
import {
  isListOperation,
  mockOperation,
  type MockOperation,
  operationOfRequest,
} from './operations.ts';

let current: Scenarios = NO_SCENARIOS;
/** The HTTP server's: each persona's own, set by its control endpoints. */
const ofPersona = new Map<PersonaId, Scenarios>();
/** The latency when none is set: the browser's realistic 80–250 ms; none in node. */
let baseLatency: { min: number; max: number } | null = null;
const listeners = new Set<(scenarios: Scenarios) => void>();

export function currentScenarios(): Scenarios {
  return current;
}

/** Replaces every scenario (text in the ?scenario= grammar, or parsed). */
export function setScenarios(next: Scenarios | string): Scenarios {
  current = typeof next === 'string' ? scenariosFrom(next) : structuredClone(next);
  for (const listener of listeners) listener(current);
  return current;
}

/** Sets (or with null, clears) one operation's behaviour, keeping the others. */
export function setBehaviour(key: string, behaviour: Behaviour | null): Scenarios {
  const others = Object.entries(current.behaviours).filter(([other]) => other !== key);
  const added = behaviour === null ? {} : scenariosFrom(`${key}:${behaviour}`).behaviours;
  return setScenarios({ ...current, behaviours: { ...Object.fromEntries(others), ...added } });
}

export function setLatency(latencyMs: number | null): Scenarios {
  return setScenarios({ ...current, latencyMs });
}

/** The offline switch: every call fails as a network failure while it is on. */
export function setOffline(offline: boolean): Scenarios {
  const { latencyMs, behaviours } = current;
  return setScenarios(offline ? { latencyMs, behaviours, offline } : { latencyMs, behaviours });
}

/** The persona's presets: what choosing it starts with (nothing for most). */
function scenariosForPersona(personaId: PersonaId): Scenarios {
  const preset = persona(personaId).scenarios;
  return preset ? scenariosFrom(preset) : NO_SCENARIOS;
}

/** Back to the persona's presets, as choosing the persona again would. */
export function resetScenarios(personaId: PersonaId): Scenarios {
  return setScenarios(scenariosForPersona(personaId));
}

/** The persona's own scenarios (the HTTP server's control endpoints): nothing until set. */
export function personaScenarios(personaId: PersonaId): Scenarios {
  return ofPersona.get(personaId) ?? NO_SCENARIOS;
}

/**
 * Replaces the persona's own scenarios: from now on they, not the shared set, apply to requests
 * made as the persona.
 */
export function setPersonaScenarios(personaId: PersonaId, next: Scenarios | string): Scenarios {
  const scenarios = typeof next === 'string' ? scenariosFrom(next) : structuredClone(next);
  ofPersona.set(personaId, scenarios);
  return scenarios;
}

/** No persona has scenarios of its own any more: the shared set applies to every request. */
export function forgetPersonaScenarios(): void {
  ofPersona.clear();
}

/** The persona's own scenarios back to its presets, as choosing it on the HTTP server does. */
export function resetPersonaScenarios(personaId: PersonaId): Scenarios {
  return setPersonaScenarios(personaId, scenariosForPersona(personaId));
}

/** The persona a request is made as: its valid access token's, or its refresh cookie's. */
function personaOfRequest(request: Request): PersonaId | null {
  const token = checkAccessToken(request);
  if (token.kind === 'valid') return token.grant.personaId;
  const cookie = request.headers
    .get('cookie')
    ?.split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${REFRESH_COOKIE}=`));
  if (!cookie) return null;
  const session = sessionFromCookies({
    [REFRESH_COOKIE]: decodeURIComponent(cookie.slice(REFRESH_COOKIE.length + 1)),
  });
  return session.kind === 'signed-in' ? session.personaId : null;
}

/** What applies to this request: its persona's own scenarios if it has any, else the shared set. */
function scenariosOf(request: Request): Scenarios {
  if (ofPersona.size === 0) return current;
  const personaId = personaOfRequest(request);
  return (personaId && ofPersona.get(personaId)) ?? current;
}

/** Called after every change (the browser saves them, the panel redraws). */
export function onScenariosChange(listener: (scenarios: Scenarios) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setBaseLatency(range: { min: number; max: number } | null): void {
  baseLatency = range;
}

/**
 * The operation's behaviour for this request. One set for the operation applies to every call of
 * it; one set for a whole service (`subscription.*`, the `broken` persona's preset) stands for the
 * signed-in customer's backend failing, so it applies to calls made with a valid token only: a
 * call without one is still refused with 401, and the public plans still answer, as the documents
 * say.
 */
function behaviourOf(
  scenarios: Scenarios,
  operation: MockOperation,
  request: Request,
): Behaviour | undefined {
  const own = scenarios.behaviours[operation.operationId];
  if (own) return own;
  const serviceWide = scenarios.behaviours[serviceKey(operation.service)];
  return serviceWide && checkAccessToken(request).kind === 'valid' ? serviceWide : undefined;
}

/**
 * Whether a scenario is set for `operationId` (its own, or its service's) for whoever makes
 * `request`: the token refresh then leaves the user out of its answer, so that the portal asks
 * `getMe`, as it would a service without the proposal, and the scenario shows.
 */
export function scenarioAwaits(request: Request, operationId: string): boolean {
  const operation = mockOperation(operationId);
  const { behaviours } = scenariosOf(request);
  return (
    operation !== undefined &&
    (behaviours[operationId] !== undefined ||
      behaviours[serviceKey(operation.service)] !== undefined)
  );
}

const SERVER_ERROR: Record<Service, string> = {
  account: 'A server error occurred.',
  subscription: 'Internal server error',
  license: 'A server error occurred.',
  shop: 'A server error occurred.',
};

/** A 400 in the service's documented shape; only the subscription service tells the two apart. */
function badRequest(service: Service, type: 'transaction' | 'validation'): never {
  const message =
    type === 'transaction'
      ? 'Your card was declined. (mock scenario)'
      : 'The request was refused. (mock scenario)';
  if (service === 'subscription') return refuse(message, type);
  if (service === 'account') return refuseFields({ nonFieldErrors: [message] });
  if (service === 'license') return refuseLicense(message);
  return respondJson({ detail: message }, 400);
}

async function answer(
  operation: MockOperation,
  behaviour: Behaviour,
  request: Request,
  rest: () => RequestHandler[],
): Promise<Response | undefined> {
  const { service } = operation;
  switch (behaviour) {
    case '500':
      return fail(service, 500, SERVER_ERROR[service]);
    case '400-transaction':
      return badRequest(service, 'transaction');
    case '400-validation':
      return badRequest(service, 'validation');
    case '401':
      return fail(service, 401, 'Invalid or expired access token');
    case '403':
      return fail(service, 403, 'You do not have permission to perform this action.');
    case '404':
      return fail(service, 404, 'Not found.');
    case '422':
      return keyReused(service, 'Idempotency-Key was used for another request. (mock scenario)');
    case 'hang':
      await delay('infinite');
      return undefined;
    case 'network':
      return HttpResponse.error();
    case 'empty': {
      // The real answer first, so that authentication and its errors stay as they are. Every list
      // the documents define is a bare array (paging is in the Link header, dropped here: the
      // empty list is the last page).
      const response = await getResponse(rest(), request);
      if (!response?.ok || !isListOperation(operation.operationId)) return response;
      return HttpResponse.json([], { status: response.status });
    }
    default:
      await delay(Number.parseInt(behaviour, 10));
      return undefined;
  }
}

/**
 * What shapes the answer to this request, as scenario text (`offline`, `listOrders:empty`,
 * `shop.*:500`, `latency:800`), or null when it is answered as usual: for the browser's request log.
 */
export function scenarioOfRequest(request: Request): string | null {
  const scenarios = scenariosOf(request);
  if (scenarios.offline) return 'offline';
  const operation = operationOfRequest(request);
  const behaviour = operation && behaviourOf(scenarios, operation, request);
  if (operation && behaviour) {
    const own = scenarios.behaviours[operation.operationId] === behaviour;
    return `${own ? operation.operationId : serviceKey(operation.service)}:${behaviour}`;
  }
  return scenarios.latencyMs === null ? null : `latency:${scenarios.latencyMs}`;
}

/** Whether a request shaped by `scenario` (scenarioOfRequest's text) fails as a network failure. */
export const failsAsNetwork = (scenario: string | null): boolean =>
  scenario === 'offline' || scenario?.endsWith(':network') === true;

/**
 * The handlers that apply the scenarios, to go before `rest` (the handlers they stand in front
 * of, asked again for an `empty` list's real answer).
 */
export function scenarioHandlers(rest: () => RequestHandler[]): RequestHandler[] {
  return EVERY_SERVICE_PATH.map((path) =>
    http.all(path, async ({ request }) => {
      const scenarios = scenariosOf(request);
      if (scenarios.offline) return HttpResponse.error();
      const latency =
        scenarios.latencyMs ??
        (baseLatency && baseLatency.min + Math.random() * (baseLatency.max - baseLatency.min));
      if (latency) await delay(latency);
      if (Object.keys(scenarios.behaviours).length === 0) return undefined;
      const operation = operationOfRequest(request);
      const behaviour = operation && behaviourOf(scenarios, operation, request);
      if (!operation || !behaviour) return undefined;
      return answer(operation, behaviour, request, rest);
    }),
  );
}
