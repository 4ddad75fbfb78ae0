type EnvModule = typeof import('@/config/env.ts');

/**
 * The request timeout of the 'no answer' fault tests: short, so every operation's hang ends within
 * a test's time, and long enough that the mock backend's real answers never reach it. (The real
 * 30 s default is proven with fake timers in src/api/http.test.ts.)
 */
export const FAULT_REQUEST_TIMEOUT_MS = 600;

/**
 * How long after sending the customer may wait for the message: the timeout and a margin for
 * jsdom on a busy machine to render it. (That the customer waits out one timeout, not two or three,
 * the fault tests check by counting the calls sent: a timed-out read is not asked again.)
 */
export const NO_ANSWER_SHOWN_WITHIN_MS = FAULT_REQUEST_TIMEOUT_MS + 2000;

/**
 * The portal's configuration with the fault tests' request timeout:
 *
 * ```ts
 * vi.mock('@/config/env.ts', async (original) =>
 *   (await import('./requestTimeout.ts')).withFaultRequestTimeout(await original()),
 * );
 * ```
 */
export function withFaultRequestTimeout(original: EnvModule): EnvModule {
  return {
    ...original,
    config: { ...original.config, requestTimeoutMs: FAULT_REQUEST_TIMEOUT_MS },
  };
}
