/**
 * `npm run mock:server`: the mock backend on http://127.0.0.1:4010 (PORT overrides). See
 * mocks/README.md for the endpoints and curl examples.
 */
import { DEFAULT_PERSONA_ID } from '../personas/index.ts';
import { SERVICE_PREFIXES } from '../servicePaths.ts';
import { createMockHttpServer } from './createMockHttpServer.ts';

const port = Number(process.env.PORT ?? 4010);
const server = await createMockHttpServer({ port });

process.stdout.write(
  [
    `Mock backend listening on ${server.url}`,
    ...Object.entries(SERVICE_PREFIXES).map(
      ([service, prefix]) => `  ${service.padEnd(12)} ${server.url}${prefix}`,
    ),
    `Sign in:  curl '${server.url}${SERVICE_PREFIXES.account}/account/login?persona=${DEFAULT_PERSONA_ID}'`,
    `Personas: curl ${server.url}/__mock/personas`,
    '',
  ].join('\n'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
