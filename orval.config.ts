import { defineConfig, type Options } from 'orval';
import { SERVICE_PREFIXES } from './mocks/servicePaths.ts';

/**
 * One orval project per OpenAPI document (`npm run generate` runs them all). Each gets the
 * react-query hooks and queryOptions factories, its models, and MSW handlers with data from the
 * documents' examples, all written to sdk/<service>/ (generated, git-ignored).
 *
 * The hooks call the service's mutator in src/api/mutators.ts, so every request goes through the
 * one HTTP layer. The MSW handlers match `*<mock path>`, the path each service has in mock mode
 * (mocks/servicePaths.ts), on any origin: the browser, node and the mock server.
 */
/**
 * Where orval writes: scripts/generate.ts points it at a staging folder beside sdk/ and swaps it
 * in only when everything generated, so a failed run leaves the last good sdk/ in place.
 */
const OUT = process.env.SDK_OUT_DIR ?? 'sdk';

const service = (name: string, mutator: string, mockPath: string): Options => ({
  input: { target: `./openapi/${name}.yaml` },
  output: {
    mode: 'split',
    target: `./${OUT}/${name}/${name}.ts`,
    schemas: `./${OUT}/${name}/model`,
    client: 'react-query',
    httpClient: 'fetch',
    clean: true,
    // Path and query values are user input (a coupon code can contain "/" or "?"): encode them.
    urlEncodeParameters: true,
    mock: {
      generators: [{ type: 'msw', baseUrl: `*${mockPath}`, useExamples: true, delay: false }],
    },
    override: {
      mutator: { path: './src/api/mutators.ts', name: mutator },
      fetch: { includeHttpResponseReturnType: false },
      query: { shouldExportKeys: true },
    },
  },
});

export default defineConfig({
  account: service('account', 'accountRequest', SERVICE_PREFIXES.account),
  subscription: service('subscription', 'subscriptionRequest', SERVICE_PREFIXES.subscription),
  license: service('license', 'licenseRequest', SERVICE_PREFIXES.license),
  shop: service('shop', 'shopRequest', SERVICE_PREFIXES.shop),
});
