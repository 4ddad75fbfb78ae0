/**
 * Pins the billing provider's script (src/config/billingScript.ts, docs/payment-page-scripts.md).
 *
 *   npm run billing-script:pin -- 4.43.0 --expect sha384-…   downloads that version, checks it
 *       against the hash the provider publishes with the release, and writes version, URL and hash
 *   npm run billing-script:pin -- --check   fails unless the pinned URL serves exactly the pinned
 *       bytes (before a deployment, and on a schedule: a changed file breaks the payment form)
 *
 * Needs the provider's CDN, so it runs on a developer's machine or in the deployment pipeline.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  BILLING_SCRIPT,
  type PinnedScript,
  UNPINNED_INTEGRITY,
} from '../src/config/billingScript.ts';

/** The `integrity` attribute's value for these bytes: SHA-384, as the provider publishes it. */
export function integrityOf(bytes: Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** Where the provider serves an exact version. */
export const versionUrl = (version: string) => `https://js.recurly.com/v${version}/recurly.js`;

/** The pin file's text with `pin` written in: the three values, nothing else touched. */
export function withPin(source: string, pin: PinnedScript): string {
  let written = source;
  for (const [key, value] of Object.entries(pin)) {
    const line = new RegExp(`^(  ${key}: )'[^']*',$`, 'm');
    if (!line.test(written)) throw new Error(`No "${key}" line in the pin file.`);
    written = written.replace(line, `$1'${value}',`);
  }
  return written;
}

async function download(url: string): Promise<Uint8Array> {
  const response = await fetch(url, { redirect: 'error' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
  return new Uint8Array(await response.arrayBuffer());
}

const PIN_FILE = new URL('../src/config/billingScript.ts', import.meta.url);

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { check: { type: 'boolean' }, expect: { type: 'string' } },
  });
  if (values.check) {
    if (BILLING_SCRIPT.integrity === UNPINNED_INTEGRITY) {
      throw new Error('The billing script is not pinned yet: run with a version.');
    }
    const actual = integrityOf(await download(BILLING_SCRIPT.src));
    if (actual !== BILLING_SCRIPT.integrity) {
      throw new Error(
        `${BILLING_SCRIPT.src} is no longer the pinned file (${actual}): browsers refuse it.`,
      );
    }
    console.log(`${BILLING_SCRIPT.src} matches its pin.`);
    return;
  }
  const [version] = positionals;
  if (!version || !values.expect) {
    throw new Error('Usage: npm run billing-script:pin -- VERSION --expect sha384-… | --check');
  }
  const src = versionUrl(version);
  const integrity = integrityOf(await download(src));
  // The hash from the release notes, not only the one we computed: a file already tampered with
  // on the CDN would otherwise be pinned as genuine.
  const published = values.expect.startsWith('sha384-') ? values.expect : `sha384-${values.expect}`;
  if (integrity !== published) {
    throw new Error(`${src} hashes to ${integrity}, not the published ${published}.`);
  }
  writeFileSync(PIN_FILE, withPin(readFileSync(PIN_FILE, 'utf8'), { version, src, integrity }));
  console.log(`Pinned ${src} (${integrity}). Update docs/payment-page-scripts.md's version.`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
