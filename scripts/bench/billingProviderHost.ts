/**
 * The billing provider's hosts for the bench, answered on this machine: its script and card frame
 * (`scripts/billingProviderStandIn.ts`) from a TLS server of the bench's own, to which the bench's
 * Chromium resolves the provider's names. Nothing is intercepted: DevTools' request interception
 * passes every request of the page through the browser process (content came about 70 ms later
 * on every route, also those that never load the provider), and Playwright's routing turns the
 * browser's cache off, which the repeat visit measures. The provider's requests are throttled as
 * any other.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BILLING_PROVIDER_ORIGIN, BILLING_SCRIPT } from '../../src/config/billingScript.ts';
import { installMissingDebianPackages } from '../aptInstall.ts';
import { CARD_FRAME, STAND_IN_SCRIPT } from '../billingProviderStandIn.ts';

export interface BillingProviderHost {
  /** For `chromium.launch`: the provider's names resolved to this server. */
  chromiumArgs: string[];
  close(): Promise<void>;
}

/** A key and a certificate for the provider's names, made for this run and thrown away. */
function certificate(names: readonly string[]): { key: Buffer; cert: Buffer } {
  if (!existsSync('/usr/bin/openssl')) installMissingDebianPackages('OpenSSL', ['openssl']);
  const dir = mkdtempSync(join(tmpdir(), 'bench-billing-provider-'));
  try {
    execFileSync(
      '/usr/bin/openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        `/CN=${names[0]}`,
        '-addext',
        `subjectAltName=${names.map((name) => `DNS:${name}`).join(',')}`,
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The stand-in on `127.0.0.1`, on a port of its own, until `close`. */
export async function serveBillingProvider(): Promise<BillingProviderHost> {
  const script = new URL(BILLING_SCRIPT.src);
  const frameHost = new URL(BILLING_PROVIDER_ORIGIN).hostname;
  const server = createServer(certificate([script.hostname, frameHost]), (request, response) => {
    const host = (request.headers.host ?? '').split(':')[0];
    const [type, body] =
      host === script.hostname && request.url === script.pathname
        ? ['text/javascript', STAND_IN_SCRIPT]
        : ['text/html', CARD_FRAME];
    // A pinned version's script never changes, and the stand-in's card frame is the same on every
    // visit: both kept for the repeat visit, as a CDN keeps a versioned file.
    response.writeHead(200, {
      'Content-Type': type,
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const rules = [script.hostname, frameHost].map((name) => `MAP ${name}:443 127.0.0.1:${port}`);
  return {
    chromiumArgs: [`--host-resolver-rules=${rules.join(',')}`],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
