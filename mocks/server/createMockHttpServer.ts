/**
 * The mock backend as a real HTTP server (`npm run mock:server`): each incoming request becomes a
 * fetch `Request` answered by MSW's `getResponse` with the same handlers as the browser and node,
 * behind CORS that lets a portal on another origin call it with credentials.
 *
 * What no handler answers is refused as a service would, in the error shape of the service whose
 * path it is (the documents' `ServiceError` under the subscription service, `ErrorDetail` under the
 * others): 404 for a path no operation has, 405 with `Allow` for a method the path does not have
 * (TRACE included), 413 for a body over 1 MiB.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { getResponse, HttpHandler, matchRequestUrl, type RequestHandler } from 'msw';
import { disableSessionFallback, enableSessionFallback } from '../auth/session.ts';
import { handlers, routedHandlers } from '../handlers/index.ts';
import { SERVICE_PREFIXES, type Service } from '../servicePaths.ts';
import { API_DOC_SERVICES, API_DOCS_DIR, buildApiDocs } from '../../scripts/apiDocs/build.ts';
import { controlRefusal, isControlPath } from './controlAccess.ts';
import { controlHandlers } from './controlHandlers.ts';

export interface MockHttpServerOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Where `/docs` (the API reference) is built and served from; `npm run docs:api`'s by default. */
  apiDocsDir?: string;
  /**
   * The token the control endpoints (sign-in, reset, scenarios) ask for (controlAccess.ts).
   * `npm run mock:server` always sets one; null or absent asks for none, for a test's own server on
   * a free port. Calls from another origin are refused either way.
   */
  controlToken?: string | null;
}

export interface MockHttpServer {
  /** Origin of the server, e.g. http://127.0.0.1:4010 (services under /auth, /subscription-api, ...). */
  url: string;
  /** The token the control endpoints ask for, or null when they ask for none. */
  controlToken: string | null;
  close(): Promise<void>;
}

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, Idempotency-Key';
/** Response headers a portal on another origin may read: the file name, the next page. */
const EXPOSED_HEADERS = 'Content-Disposition, Link, Idempotent-Replayed';

/** The largest request body the server reads (the portal's bodies are a few hundred bytes). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Methods a fetch `Request` can carry; any other (TRACE, CONNECT, …) is answered before one is made. */
const REQUEST_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);

const everyHandler: RequestHandler[] = [...controlHandlers, ...handlers];
const answering: RequestHandler[] = [...controlHandlers, ...routedHandlers];

/** The methods some handler answers on this path (handlers for every path and method aside). */
function methodsOf(url: URL): string[] {
  const methods = new Set<string>();
  for (const handler of everyHandler) {
    if (!(handler instanceof HttpHandler)) continue;
    const { method, path } = handler.info;
    if (typeof method !== 'string' || typeof path !== 'string') continue;
    if (matchRequestUrl(url, path).matches) methods.add(method);
  }
  return [...methods];
}

const SERVICES = Object.keys(SERVICE_PREFIXES) as Service[];

function serviceOf(pathname: string): Service | null {
  return (
    SERVICES.find(
      (service) =>
        pathname === SERVICE_PREFIXES[service] ||
        pathname.startsWith(`${SERVICE_PREFIXES[service]}/`),
    ) ?? null
  );
}

type Refusal = 404 | 405 | 413;

const REFUSAL_CODES: Record<Refusal, { subscription: string; others: string }> = {
  404: { subscription: 'route_not_found', others: 'not_found' },
  405: { subscription: 'method_not_allowed', others: 'method_not_allowed' },
  413: { subscription: 'payload_too_large', others: 'payload_too_large' },
};

/** A refusal in the error shape of the service whose path was asked. */
function refusal(pathname: string, status: Refusal, message: string): object {
  const codes = REFUSAL_CODES[status];
  return serviceOf(pathname) === 'subscription'
    ? { message, ...(status === 404 ? { type: 'not_found' } : {}), code: codes.subscription }
    : { detail: message, code: codes.others };
}

function refuse(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  status: Refusal,
  message: string,
  headers: Record<string, string> = {},
): void {
  const { pathname } = new URL(incoming.url ?? '/', 'http://mock');
  outgoing.writeHead(status, {
    'Content-Type': 'application/json',
    ...corsHeaders(incoming),
    ...headers,
  });
  outgoing.end(JSON.stringify(refusal(pathname, status, message)));
}

/** 405 when the path has other methods, else 404: nothing answers this method on this path. */
function refuseUnanswered(incoming: IncomingMessage, outgoing: ServerResponse, url: URL): void {
  const method = incoming.method ?? 'GET';
  const allowed = methodsOf(url);
  if (allowed.length === 0) {
    refuse(incoming, outgoing, 404, `The mock backend has no ${method} ${url.pathname}.`);
    return;
  }
  refuse(incoming, outgoing, 405, `Method "${method}" not allowed.`, {
    Allow: [...allowed, 'OPTIONS'].join(', '),
  });
}

class BodyTooLarge extends Error {}

/** CORS for any origin, with credentials (the refresh cookie): the origin is echoed, not `*`. */
function corsHeaders(request: IncomingMessage): Record<string, string> {
  const origin = request.headers.origin;
  if (!origin) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Expose-Headers': EXPOSED_HEADERS,
    Vary: 'Origin',
  };
}

/** The request body, up to BODY_LIMIT_BYTES; throws BodyTooLarge past it. */
async function readBody(request: IncomingMessage): Promise<Buffer> {
  if (Number(request.headers['content-length'] ?? 0) > BODY_LIMIT_BYTES) throw new BodyTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT_BYTES) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

