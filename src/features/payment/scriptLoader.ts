/** Why a third-party script did not hand over what it defines. */
export type ScriptFailure = 'unreachable' | 'incomplete' | 'timeout';

/* eslint-disable lingui/no-unlocalized-strings -- the error's message, for monitoring and the
   console: never shown to a customer (the payment form says it in their language) */
const FAILURE_TEXT: Record<ScriptFailure, string> = {
  unreachable:
    'could not be fetched or was not the pinned file (blocked, offline, down or changed)',
  incomplete: 'loaded but did not define what it provides',
  timeout: 'did not load in time',
};
/* eslint-enable lingui/no-unlocalized-strings */

export class ScriptLoadError extends Error {
  constructor(
    readonly src: string,
    readonly failure: ScriptFailure,
    options?: ErrorOptions,
  ) {
    super(`${src} ${FAILURE_TEXT[failure]}`, options);
    this.name = 'ScriptLoadError';
  }
}

interface ScriptLoaderOptions<T> {
  src: string;
  /**
   * The Subresource Integrity hash the file must match (`sha384-…`); the browser refuses to run
   * any other file, and that refusal fails the load like an unreachable script.
   */
  integrity?: string;
  /**
   * What the script defines (its global, set up for use), read once the script has run; undefined
   * when it defined nothing. Called once per successful fetch.
   */
  provided: () => T | undefined;
  /** How long to wait for the script before giving up on it, in milliseconds. */
  timeoutMs: number;
  /** Where the `<script>` goes; tests pass a document of their own. */
  document?: Document;
}

/**
 * Loads a third-party script on first use and hands over what it defines. Success is kept for the
 * page's life; a failure is not: the failed `<script>` is removed, so the next call inserts a fresh
 * one and a customer can try again after an ad-blocker, a proxy or an outage without a reload.
 * Concurrent calls share one attempt.
 */
export function createScriptLoader<T>({
  src,
  integrity,
  provided,
  timeoutMs,
  document = globalThis.document,
}: ScriptLoaderOptions<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;

  const attempt = () =>
    new Promise<T>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      if (integrity) {
        script.integrity = integrity;
        // An integrity check on another origin's file needs a CORS fetch, without credentials.
        script.crossOrigin = 'anonymous';
      }
      const fail = (failure: ScriptFailure, cause?: unknown) => {
        // A late load of this element is no longer waited for; the next attempt fetches afresh.
        script.remove();
        reject(new ScriptLoadError(src, failure, cause === undefined ? undefined : { cause }));
      };
      const settle = (outcome: () => void) => {
        clearTimeout(timer);
        script.onload = null;
        script.onerror = null;
        outcome();
      };
      // A script that never answers (a stalled proxy) must not keep the payment form waiting.
      const timer = setTimeout(() => settle(() => fail('timeout')), timeoutMs);
      script.onerror = () => settle(() => fail('unreachable'));
      script.onload = () =>
        settle(() => {
          try {
            const value = provided();
            if (value === undefined) fail('incomplete');
            else resolve(value);
          } catch (cause) {
            fail('incomplete', cause);
          }
        });
      document.head.append(script);
    });

  return () => {
    loading ??= attempt().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
