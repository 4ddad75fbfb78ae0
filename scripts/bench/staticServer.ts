/**
 * Serves a built dist/ over HTTP with gzip, like a CDN would: hashed assets compressed, every
 * unknown path answered by index.html (the SPA's router takes it from there). Paths under the
 * `forward` prefixes go to another server instead, as a reverse proxy in front of the services.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request as forwardRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.map': 'application/json',
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

export interface Forwarding {
  /** Path prefixes answered by `to`, e.g. the services' `/auth`, `/subscription-api`. */
  prefixes: readonly string[];
  /** The origin that answers them. */
  to: string;
}

export async function serveDist(root: string, forward?: Forwarding): Promise<StaticServer> {
  const cache = new Map<string, Buffer>();
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    if (forward?.prefixes.some((prefix) => pathname.startsWith(`${prefix}/`))) {
      const upstream = forwardRequest(
        new URL(request.url ?? '/', forward.to),
        { method: request.method, headers: request.headers },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.writeHead(502).end());
      request.pipe(upstream);
      return;
    }
    let file = normalize(join(root, pathname));
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) {
      file = join(root, 'index.html');
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const body = readFileSync(file);
    const gzip =
      /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')) &&
      !type.startsWith('image/png');
    const headers: Record<string, string> = { 'Content-Type': type };
    if (file.includes('/assets/')) headers['Cache-Control'] = 'public, max-age=31536000, immutable';
    if (gzip) {
      headers['Content-Encoding'] = 'gzip';
      const compressed = cache.get(file) ?? gzipSync(body, { level: 9 });
      cache.set(file, compressed);
      response.writeHead(200, headers).end(compressed);
    } else {
      response.writeHead(200, headers).end(body);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
