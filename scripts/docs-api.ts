/**
 * `npm run docs:api`: the API reference of the four services, one offline page each and an index,
 * in dist-api-docs/ (`--if-stale`: only when a document changed since). The mock server serves it
 * at /docs.
 */
import { join } from 'node:path';
import { buildApiDocs } from './apiDocs/build.ts';

const started = Date.now();
const { dir, built } = await buildApiDocs({ ifStale: process.argv.includes('--if-stale') });
process.stdout.write(
  built
    ? `API reference in ${join(dir, 'index.html')} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`
    : `API reference in ${join(dir, 'index.html')} is up to date\n`,
);
