/**
 * The mock backend as a real HTTP server (`npm run mock:server`): each incoming request becomes a
 * fetch `Request` answered by MSW's `getResponse` with the same handlers as the browser and node,
 * behind CORS that lets a portal on another origin call it with credentials.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { disableSessionFallback } from '../auth/session.ts';
import { handlers } from '../handlers/index.ts';
import { controlHandlers } from './controlHandlers.ts';

export interface MockHttpServerOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
}

export interface MockHttpServer {
  /** Origin of the server, e.g. http://127.0.0.1:4010 (services under /auth, /subscription-api, ...). */
  url: string;
  close(): Promise<void>;
}

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept';
const EXPOSED_HEADERS = 'Content-Disposition';

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

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
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

async function writeResponse(
  response: Response,
  incoming: IncomingMessage,
  outgoing: ServerResponse,
): Promise<void> {
  const headers: Record<string, string | string[]> = corsHeaders(incoming);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  const body = Buffer.from(await response.arrayBuffer());
  outgoing.writeHead(response.status, headers);
  outgoing.end(body);
}

async function answer(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  origin: string,
): Promise<void> {
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
  const request = await toFetchRequest(incoming, origin);
  const response =
    (await getResponse([...controlHandlers, ...handlers], request)) ??
    Response.json(
      { detail: `The mock backend has no ${request.method} ${new URL(request.url).pathname}.` },
      { status: 404 },
    );
  await writeResponse(response, incoming, outgoing);
}

export async function createMockHttpServer({
  port = 4010,
  host = '127.0.0.1',
}: MockHttpServerOptions = {}): Promise<MockHttpServer> {
  // Over HTTP a session is the refresh cookie only: no cookie, not signed in.
  disableSessionFallback();
  let origin = `http://${host}:${port}`;
  const server = createServer((incoming, outgoing) => {
    answer(incoming, outgoing, origin).catch((error: unknown) => {
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
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
