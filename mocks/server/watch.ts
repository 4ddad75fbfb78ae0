/**
 * `npm run mock:server`: the mock server (./main.ts) restarted whenever `mocks/` or `sdk/` changes,
 * on the same port with the same control token, so a new persona or handler is answered without a
 * manual restart. The state starts afresh at each restart, as at the first start.
 *
 * The token is made here once (or taken from MOCK_CONTROL_TOKEN) and handed to every run: a token
 * that changed at each save would lock out whoever is using the server.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { GENERATED_TOKEN_VARIABLE } from './controlAccess.ts';

const tsx = fileURLToPath(import.meta.resolve('tsx/cli'));
const chosenToken = process.env.MOCK_CONTROL_TOKEN;

const server = spawn(
  process.execPath,
  [
    tsx,
    'watch',
    '--clear-screen=false',
    '--include=mocks/**/*',
    '--include=sdk/**/*',
    '--exclude=mocks/**/*.test.ts',
    fileURLToPath(new URL('./main.ts', import.meta.url)),
  ],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      MOCK_CONTROL_TOKEN: chosenToken || randomBytes(16).toString('hex'),
      ...(chosenToken ? {} : { [GENERATED_TOKEN_VARIABLE]: 'true' }),
    },
  },
);

// Ctrl+C reaches tsx too (same process group); this only waits for it to finish.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => undefined);
server.on('exit', (code) => process.exit(code ?? 0));
