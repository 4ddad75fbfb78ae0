/**
 * Tests find and answer requests by the operation they are, as the documents name it
 * (`recordRequests('cancelSubscription')`), never by a URL written in the test: the method and
 * path come from the document, so a test keeps watching the operation when its path changes.
 */
import {
  getResponse,
  http,
  HttpResponse,
  type HttpResponseResolver,
  type JsonBodyType,
  matchRequestUrl,
  type RequestHandlerOptions,
} from 'msw';
import { onTestFinished } from 'vitest';
import { accountHandlers } from '@mocks/handlers/account.ts';
import { handlers } from '@mocks/handlers/index.ts';
import { mockServer } from '@mocks/node.ts';
import { mswPattern, type OperationId, operationNamed, operationSent } from './inventory.ts';

export type { OperationId };

/** Which documented operation the request is, if any (the most specific when paths overlap). */
export function operationIdOf(request: Request): OperationId | undefined {
  return operationSent(request.method, new URL(request.url).pathname);
}

/**
 * The requests the mock backend receives for the operation (or any of the operations, in the
 * order sent) from now until the test ends, as clones whose headers and bodies the test can read.
 */
export function recordRequests(...operationIds: [OperationId, ...OperationId[]]): Request[] {
  for (const operationId of operationIds) operationNamed(operationId);
  const seen: Request[] = [];
  const listener = ({ request }: { request: Request }) => {
    const operationId = operationIdOf(request);
    if (operationId && operationIds.includes(operationId)) seen.push(request.clone());
  };
  mockServer.events.on('request:start', listener);
  onTestFinished(() => {
    mockServer.events.removeListener('request:start', listener);
  });
  return seen;
}

/**
 * Answers the operation with `resolver`, in front of the mock backend's own handler, until the
 * test's handlers are reset (`useMockBackend` resets them after each test) or, with
 * `{ once: true }`, for its next request only.
 */
export function answer(
  operationId: OperationId,
  resolver: HttpResponseResolver,
  options?: RequestHandlerOptions,
): void {
  const operation = operationNamed(operationId);
  mockServer.use(
    http[operation.method](
      ({ request }) => {
        // Exactly this operation, not a sibling its path pattern also matches (…/subscriptions/new
        // for …/subscriptions/{id}), which goes on to its own handler and leaves a `once` unused.
        if (operationIdOf(request) !== operationId) return false;
        const { matches, params = {} } = matchRequestUrl(
          new URL(request.url),
          mswPattern(operation),
        );
        return { matches, params };
      },
      resolver,
      options,
    ),
  );
}

/**
 * The token refresh answers as a service without the proposed `AccessToken.user` does (its token
 * only), so that the boot asks `getMe`: for tests of what `getMe`'s answers do at start.
 */
export function refreshWithoutUser(): void {
  answer('refreshAccessToken', async ({ request }) => {
    const response = await getResponse(accountHandlers, request);
    if (!response?.ok) return response;
    const token = (await response.json()) as Record<string, unknown>;
    delete token.user;
    return HttpResponse.json(token as JsonBodyType, { status: response.status });
  });
}

/**
 * The subscriptions list answers as a service without the proposed `include=renewal` does (no
 * `renewal` on any subscription), so that the subscription screen asks `previewRenewal`: for tests
 * of what that call's answers, slow or failed, do.
 */
export function listWithoutRenewals(): void {
  answer('listSubscriptions', async ({ request }) => {
    const url = new URL(request.url);
    url.searchParams.delete('include');
    return getResponse(handlers, new Request(url, request));
  });
}

/** Answers the operation with `status` and `body` as JSON, as `answer` does. */
export function answerWith(
  operationId: OperationId,
  status: number,
  body: JsonBodyType,
  options?: RequestHandlerOptions,
): void {
  answer(operationId, () => HttpResponse.json(body, { status }), options);
}

/**
 * Holds the operation's answers until the test releases them, to look at the screen while a slow
 * service works: `arrived` settles when the first request has reached the backend. Released, each
 * request gets `respond`'s answer or, without it, the mock backend's own.
 */
export function holdAnswers(
  operationId: OperationId,
  respond?: HttpResponseResolver,
): { arrived: Promise<void>; release: () => void } {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  answer(operationId, async (info) => {
    arrive();
    await released;
    return respond?.(info);
  });
  return { arrived, release };
}

/** A service error as the subscription service words them. */
export function serviceError(status: number, message: string, type?: string) {
  return HttpResponse.json(type ? { message, type } : { message }, { status });
}

const BARRIER_URL = 'http://barrier.test/after-everything-sent';

/**
 * A positive barrier for "nothing more came": the test sends a request of its own, after the
 * portal's current work has had a turn of the event loop, and waits for the mock backend to answer
 * it. The backend sees requests in the order they are sent, so a request the portal had begun
 * before has been seen by then; a test asserts what did not come after this, not after a sleep.
 */
export async function barrier(): Promise<void> {
  mockServer.use(
    http.get(BARRIER_URL, () => new HttpResponse(null, { status: 204 }), { once: true }),
  );
  await new Promise((resolve) => setImmediate(resolve));
  await fetch(BARRIER_URL);
}

/**
 * The requests the mock backend has received and not yet answered, from now until the test ends:
 * a test that waits for one call to run out of time first waits until it is the only one left.
 */
export function recordUnanswered(): () => Request[] {
  const open = new Map<string, Request>();
  const started = ({ request, requestId }: { request: Request; requestId: string }) =>
    open.set(requestId, request);
  const ended = ({ requestId }: { requestId: string }) => open.delete(requestId);
  mockServer.events.on('request:start', started);
  mockServer.events.on('request:end', ended);
  onTestFinished(() => {
    mockServer.events.removeListener('request:start', started);
    mockServer.events.removeListener('request:end', ended);
  });
  return () => [...open.values()];
}
