/**
 * What must be right before a build is made, checked on the configuration Vite loaded (`.env.*`
 * files and the environment): a build that fails names the variable to fix, where a build that
 * ships would show its customers an empty page or a payment form that cannot load.
 */
import type { Plugin } from 'vite';
import { BILLING_SCRIPT, UNPINNED_INTEGRITY } from '../../src/config/billingScript.ts';
import { checkConfig } from '../../src/config/env.ts';

/**
 * Who a build is for. Only `production` builds reach customers; `staging` and `test` builds (the
 * browser journeys, CI, which has no internet to pin the billing script) may ship without its
 * real hash.
 */
export const BUILD_PURPOSES = ['production', 'staging', 'test'] as const;

/** Relative service URLs are paths on the portal's own site, wherever it is deployed. */
const SOME_ORIGIN = 'https://portal.invalid';

type Env = Record<string, string | boolean | undefined>;

/** Every reason not to build with `env`: the app's own validation, then the release's rules. */
export function buildProblems(env: Env): string[] {
  const { config, problems } = checkConfig(env, SOME_ORIGIN);
  const purpose = typeof env.VITE_BUILD_PURPOSE === 'string' ? env.VITE_BUILD_PURPOSE.trim() : '';
  if (purpose && !(BUILD_PURPOSES as readonly string[]).includes(purpose)) {
    problems.push(`VITE_BUILD_PURPOSE must be one of ${BUILD_PURPOSES.join(', ')}: "${purpose}".`);
  }
  const forCustomers = !config.mockMode && (purpose || 'production') === 'production';
  if (forCustomers && BILLING_SCRIPT.integrity === UNPINNED_INTEGRITY) {
    problems.push(
      `The billing script (${BILLING_SCRIPT.src}) has no integrity hash yet: browsers would ` +
        'refuse it and no customer could enter a card. Pin it with `npm run billing-script:pin -- ' +
        'VERSION --expect HASH` (docs/payment-page-scripts.md), or mark a build that is not for ' +
        'customers with VITE_BUILD_PURPOSE=staging or VITE_BUILD_PURPOSE=test.',
    );
  }
  return problems;
}

/** Fails `vite build` with every problem `buildProblems` finds; `vite` (the dev server) is not held up. */
export function buildChecks(): Plugin {
  let env: Env = {};
  return {
    name: 'build-checks',
    apply: 'build',
    configResolved(config) {
      env = config.env;
    },
    buildStart() {
      const problems = buildProblems(env);
      if (problems.length > 0) {
        this.error(
          `This configuration cannot be built:\n${problems.map((p) => `- ${p}`).join('\n')}`,
        );
      }
    },
  };
}
