/**
 * `npm run contract:check -- --service NAME --base-url URL [--token T] [--write] [--report F]`:
 * checks a live service against its OpenAPI document. The logic is in scripts/contract/checker/;
 * docs/backend-teams.md explains the flags, reports and exit codes.
 */
import { writeFileSync } from 'node:fs';
import { parseCliArgs, USAGE } from './contract/checker/args.ts';
import { formatReport, textReport } from './contract/checker/report.ts';
import { checkService } from './contract/checker/run.ts';
import { SetupError } from './contract/checker/session.ts';

const EXIT_DRIFT = 1;
const EXIT_SETUP = 2;

async function main(): Promise<number> {
  const options = parseCliArgs(process.argv.slice(2), process.env);
  if (!options) {
    console.log(USAGE);
    return 0;
  }
  const result = await checkService(options.check);
  const report = formatReport(result, options.report);
  if (options.out) {
    writeFileSync(options.out, `${report}\n`);
    if (options.report !== 'text') console.log(textReport(result));
    console.log(`Report written to ${options.out}`);
  } else {
    console.log(report);
  }
  const reached = result.calls.some((call) => call.status !== null);
  if (result.calls.length > 0 && !reached) {
    console.error(`Nothing answered at ${result.baseUrl}: is the service running?`);
    return EXIT_SETUP;
  }
  return result.drifts.length > 0 ? EXIT_DRIFT : 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  if (error instanceof SetupError) {
    console.error(`contract:check: ${error.message}\n\n${USAGE}`);
  } else {
    console.error(error);
  }
  process.exitCode = EXIT_SETUP;
}
