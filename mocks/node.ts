/**
 * The mock backend in node, for Vitest: the same handlers on msw/node, in-memory state, no latency.
 *
 * ```ts
 * beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
 * afterAll(() => mockServer.close());
 * usePersona('paused'); // fresh state for the persona, signed in as it
 * setScenarios('cancelSubscription:500'); // until changed, or the next usePersona
 * await advanceClock(20); // 20 days later: trials end, renewals charge, pauses end
 * ```
 */
import { setupServer } from 'msw/node';
import { revokeTokens, signIn, signOutFallback } from './auth/session.ts';
import { resetClock } from './clock.ts';
import { changeState, clearMockState, resetMockState } from './db/state.ts';
import { routedHandlers } from './handlers/index.ts';
import { isPersonaId } from './personas/index.ts';
import { forgetPersonaScenarios, resetScenarios, setScenarios } from './scenarios/engine.ts';
import { NO_SCENARIOS } from './scenarios/grammar.ts';

export const mockServer = setupServer(...routedHandlers);

/**
 * Signs in as the persona with fresh state, its scenario presets (none for most) and the mock clock
 * back on the personas' day. Takes effect
 * at once for requests (every handler waits for the reset); await it to know the reset is done.
 */
export function usePersona(personaId: string): Promise<void> {
  if (!isPersonaId(personaId)) throw new Error(`Unknown mock persona "${personaId}"`);
  signIn(personaId);
  resetScenarios(personaId);
  resetClock();
  return changeState(() => resetMockState(personaId));
}

/**
 * The mock backend as a fresh import of this module has it: no persona seeded, nobody signed in, no
 * token, no scenario, the clock on the personas' day, MSW's handlers and listeners as created. The
 * component tests share one module graph between test files (vitest.config.ts): without this a
 * file would meet the personas another file changed (a license transferred to another account, a
 * persona never chosen again). tests/setup/betweenFiles.ts calls it before each file.
 */
export function resetMockBackend(): Promise<void> {
  mockServer.resetHandlers();
  mockServer.events.removeAllListeners();
  revokeTokens();
  signOutFallback();
  setScenarios(NO_SCENARIOS);
  forgetPersonaScenarios();
  resetClock();
  return changeState(async () => clearMockState());
}

/** Ends the node-side session: the token refresh answers 401 until `usePersona` is called again. */
export function signOut(): void {
  signOutFallback();
}

export { resetMockState };
/**
 * Scenarios: `setScenarios('cancelSubscription:500,listOrders:empty,latency:800')` (the grammar of
 * mocks/scenarios/grammar.ts) replaces them all; `setBehaviour`, `setLatency` change one.
 */
export {
  currentScenarios,
  resetScenarios,
  setBehaviour,
  setLatency,
  setScenarios,
} from './scenarios/engine.ts';
/**
 * The mock clock (mocks/clock.ts): `await advanceClock(days)` or `await setClock(Date.parse(…))`
 * moves "today" and applies what happens meanwhile; `mockNow()` reads it.
 */
export { mockNow, parseClockDate, resetClock } from './clock.ts';
export { advanceClock, setClock } from './moveClock.ts';
export { PERSONAS, DEFAULT_PERSONA_ID, type PersonaId } from './personas/index.ts';
