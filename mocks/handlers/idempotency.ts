/**
 * The `Idempotency-Key` of every write, as the documents propose it (`IdempotencyKey`): the same key with the same body answers the first answer
 * again without acting twice, the same key with another body is refused with 422, and a retry that
 * arrives while the first request is still being answered waits for that answer. Answers given
 * without acting (401, 403, 5xx) are not kept, so their retry is processed afresh.
 */
import { HttpResponse, type JsonBodyType } from 'msw';
import { kept, type KeptAnswer } from '../db/idempotencyKeys.ts';
import type { Service } from '../servicePaths.ts';
import { authorize, refuse, refuseFields, refuseLicense, respondWith } from './support.ts';
import { refuseParameter } from './pages.ts';

const HEADER = 'Idempotency-Key';

/** The 422 of a key that came again with another body, in the service's error shape. */
export function keyReused(service: Service, message: string): Response {
  const code = 'idempotency_key_reused';
  return HttpResponse.json(
    service === 'subscription' ? { message, type: 'validation', code } : { detail: message, code },
    { status: 422 },
  );
}

/** The document's `maxLength` of the key. */
const MAX_KEY_LENGTH = 255;

/** How long a key is kept: the document's "at least 24 hours". */
const KEPT_FOR_MS = 24 * 60 * 60 * 1000;

/** Statuses answered before anything was done: a retry must be processed, not replayed. */
const notKept = (status: number): boolean => status === 401 || status === 403 || status >= 500;

/**
 * The body as the key's fingerprint compares it: JSON with its object keys sorted, so the same
 * request written in another key order is the same request; any other body as it came.
 */
function fingerprint(body: string): string {
  const sorted = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sorted);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, sorted(item)]),
    );
  };
  try {
    return JSON.stringify(sorted(JSON.parse(body)));
  } catch {
    return body;
  }
}

function replay(answer: Response): never {
  const headers = new Headers(answer.headers);
  headers.set('Idempotent-Replayed', 'true');
  return respondWith(new Response(answer.clone().body, { status: answer.status, headers }));
}

/** What the resolver answered: its value as JSON with the operation's status, or the Response it threw. */
async function answerOf(resolve: () => Promise<JsonBodyType>, status: number): Promise<Response> {
  try {
    const result = await resolve();
    if (status === 204) return new HttpResponse(null, { status });
    return HttpResponse.json(result, { status });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/**
 * Wraps a generated handler's resolver (`operation` names it in the store, `status` is its success
 * status) so that its `Idempotency-Key` is honoured. Without the header the resolver acts as before.
 */
export function idempotent<Info extends { request: Request; params: { userId?: unknown } }, Result>(
  operation: string,
  status: number,
  resolver: (info: Info) => Promise<Result>,
  service: Service = 'subscription',
): (info: Info) => Promise<Result> {
  return async (info) => {
    const key = info.request.headers.get(HEADER);
    if (key === null) return resolver(info);
    if (key.length === 0 || key.length > MAX_KEY_LENGTH) {
      const message = `Idempotency-Key: must be 1 to ${MAX_KEY_LENGTH} characters.`;
      if (service === 'subscription') return refuse(message);
      if (service === 'account') return refuseFields({ [HEADER]: [message] });
      // The transfer's 400 is the license service's refusal shape; its other writes have none.
      if (operation === 'transferLicenses') return refuseLicense(message);
      return refuseParameter(service, message);
    }
    // Only the caller's own earlier answer is replayed: authorized before the store is read.
    const { userId } = await authorize(
      service,
      info.request,
      info.params.userId as string | undefined,
    );
    const body = fingerprint(await info.request.clone().text());
    const storeKey = `${userId} ${operation} ${key}`;
    const earlier = kept.get(storeKey);
    if (earlier && earlier.expiresAt > Date.now()) {
      if (earlier.body !== body) {
        respondWith(keyReused(service, `Idempotency-Key ${key} was used for another request.`));
      }
      const answer = await earlier.answer;
      if (answer) replay(answer);
    }

    const answer = answerOf(() => resolver(info) as Promise<JsonBodyType>, status);
    const entry: KeptAnswer = {
      userId,
      body,
      expiresAt: Date.now() + KEPT_FOR_MS,
      answer: answer.then(
        (response) => (notKept(response.status) ? null : response.clone()),
        () => null,
      ),
    };
    kept.set(storeKey, entry);
    void entry.answer.then((response) => {
      if (response === null && kept.get(storeKey) === entry) kept.delete(storeKey);
    });
    return respondWith(await answer);
  };
}
