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

async function main(argv: readonly string[]): Promise<number> {
  let options;
  try {
    options = parseCliArgs(argv, process.env);
  } catch (error) {
    if (!(error instanceof SetupError)) throw error;
    console.error(`contract:check: ${error.message}\n\n${USAGE}`);
    return EXIT_SETUP;
  }
  if (!options) {
    console.log(USAGE);
    return 0;
  }
  const result = await checkService(options.check);
  if (result.calls.length > 0 && result.calls.every((call) => call.status === null)) {
    const reason = result.drifts[0]?.got ?? 'no answer';
    console.error(
      `contract:check: nothing answered at ${result.baseUrl} (${reason}): is it running?`,
    );
    return EXIT_SETUP;
  }
  if (result.credentialsRefused) {
    const statuses = [...new Set(result.calls.map((call) => call.status).filter(Boolean))];
    console.error(
      `contract:check: ${result.baseUrl} refused every call with these credentials ` +
        `(${statuses.join(', ')}): the token is invalid or has expired, or --user-id is not ` +
        'its user. No answer was checked; sign in again and pass the new --token.',
    );
    return EXIT_SETUP;
  }
  const report = formatReport(result, options.report);
  if (options.out) {
    writeFileSync(options.out, `${report}\n`);
    // The terminal always gets the text summary, whatever format went to the file.
    console.log(textReport(result));
    console.log(`Report written to ${options.out}`);
  } else {
    console.log(report);
  }
  return result.drifts.length > 0 ? EXIT_DRIFT : 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  // A check that cannot start (no server, no way to sign in) is not a drift.
  console.error(`contract:check: ${error instanceof SetupError ? error.message : String(error)}`);
  if (!(error instanceof SetupError)) console.error(error);
  process.exitCode = EXIT_SETUP;
}
