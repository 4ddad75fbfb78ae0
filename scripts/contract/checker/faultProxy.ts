/**
 * A fault-injecting HTTP proxy for the drift suite: forwards every request to an upstream server
 * (the mock server) and, for the requests a fault matches, changes the request on its way (a
 * service that ignores a header or the token) or tampers with the answer (drops a required field,
 * changes a type, a status, a content type, a header ...). It proves the checker catches each
 * kind of drift without touching the mock backend itself.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProxiedRequest {
  method: string;
  /** The path and query as received, e.g. `/subscription-api/account/1/subscriptions?filter=all`. */
  path: string;
  authenticated: boolean;
}

export interface ProxiedResponse {
  status: number;
  headers: Headers;
  body: Uint8Array;
}

/** The request as the proxy forwards it; a fault may change its path and headers. */
export interface ForwardedRequest {
  path: string;
  headers: Headers;
}

export interface Fault {
  name: string;
  matches(request: ProxiedRequest): boolean;
  /** Changes the request before it reaches the upstream server. */
  rewrite?(request: ForwardedRequest): void;
  tamper?(response: ProxiedResponse): ProxiedResponse;
}

export interface FaultProxy {
  url: string;
  /** How many responses each fault tampered with, by fault name. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

/** A fault that edits the JSON body (the edit mutates the parsed value in place). */
export function jsonFault(
  name: string,
  matches: (request: ProxiedRequest) => boolean,
  edit: (json: unknown) => void,
): Fault {
  return {
    name,
    matches,
    tamper(response) {
      const json = JSON.parse(new TextDecoder().decode(response.body)) as unknown;
      edit(json);
      return { ...response, body: new TextEncoder().encode(JSON.stringify(json)) };
    },
  };
}

// Hop-by-hop and length/encoding headers are the proxy's own business (fetch decodes bodies).
const DROPPED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'host',
]);

async function readAll(request: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length > 0 ? Buffer.concat(chunks) : undefined;
}

export async function startFaultProxy(
  upstream: string,
  faults: readonly Fault[],
): Promise<FaultProxy> {
  const hits = new Map<string, number>(faults.map((fault) => [fault.name, 0]));

  async function handle(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (DROPPED.has(name) || value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
    }
    const method = incoming.method ?? 'GET';
    const path = incoming.url ?? '/';
    const body = await readAll(incoming);
    const request = { method, path, authenticated: headers.has('authorization') };
    const matching = faults.filter((fault) => fault.matches(request));
    const forwarded: ForwardedRequest = { path, headers };
    for (const fault of matching) {
      hits.set(fault.name, (hits.get(fault.name) ?? 0) + 1);
      fault.rewrite?.(forwarded);
    }
    const answer = await fetch(new URL(forwarded.path, upstream), {
      method,
      headers: forwarded.headers,
      body: body && method !== 'GET' && method !== 'HEAD' ? body : undefined,
      redirect: 'manual',
    });
    let response: ProxiedResponse = {
      status: answer.status,
      headers: answer.headers,
      body: new Uint8Array(await answer.arrayBuffer()),
    };
    for (const fault of matching) response = fault.tamper?.(response) ?? response;
    const cookies = response.headers.getSetCookie();
    for (const [name, value] of response.headers) {
      if (!DROPPED.has(name) && name !== 'set-cookie') outgoing.setHeader(name, value);
    }
    if (cookies.length > 0) outgoing.setHeader('set-cookie', cookies);
    outgoing.writeHead(response.status);
    outgoing.end(response.body);
  }

  const server = createServer((incoming, outgoing) => {
    handle(incoming, outgoing).catch((error: unknown) => {
      outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(`fault proxy: ${error instanceof Error ? error.message : String(error)}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
