import { HttpResponse } from 'msw';
import { onTestFinished } from 'vitest';
import { mockServer } from '@mocks/node.ts';

/**
 * The requests the mock backend receives for one operation (method and a pattern on the URL
 * path) from now until the test ends, as clones whose headers and bodies the test can read.
 */
export function recordRequests(method: string, path: RegExp): Request[] {
  const seen: Request[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === method && path.test(new URL(request.url).pathname)) {
      seen.push(request.clone());
    }
  };
  mockServer.events.on('request:start', listener);
  onTestFinished(() => {
    mockServer.events.removeListener('request:start', listener);
  });
  return seen;
}

/** Answers one operation with a service error, as the subscription service words them. */
export function serviceError(status: number, message: string, type?: string) {
  return HttpResponse.json(type ? { message, type } : { message }, { status });
}
