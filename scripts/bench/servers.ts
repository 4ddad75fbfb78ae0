/**
 * What the bench's pages talk to, in a process of their own: the portal's build with the mock
 * backend behind it (`serveDist` forwarding the services' paths), the floor's build, and the
 * billing provider's stand-in (`billingProviderHost.ts`).
 *
 * Not in the bench's own process, which runs Playwright's client: the DevTools messages of every
 * request, the pages' CPU profiles, Lighthouse's reports. Its event loop stood still for up to
 * 411 ms in one bench (96 ms at the 99.9th percentile of a 5 ms monitor). A CDN and the services
 * share nothing with the browser's driver. Measured (decision 013's amendment of 2026-12-01):
 * with the servers here, the portal's routes showed their content sooner, the floor's did not.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createMockHttpServer } from '../../mocks/server/createMockHttpServer.ts';
import { SERVICE_PREFIXES } from '../../mocks/servicePaths.ts';
import { serveBillingProvider } from './billingProviderHost.ts';
import { serveDist } from './staticServer.ts';

export interface BenchServers {
  /** The portal's build, its services' paths answered by the mock backend. */
  site: string;
  /** The floor's build. */
  floor: string;
  /** For `chromium.launch`: the billing provider's names resolved to its stand-in. */
  chromiumArgs: string[];
  close(): Promise<void>;
}

type Started = Omit<BenchServers, 'close'>;

/** tsx's loader (its package's one entry), which `--import` registers. */
const TSX_LOADER = import.meta.resolve('tsx');

/** Starts the servers in a child process, until `close`. */
export function startBenchServers(distDir: string, floorDir: string): Promise<BenchServers> {
  const child = fork(fileURLToPath(import.meta.url), [distDir, floorDir], {
    // TypeScript with the project's paths, as `npm run bench` runs (the bench, or a test, may run
    // with other flags of its own).
    execArgv: ['--import', TSX_LOADER],
    env: { ...process.env, BENCH_SERVERS_PROCESS: '1' },
  });
  let closing = false;
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      const why = `The bench's servers ended (${signal ?? `exit code ${code}`}).`;
      reject(new Error(why));
      // Every load after this would be refused: stop with the reason rather than measure nothing.
      if (!closing) {
        console.error(why);
        process.exit(1);
      }
    });
    child.once('message', (started: Started) =>
      resolve({
        ...started,
        close: () => {
          closing = true;
          child.send('close');
          return ended;
        },
      }),
    );
  });
}

/** In the child: serve until the bench says close, or is gone. */
async function serve(distDir: string, floorDir: string) {
  const mock = await createMockHttpServer({ port: 0 });
  const site = await serveDist(distDir, {
    prefixes: Object.values(SERVICE_PREFIXES),
    to: mock.url,
  });
  const floor = await serveDist(floorDir);
  // The billing provider's hosts are out of reach here: without its script the payment form would
  // report that it could not load, and download Sentry to send the report (decision 025).
  const billingProvider = await serveBillingProvider();
  const close = async () => {
    await Promise.all([billingProvider.close(), site.close(), floor.close(), mock.close()]);
    process.exit(0);
  };
  process.on('message', (message) => {
    if (message === 'close') void close();
  });
  process.on('disconnect', () => void close());
  process.send?.({
    site: site.url,
    floor: floor.url,
    chromiumArgs: billingProvider.chromiumArgs,
  } satisfies Started);
}

const [distArg, floorArg] = process.argv.slice(2);
if (process.env.BENCH_SERVERS_PROCESS && process.send && distArg && floorArg) {
  await serve(distArg, floorArg);
}
