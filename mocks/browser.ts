/**
 * The mock backend in the browser (mock mode of `npm start`): the same handlers on a service
 * worker, with a short realistic latency, and state that survives a reload.
 *
 * Sessions: the chosen persona is kept in the `refresh_token` cookie (set here with
 * document.cookie; MSW hands it to the refresh handler like the real auth host's cookie). State:
 * a snapshot of every collection in localStorage, saved after each change; the scenarios and the
 * mock clock too. The page's `Date` follows the mock clock, so the portal's own rules (a card's
 * expiry, the days a trial has left) see the same "today" as the backend.
 */
import { setupWorker } from 'msw/browser';
import {
  disableSessionFallback,
  REFRESH_COOKIE,
  refreshCookieValue,
  revokeTokens,
} from './auth/session.ts';
import {
  clockOffset,
  mockNow,
  onClockChange,
  parseClockDate,
  resetClock,
  setClockOffset,
  takeRealTimeFrom,
} from './clock.ts';
import {
  changeState,
  clearMockState,
  ensurePersonaSeeded,
  resetMockState,
  restoreSnapshot,
  stateSettled,
  takeSnapshot,
  type MockStateSnapshot,
} from './db/state.ts';
import { handlers } from './handlers/index.ts';
import { routedByService } from './handlers/routing.ts';
import { advanceClock, setClock } from './moveClock.ts';
import { DEFAULT_PERSONA_ID, isPersonaId, type PersonaId } from './personas/index.ts';
import {
  failsAsNetwork,
  onScenariosChange,
  resetScenarios,
  scenarioOfRequest,
  setBaseLatency,
  setScenarios,
} from './scenarios/engine.ts';
import { NO_SCENARIOS, parseScenarios, type Scenarios } from './scenarios/grammar.ts';
import { type MockOperation, operationOfRequest } from './scenarios/operations.ts';

const STATE_KEY = 'account-portal.mocks.state';
/** A persona chosen but not yet re-seeded (the page may unload before the reset finishes). */
const PENDING_RESET_KEY = 'account-portal.mocks.pending-reset';
/** Set by signOut, so that a visit without a session cookie is not taken for a first visit. */
const SIGNED_OUT_KEY = 'account-portal.mocks.signed-out';
const SCENARIOS_KEY = 'account-portal.mocks.scenarios';
const CLOCK_KEY = 'account-portal.mocks.clock';
const SESSION_COOKIE_DAYS = 30;

/**
 * Every answer takes this long unless a scenario sets a latency: the real services are not
 * instant. `VITE_MOCK_LATENCY_MS=5-15` at build time sets another range (the journeys' build:
 * answers still come after the screen asked, a few milliseconds later).
 */
const LATENCY_MS = latencyRange(import.meta.env.VITE_MOCK_LATENCY_MS, { min: 80, max: 250 });

function latencyRange(setting: unknown, fallback: { min: number; max: number }) {
  const match = typeof setting === 'string' ? /^(\d+)(?:-(\d+))?$/.exec(setting.trim()) : null;
  if (!match) return fallback;
  const min = Number(match[1]);
  return { min, max: Math.max(min, Number(match[2] ?? min)) };
}

