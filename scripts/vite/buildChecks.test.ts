import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { BILLING_SCRIPT, UNPINNED_INTEGRITY } from '../../src/config/billingScript.ts';
import { buildProblems } from './buildChecks.ts';

const root = new URL('../../', import.meta.url).pathname;
const outDir = mkdtempSync(join(tmpdir(), 'build-checks-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** `vite build` as a pipeline runs it (production mode, .env.production), with `env` on top. */
async function viteBuild(
  env: Record<string, string>,
): Promise<{ failed: boolean; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      join(root, 'node_modules/.bin/vite'),
      ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      { cwd: root, env: { ...process.env, NODE_ENV: 'production', ...env } },
    );
    return { failed: false, output: stdout + stderr };
  } catch (error) {
    const { stdout, stderr } = error as { stdout: string; stderr: string };
    return { failed: true, output: stdout + stderr };
  }
}

const PRODUCTION = {
  VITE_MOCK_MODE: 'false',
  VITE_ACCOUNT_API_URL: 'https://accounts.test',
  VITE_SUBSCRIPTION_API_URL: 'https://subscriptions.test/api',
  VITE_LICENSE_API_URL: 'https://licenses.test',
  VITE_SHOP_API_URL: 'https://shop.test/shop/api',
  VITE_BILLING_PUBLIC_KEY: 'pk_test',
};

describe('vite build', () => {
  it('fails on a configuration the app would refuse, naming the variable', async () => {
    const { failed, output } = await viteBuild({
      ...PRODUCTION,
      VITE_BUILD_PURPOSE: 'test',
      VITE_ACCOUNT_API_URL: '',
      VITE_REQUEST_TIMEOUT_MS: 'soon',
    });
    expect(failed).toBe(true);
    expect(output).toContain('VITE_ACCOUNT_API_URL is required');
    expect(output).toContain('VITE_REQUEST_TIMEOUT_MS must be a whole number');
  });

  it.runIf(BILLING_SCRIPT.integrity === UNPINNED_INTEGRITY)(
    'fails for customers while the billing script is not pinned',
    async () => {
      const { failed, output } = await viteBuild(PRODUCTION);
      expect(failed).toBe(true);
      expect(output).toContain('The billing script');
      expect(output).toContain('VITE_BUILD_PURPOSE=staging');
    },
  );
});

describe('buildProblems', () => {
  it('accepts a valid production configuration marked as not for customers', () => {
    expect(buildProblems({ ...PRODUCTION, VITE_BUILD_PURPOSE: 'staging' })).toEqual([]);
    expect(buildProblems({ ...PRODUCTION, VITE_BUILD_PURPOSE: 'test' })).toEqual([]);
  });

  it('accepts a mock build, which never loads the billing script', () => {
    expect(buildProblems({ VITE_MOCK_MODE: 'true' })).toEqual([]);
  });

  it('refuses a purpose it does not know, rather than read it as production or not', () => {
    expect(buildProblems({ ...PRODUCTION, VITE_BUILD_PURPOSE: 'prod' })).toContainEqual(
      expect.stringContaining('VITE_BUILD_PURPOSE must be one of production, staging, test'),
    );
  });

  it.runIf(BILLING_SCRIPT.integrity === UNPINNED_INTEGRITY)(
    'counts an unmarked build, or one marked production, as for customers',
    () => {
      for (const purpose of [{}, { VITE_BUILD_PURPOSE: 'production' }]) {
        expect(buildProblems({ ...PRODUCTION, ...purpose })).toEqual([
          expect.stringContaining('The billing script'),
        ]);
      }
    },
  );
});
