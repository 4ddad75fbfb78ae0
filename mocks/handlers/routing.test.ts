import { getResponse, http, HttpHandler, HttpResponse, type RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers } from './index.ts';
import { handlersFor, routedByService } from './routing.ts';

/** A request each handler of the mock backend answers: its path with every parameter filled in. */
function requestsFor(list: readonly RequestHandler[]): Request[] {
  return list.flatMap((handler) => {
    if (!(handler instanceof HttpHandler) || typeof handler.info.path !== 'string') return [];
    const { method, path } = handler.info;
    const url = `http://portal.test${path.slice(1).replaceAll(/:\w+/g, '42').replaceAll('*', 'x')}`;
    const methods = typeof method === 'string' ? [method] : ['GET', 'POST'];
    return methods.map((each) => new Request(url, { method: each }));
  });
}

/** What MSW itself would run for the request: every handler its own matching accepts, in order. */
async function matchedByMsw(list: readonly RequestHandler[], request: Request) {
  const matches = await Promise.all(list.map((handler) => handler.test({ request })));
  return list.filter((_, index) => matches[index]);
}

describe('handlersFor: the handlers MSW would try for a request, without asking the others', () => {
  it('picks exactly the handlers MSW matches, in their order, for a request to every handler', async () => {
    const requests = requestsFor(handlers);
    expect(requests.length).toBeGreaterThan(100);
    for (const request of requests) {
      expect(handlersFor(handlers, request), `${request.method} ${request.url}`).toEqual(
        await matchedByMsw(handlers, request),
      );
    }
  });

  it('asks no handler for a path no service has', () => {
    expect(handlersFor(handlers, new Request('http://portal.test/elsewhere/x'))).toEqual([]);
  });

  it('asks only the scenarios, which take every method, for a method the path does not take', async () => {
    const request = new Request('http://portal.test/auth/account/me', { method: 'DELETE' });
    const picked = handlersFor(handlers, request);
    expect(picked).toHaveLength(1);
    expect(picked).toEqual(await matchedByMsw(handlers, request));
  });

  it('keeps a handler it cannot route by method and path (a custom predicate)', () => {
    const custom = http.get(
      ({ request }) => request.url.endsWith('/special'),
      () => HttpResponse.json({}),
    );
    const request = new Request('http://portal.test/elsewhere');
    expect(handlersFor([custom], request)).toEqual([custom]);
  });
});

describe('routedByService: what runs once an answer is made, before it leaves', () => {
  const saved: string[] = [];
  const backend = [
    http.put('*/auth/account/me', () => {
      saved.push('answer made');
      return HttpResponse.json({ ok: true });
    }),
  ];
  const routed = routedByService(backend, (request) => saved.push(`answered ${request.method}`));

  it('runs `answered` after the answer is made and before it is handed back', async () => {
    saved.length = 0;
    const response = await getResponse(
      routed,
      new Request('http://portal.test/auth/account/me', { method: 'PUT' }),
    );
    saved.push('handed back');
    expect(await response?.json()).toEqual({ ok: true });
    expect(saved).toEqual(['answer made', 'answered PUT', 'handed back']);
  });

  it('does not run it when no handler answers', async () => {
    saved.length = 0;
    const response = await getResponse(routed, new Request('http://portal.test/auth/account/x'));
    expect(response).toBeUndefined();
    expect(saved).toEqual([]);
  });
});