function sessionPersona(): PersonaId | null {
  const cookie = document.cookie
    .split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${REFRESH_COOKIE}=`));
  const value = cookie ? decodeURIComponent(cookie.slice(REFRESH_COOKIE.length + 1)) : '';
  const personaId = value.replace(/^mock-refresh\./, '');
  return isPersonaId(personaId) ? personaId : null;
}

function saveState(): void {
  try {
    localStorage.setItem(STATE_KEY, JSON.stringify(takeSnapshot()));
  } catch (error) {
    console.warn('[mocks] Could not save the mock state; it will not survive a reload.', error);
  }
}

/** The saved state, the session's persona seeded if it was not yet, or a pending reset applied. */
async function loadState(): Promise<void> {
  const saved = localStorage.getItem(STATE_KEY);
  if (saved) {
    try {
      await restoreSnapshot(JSON.parse(saved) as MockStateSnapshot);
    } catch (error) {
      console.warn('[mocks] The saved mock state is unreadable; starting fresh.', error);
      clearMockState();
    }
  }
  const pending = localStorage.getItem(PENDING_RESET_KEY);
  if (isPersonaId(pending)) await resetMockState(pending);
  localStorage.removeItem(PENDING_RESET_KEY);
  const personaId = sessionPersona();
  if (personaId) await ensurePersonaSeeded(personaId);
  saveState();
}

/**
 * Signs in as the persona with fresh state (its scenario presets, the clock on the personas' day):
 * sets the session cookie and re-seeds the persona.
 * Synchronous so that a page can navigate right after; the reset completes in the background and
 * again on the next start if the page unloads first.
 */
export function signInAs(personaId: string): void {
  if (!isPersonaId(personaId)) throw new Error(`Unknown mock persona "${personaId}"`);
  const maxAge = SESSION_COOKIE_DAYS * 24 * 60 * 60;
  document.cookie = `${REFRESH_COOKIE}=${encodeURIComponent(refreshCookieValue(personaId))}; path=/; max-age=${maxAge}; samesite=lax`;
  localStorage.removeItem(SIGNED_OUT_KEY);
  localStorage.setItem(PENDING_RESET_KEY, personaId);
  revokeTokens(personaId);
  resetScenarios(personaId);
  resetClock();
  void changeState(async () => {
    await resetMockState(personaId);
    localStorage.removeItem(PENDING_RESET_KEY);
    saveState();
  });
}

/** Back to the signed-in persona's scenario presets (none for most), as choosing it again would. */
export function resetScenariosToPersona(): void {
  resetScenarios(sessionPersona() ?? DEFAULT_PERSONA_ID);
}

/** The persona the page is signed in as, if any. */
export function signedInPersona(): PersonaId | null {
  return sessionPersona();
}

/**
 * The signed-in persona's data as it was seeded (the session, scenarios and clock stay): what the
 * panel's data reset does. Resolves once the state is saved.
 */
export function resetPersonaData(): Promise<void> {
  return changeState(async () => {
    await resetMockState(sessionPersona() ?? DEFAULT_PERSONA_ID);
    saveState();
  });
}

/** Sets the mock clock to `time` (ms since the epoch); resolves once the state is saved. */
export async function moveClockTo(time: number): Promise<void> {
  await setClock(time);
  saveState();
}

/** Moves the mock clock forward by `days`; resolves once the state is saved. */
export async function moveClockForward(days: number): Promise<void> {
  await advanceClock(days);
  saveState();
}

/** Ends the session: the next token refresh answers 401. The personas' data stays as it is. */
export function signOut(): void {
  document.cookie = `${REFRESH_COOKIE}=; path=/; max-age=0; samesite=lax`;
  localStorage.setItem(SIGNED_OUT_KEY, 'true');
  revokeTokens();
}

/** The parameter's value, taken out of the address bar once read (null when absent). */
function takeParameter(name: 'persona' | 'scenario' | 'clock'): string | null {
  const url = new URL(window.location.href);
  const value = url.searchParams.get(name);
  if (value === null) return null;
  url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', url);
  return value;
}

/** The persona asked for with `?persona=ID`, removing the parameter from the address. */
function takePersonaParameter(): PersonaId | null {
  const requested = takeParameter('persona');
  if (requested === null) return null;
  if (isPersonaId(requested)) return requested;
  console.warn(`[mocks] Unknown persona "${requested}" in ?persona=; ignored.`);
  return null;
}

/** The scenarios saved before the reload, kept from now on after every change. */
function keepScenarios(): void {
  const saved = localStorage.getItem(SCENARIOS_KEY);
  try {
    setScenarios(saved ? (JSON.parse(saved) as Scenarios) : NO_SCENARIOS);
  } catch (error) {
    console.warn('[mocks] The saved scenarios are unreadable; starting without.', error);
  }
  onScenariosChange((scenarios) => localStorage.setItem(SCENARIOS_KEY, JSON.stringify(scenarios)));
}

/**
 * `?scenario=cancelSubscription:500,latency:800` (mocks/scenarios/grammar.ts) replaces the
 * scenarios, after `?persona=` set that persona's presets; the parameter leaves the address bar
 * like `?persona=` (the scenario panel's Copy link writes it again).
 */
function takeScenarioParameter(): void {
  const requested = takeParameter('scenario');
  if (requested === null) return;
  const { scenarios, problems } = parseScenarios(requested);
  for (const problem of problems) console.warn(`[mocks] ?scenario=: ${problem}; ignored.`);
  setScenarios(scenarios);
}

/**
 * `?clock=2026-12-11` (an ISO date or date-time) sets the mock clock after `?persona=` and
 * `?scenario=`, moving through what happens meanwhile; it leaves the address bar like them.
 */
function takeClockParameter(): void {
  const requested = takeParameter('clock');
  if (requested === null) return;
  try {
    void moveClockTo(parseClockDate(requested));
  } catch (error) {
    console.warn(`[mocks] ?clock=: ${error instanceof Error ? error.message : error}; ignored.`);
  }
}

/**
 * The clock's offset saved before the reload (the saved state already reflects it), then kept;
 * none saved, the clock stays on the personas' day.
 */
function keepClock(): void {
  const saved = Number(localStorage.getItem(CLOCK_KEY) ?? Number.NaN);
  if (Number.isFinite(saved)) setClockOffset(saved);
  onClockChange(() => localStorage.setItem(CLOCK_KEY, String(clockOffset())));
}

/**
 * The page's `Date` follows the mock clock: `new Date()` and `Date.now()` are the mock's now, a
 * date built from a value is that date. The clock itself keeps the real time as its source.
 */
function followClockInPage(): void {
  const RealDate = Date;
  takeRealTimeFrom(RealDate.now.bind(RealDate));
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args: unknown[]) =>
      args.length === 0 ? new target(mockNow()) : Reflect.construct(target, args),
    // `Date()` called as a function gives the current date as text.
    apply: () => new RealDate(mockNow()).toString(),
    get: (target, property, receiver) =>
      property === 'now' ? mockNow : Reflect.get(target, property, receiver),
  });
}

/** One service call as the panel's request log shows it. */
export interface LoggedCall {
  id: string;
  operationId: string;
  method: string;
  path: string;
  /** The status, `network failure`, or null while it is under way. */
  status: number | 'network failure' | null;
  startedAt: number;
  durationMs: number | null;
  /** The scenario that shaped the answer, as text (`listOrders:empty`), or null. */
  scenario: string | null;
}

/** How many calls the request log keeps. */
const LOG_SIZE = 50;
let requestLog: readonly LoggedCall[] = [];
const logListeners = new Set<() => void>();

function changeLog(change: (log: readonly LoggedCall[]) => readonly LoggedCall[]): void {
  requestLog = change(requestLog).slice(-LOG_SIZE);
  for (const listener of logListeners) listener();
}

function logStart(requestId: string, request: Request): void {
  const operation = operationOfRequest(request);
  if (!operation) return;
  const call: LoggedCall = {
    id: requestId,
    operationId: operation.operationId,
    method: request.method,
    path: new URL(request.url).pathname,
    status: null,
    startedAt: performance.now(),
    durationMs: null,
    scenario: scenarioOfRequest(request),
  };
  changeLog((log) => [...log, call]);
}

/** The call's end: its status and how long it took (unless `applies` says it is not this one). */
function logEnd(
  requestId: string,
  status: NonNullable<LoggedCall['status']>,
  applies: (call: LoggedCall) => boolean = () => true,
): void {
  changeLog((log) =>
    log.map((call) =>
      call.id === requestId && applies(call)
        ? { ...call, status, durationMs: Math.round(performance.now() - call.startedAt) }
        : call,
    ),
  );
}

/** The last calls to the services, oldest first (the same array until a call starts or ends). */
export function loggedCalls(): readonly LoggedCall[] {
  return requestLog;
}

export function onCallLogged(listener: () => void): () => void {
  logListeners.add(listener);
  return () => logListeners.delete(listener);
}

type OperationsListener = () => void;
/** The operations each screen (by path) called, for the scenario panel, in the order first called. */
const calledByScreen = new Map<string, MockOperation[]>();
const operationsListeners = new Set<OperationsListener>();

function recordCall(request: Request): void {
  const operation = operationOfRequest(request);
  if (!operation) return;
  const screen = window.location.pathname;
  const called = calledByScreen.get(screen) ?? [];
  if (called.some((known) => known.operationId === operation.operationId)) return;
  calledByScreen.set(screen, [...called, operation]);
  for (const listener of operationsListeners) listener();
}

/** The operations the screen at `pathname` has called since the page loaded. */
export function operationsCalledOn(pathname: string): readonly MockOperation[] {
  return calledByScreen.get(pathname) ?? [];
}

export function onOperationCalled(listener: OperationsListener): () => void {
  operationsListeners.add(listener);
  return () => operationsListeners.delete(listener);
}

/**
 * msw asks an existing worker registration to update without waiting for the answer
 * (`registration.update()` in its `getWorkerInstance`). Leaving the page mid-update rejects that
 * promise with nobody to catch it: an uncaught error on a page that did nothing wrong. A failed
 * update is harmless (the running worker stays), so in mock mode it resolves quietly.
 */
function quietWorkerUpdates(): void {
  const update = ServiceWorkerRegistration.prototype.update;
  ServiceWorkerRegistration.prototype.update = function quietUpdate(
    this: ServiceWorkerRegistration,
  ) {
    return update.call(this).catch(() => undefined);
  } as typeof update;
}

/**
 * Tabs of one browser share one backend, as they share the real services: each tab's mock holds
 * the state in memory, so it takes in the state another tab saved after a change (the `storage`
 * event fires in every other tab of the origin).
 */
function followOtherTabs(): void {
  window.addEventListener('storage', (event) => {
    if (event.key !== STATE_KEY || event.newValue === null) return;
    const snapshot = JSON.parse(event.newValue) as MockStateSnapshot;
    void changeState(() => restoreSnapshot(snapshot));
  });
}

export async function startMockWorker(): Promise<void> {
  quietWorkerUpdates();
  disableSessionFallback();
  setBaseLatency(LATENCY_MS);
  followClockInPage();
  keepScenarios();
  keepClock();
  await changeState(loadState);
  followOtherTabs();
  const requested = takePersonaParameter();
  if (requested) signInAs(requested);
  // A first visit has no session yet: sign in as the default persona, as `npm start` promises.
  else if (!sessionPersona() && !localStorage.getItem(SIGNED_OUT_KEY)) {
    signInAs(DEFAULT_PERSONA_ID);
  }
  takeScenarioParameter();
  takeClockParameter();
  await stateSettled();

  // A write's new state is saved before its answer leaves: the tab that made it tells the others
  // as soon as it reads the answer, and they must find the new state when they ask again.
  const worker = setupWorker(
    ...routedByService(handlers, (request) => {
      if (request.method !== 'GET') saveState();
    }),
  );
  worker.events.on('request:start', ({ request, requestId }) => {
    recordCall(request);
    logStart(requestId, request);
  });
  // A call failed as a network failure (its scenario's `network`, or offline) gets no response
  // event from msw: its end is all there is.
  worker.events.on('request:end', ({ requestId }) =>
    logEnd(
      requestId,
      'network failure',
      (call) => call.status === null && failsAsNetwork(call.scenario),
    ),
  );
  worker.events.on('response:mocked', ({ requestId, response }) => {
    logEnd(requestId, response.status);
  });
  await worker.start({
    onUnhandledFrame: 'bypass',
    serviceWorker: { url: '/mockServiceWorker.js' },
    quiet: true,
  });
}
