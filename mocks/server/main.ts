/**
 * The mock backend on http://127.0.0.1:4010 (PORT overrides); `npm run mock:server` runs it under
 * ./watch.ts, which restarts it when mocks/ or sdk/ change. Its control endpoints ask for a token:
 * MOCK_CONTROL_TOKEN, or a new one printed here. See mocks/README.md for the endpoints and curl
 * examples.
 */
import { randomBytes } from 'node:crypto';
import { DEFAULT_PERSONA_ID } from '../personas/index.ts';
import { SERVICE_PREFIXES } from '../servicePaths.ts';
import { CONTROL_TOKEN_HEADER, GENERATED_TOKEN_VARIABLE } from './controlAccess.ts';
import { createMockHttpServer } from './createMockHttpServer.ts';

const port = Number(process.env.PORT ?? 4010);
// The watcher's own token is printed as a new one: nobody chose it.
const chosenToken =
  process.env[GENERATED_TOKEN_VARIABLE] === 'true' ? undefined : process.env.MOCK_CONTROL_TOKEN;
const controlToken =
  chosenToken || process.env.MOCK_CONTROL_TOKEN || randomBytes(16).toString('hex');
const server = await createMockHttpServer({ port, controlToken });

process.stdout.write(
  [
    `Mock backend listening on ${server.url}`,
    ...Object.entries(SERVICE_PREFIXES).map(
      ([service, prefix]) => `  ${service.padEnd(12)} ${server.url}${prefix}`,
    ),
    chosenToken
      ? `Control token: from MOCK_CONTROL_TOKEN (send it as ${CONTROL_TOKEN_HEADER})`
      : `Control token: ${controlToken} (send it as ${CONTROL_TOKEN_HEADER}; export MOCK_CONTROL_TOKEN=${controlToken})`,
    `Sign in:  curl -H "${CONTROL_TOKEN_HEADER}: $MOCK_CONTROL_TOKEN" '${server.url}${SERVICE_PREFIXES.account}/account/login?persona=${DEFAULT_PERSONA_ID}'`,
    `Personas: curl ${server.url}/__mock/personas`,
    `API reference: ${server.url}/docs/`,
    '',
  ].join('\n'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
