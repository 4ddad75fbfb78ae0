/**
 * A small HTTP proxy in front of the mock backend that breaks chosen calls the way a real network
 * does, which Playwright's page.route cannot: no answer at all, the headers and part of the body
 * and then nothing, a connection reset after the service has acted, or a service that is down
 * (503) or refuses the token (401) without being asked. It records every request it receives,
 * with the time it arrived.
 */
import { createServer, request as forward, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type OperationId, operationSent } from '../../../src/test/inventory.ts';

export type NetworkFault =
  'no answer' | 'stalled body' | 'reset after acting' | 'unavailable' | 'unauthorized';

export interface ReceivedRequest {
  method: string;
  path: string;
  /** The documented operation it is, if any. */
  operationId: OperationId | undefined;
  /** Date.now() when the request arrived. */
  at: number;
  /** Its Idempotency-Key header, if it had one. */
  idempotencyKey: string | undefined;
}

export interface FaultProxy {
  url: string;
  received: ReceivedRequest[];
  /** Breaks every call of the operation, until `lift()` (several operations at once). */
  breakCalls(operationId: OperationId, fault: NetworkFault): void;
  /** Mends every call, or the operation's only. */
  lift(operationId?: OperationId): void;
  /** The requests of the operation received so far. */
  requestsOf(operationId: OperationId): ReceivedRequest[];
  close(): Promise<void>;
}

async function bodyOf(message: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const upstream = new URL(target);
  const received: ReceivedRequest[] = [];
  const broken = new Map<OperationId, NetworkFault>();

  const server = createServer((incoming, outgoing) => {
    const method = incoming.method ?? 'GET';
    const path = new URL(incoming.url ?? '/', target).pathname;
    const operationId = operationSent(method, path);
    const key = incoming.headers['idempotency-key'];
    received.push({
      method,
      path,
      operationId,
      at: Date.now(),
      idempotencyKey: typeof key === 'string' ? key : undefined,
    });
    const fault = (operationId && broken.get(operationId)) ?? null;
    // Never answered: the connection stays open until the browser gives up on it.
    if (fault === 'no answer') return;
    if (fault === 'unavailable' || fault === 'unauthorized') {
      const status = fault === 'unavailable' ? 503 : 401;
      outgoing.writeHead(status, {
        'Content-Type': 'application/json',
        'Access-Control-Allow-Origin': incoming.headers.origin ?? '*',
        'Access-Control-Allow-Credentials': 'true',
        ...(fault === 'unavailable' ? { 'Retry-After': '5' } : {}),
      });
      outgoing.end(JSON.stringify({ detail: fault === 'unavailable' ? 'Unavailable' : 'Expired' }));
      return;
    }

    const sent = forward(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: incoming.url,
        method,
        headers: { ...incoming.headers, host: upstream.host },
      },
      (answer) => {
        if (fault === 'reset after acting') {
          // The service has acted; the customer's browser only sees the connection drop.
          answer.resume();
          answer.on('end', () => outgoing.socket?.destroy());
          return;
        }
        if (fault !== 'stalled body') {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        void bodyOf(answer).then((body) => {
          // The real headers (and length), half of the body, then nothing more.
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          outgoing.write(body.subarray(0, Math.floor(body.length / 2)));
        });
      },
    );
    sent.on('error', () => outgoing.destroy());
    incoming.pipe(sent);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const matching = (operationId: OperationId) =>
    received.filter((request) => request.operationId === operationId);
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    breakCalls(operationId, fault) {
      broken.set(operationId, fault);
    },
    lift(operationId) {
      if (operationId) broken.delete(operationId);
      else broken.clear();
    },
    requestsOf: matching,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
