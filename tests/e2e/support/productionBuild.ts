/**
 * The production bundle (no mock code, the real HTTP layer), built with its services pointed at
 * `apiOrigin` as scripts/bench.ts does, into a folder of its own, and served like a CDN would.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { serveDist, type StaticServer } from '../../../scripts/bench/staticServer.ts';

const root = new URL('../../../', import.meta.url).pathname;

/**
 * The production build the `production` fixture serves (boot.test.ts and faults.test.ts), made once
 * for both: with a 3 s request timeout, so that a call left unanswered fails within a journey's
 * time (src/api/http.test.ts proves the 30 s default). E2E_OUT_DIR keeps parallel runs apart.
 */
export const PRODUCTION_BUILD = {
  requestTimeoutMs: 3000,
  outDir: process.env.E2E_OUT_DIR
    ? `${process.env.E2E_OUT_DIR}-production`
    : join(root, 'dist-e2e-production'),
};

interface ProductionBuild {
  /** Where the four services live: the mock backend, or a proxy in front of it. */
  apiOrigin: string;
  requestTimeoutMs: number;
  outDir: string;
}

/** The environment the build runs in: also what `npm run serve` must read to match it. */
export const productionBuildEnv = ({ apiOrigin, requestTimeoutMs }: ProductionBuild) => ({
  ...process.env,
  // Vitest runs with NODE_ENV=test; customers get React's production build.
  NODE_ENV: 'production',
  // Not for customers: the build may carry the billing script's placeholder hash (CI cannot pin it).
  VITE_BUILD_PURPOSE: 'test',
  VITE_MOCK_MODE: 'false',
  VITE_ACCOUNT_API_URL: `${apiOrigin}/auth`,
  VITE_SUBSCRIPTION_API_URL: `${apiOrigin}/subscription-api`,
  VITE_LICENSE_API_URL: `${apiOrigin}/license-api`,
  VITE_SHOP_API_URL: `${apiOrigin}/shop/api`,
  VITE_REQUEST_TIMEOUT_MS: String(requestTimeoutMs),
});

export async function buildProduction(build: ProductionBuild): Promise<void> {
  await promisify(execFile)(
    join(root, 'node_modules/.bin/vite'),
    ['build', '--outDir', build.outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: root, env: productionBuildEnv(build) },
  );
}

export async function serveProductionBuild(build: ProductionBuild): Promise<StaticServer> {
  await buildProduction(build);
  return serveDist(build.outDir);
}
