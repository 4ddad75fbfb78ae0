/**
 * `npm run mock:server`: the mock backend on http://127.0.0.1:4010 (PORT overrides). See
 * mocks/README.md for the endpoints and curl examples.
 */
import { DEFAULT_PERSONA_ID } from '../personas/index.ts';
import { createMockHttpServer } from './createMockHttpServer.ts';

const port = Number(process.env.PORT ?? 4010);
const server = await createMockHttpServer({ port });

process.stdout.write(
  [
    `Mock backend listening on ${server.url}`,
    `  account      ${server.url}/auth`,
    `  subscription ${server.url}/subscription-api`,
    `  license      ${server.url}/license-api`,
    `  shop         ${server.url}/shop/api`,
    `Sign in:  curl '${server.url}/auth/account/login?persona=${DEFAULT_PERSONA_ID}'`,
    `Personas: curl ${server.url}/__mock/personas`,
    '',
  ].join('\n'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