async function toFetchRequest(request: IncomingMessage, origin: string): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = request.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(request);
  return new Request(new URL(request.url ?? '/', origin), {
    method,
    headers,
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  });
}

/**
 * JSON and text bodies from this size go compressed to a client that accepts gzip, as a service's
 * server (or the load balancer in front of it) sends them: the heavy persona's 500 licenses are
 * 113 KB of JSON, about 11 KB on the wire.
 */
const COMPRESS_FROM_BYTES = 1024;

function compressed(
  body: Buffer,
  incoming: IncomingMessage,
  headers: Record<string, string | string[]>,
): Buffer {
  const type = String(headers['content-type'] ?? '');
  const accepted = /\bgzip\b/.test(String(incoming.headers['accept-encoding'] ?? ''));
  if (body.length < COMPRESS_FROM_BYTES || !accepted || !/json|^text\//.test(type)) return body;
  if (headers['content-encoding']) return body;
  headers['content-encoding'] = 'gzip';
  headers.vary = headers.vary ? `${String(headers.vary)}, Accept-Encoding` : 'Accept-Encoding';
  delete headers['content-length'];
  return gzipSync(body);
}

async function writeResponse(
  response: Response,
  incoming: IncomingMessage,
  outgoing: ServerResponse,
): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(corsHeaders(incoming))) {
    headers[name.toLowerCase()] = value;
  }
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  const body = compressed(Buffer.from(await response.arrayBuffer()), incoming, headers);
  outgoing.writeHead(response.status, headers);
  outgoing.end(body);
}

/** The pages of the API reference, by the path they are served at. */
const API_DOC_PAGES = new Map<string, string>([
  ['/docs/', 'index.html'],
  ...API_DOC_SERVICES.map((service) => [`/docs/${service}.html`, `${service}.html`] as const),
]);

/**
 * The API reference (`npm run docs:api`) at /docs, built first when it is missing or older than the
 * documents (a few seconds; one build for every request waiting on it). False for other paths.
 */
async function serveApiDocs(
  url: URL,
  outgoing: ServerResponse,
  build: () => Promise<string>,
): Promise<boolean> {
  if (url.pathname === '/docs') {
    outgoing.writeHead(301, { Location: '/docs/' });
    outgoing.end();
    return true;
  }
  const file = API_DOC_PAGES.get(url.pathname);
  if (!file) return false;
  const page = await readFile(join(await build(), file));
  outgoing.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': String(page.length),
  });
  outgoing.end(page);
  return true;
}

/** Builds the API reference into `dir` when stale; concurrent callers share one build. */
function apiDocsBuilder(dir: string): () => Promise<string> {
  let building: Promise<string> | null = null;
  return () => {
    building ??= buildApiDocs({ dir, ifStale: true })
      .then(() => dir)
      .finally(() => {
        building = null;
      });
    return building;
  };
}

async function answer(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  origin: string,
  apiDocs: () => Promise<string>,
  controlToken: string | null,
): Promise<void> {
  const { pathname } = new URL(incoming.url ?? '/', origin);
  if (isControlPath(pathname)) {
    const refused = controlRefusal(incoming, new URL(incoming.url ?? '/', origin), controlToken);
    if (refused) {
      outgoing.writeHead(refused.status, { 'Content-Type': 'application/json' });
      outgoing.end(JSON.stringify({ detail: refused.detail, code: 'control_refused' }));
      return;
    }
  }
  if (incoming.method === 'OPTIONS') {
    outgoing.writeHead(204, {
      ...corsHeaders(incoming),
      'Access-Control-Allow-Methods': ALLOWED_METHODS,
      'Access-Control-Allow-Headers':
        incoming.headers['access-control-request-headers'] ?? ALLOWED_HEADERS,
      'Access-Control-Max-Age': '600',
    });
    outgoing.end();
    return;
  }
  const url = new URL(incoming.url ?? '/', origin);
  if (incoming.method === 'GET' && (await serveApiDocs(url, outgoing, apiDocs))) return;
  if (!REQUEST_METHODS.has(incoming.method ?? 'GET')) {
    refuseUnanswered(incoming, outgoing, url);
    return;
  }
  let request: Request;
  try {
    request = await toFetchRequest(incoming, origin);
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error;
    // The rest of the body is not read: the connection closes after the answer.
    refuse(incoming, outgoing, 413, 'Request body is larger than 1 MiB.', { Connection: 'close' });
    return;
  }
  const response = await getResponse(answering, request);
  // A network failure (the `network` scenario, offline) is what a client sees of a dropped
  // connection: no status at all, so the connection is dropped.
  if (response?.type === 'error') incoming.socket.destroy();
  else if (response) await writeResponse(response, incoming, outgoing);
  else refuseUnanswered(incoming, outgoing, url);
}

export async function createMockHttpServer({
  port = 4010,
  host = '127.0.0.1',
  apiDocsDir = API_DOCS_DIR,
  controlToken = null,
}: MockHttpServerOptions = {}): Promise<MockHttpServer> {
  // Over HTTP a session is the refresh cookie only: no cookie, not signed in.
  disableSessionFallback();
  let origin = `http://${host}:${port}`;
  const apiDocs = apiDocsBuilder(apiDocsDir);
  const server = createServer((incoming, outgoing) => {
    answer(incoming, outgoing, origin, apiDocs, controlToken).catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      process.stderr.write(`[mock server] ${incoming.method} ${incoming.url}: ${message}\n`);
      if (!outgoing.headersSent) {
        outgoing.writeHead(500, { 'Content-Type': 'application/json', ...corsHeaders(incoming) });
      }
      outgoing.end(JSON.stringify({ detail: 'The mock backend failed.', message }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  origin = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    controlToken,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }).finally(enableSessionFallback),
  };
}
