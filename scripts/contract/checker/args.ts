/** The command line of `npm run contract:check`, parsed into `CheckOptions`. */
import { parseArgs } from 'node:util';
import { type Service, SERVICES } from '../documents.ts';
import { REPORT_FORMATS, type ReportFormat } from './report.ts';
import type { CheckOptions } from './run.ts';
import { DEFAULT_PERSONA, SetupError } from './session.ts';
import { FAMILIES, type Family } from './types.ts';

export const USAGE = `Usage: npm run contract:check -- --service NAME --base-url URL [options]

Exercises a live service against its OpenAPI document (openapi/NAME.yaml) and reports every drift.

  --service NAME      ${SERVICES.join(' | ')}
  --base-url URL      the service's base URL, e.g. http://127.0.0.1:4010/subscription-api
  --token TOKEN       bearer access token (or env CONTRACT_CHECK_TOKEN); without one the checker
                      signs in to the mock server as --persona
  --user-id ID        the token's user id, for {userId} in paths (never guessed; without
                      --token the mock sign-in gives it)
  --cookie COOKIE     Cookie header to send, e.g. "refresh_token=..." for the token refresh
  --write             also run state-changing operations (POST, PUT, PATCH, DELETE)
  --strict            hold answers to the complete proposal: an absent x-proposed property or a
                      property the document does not list is a drift, not a note
  --skip FAMILIES     behaviour checks to leave out, comma-separated: ${FAMILIES.join(',')}
  --report FORMAT     text (default) | json | junit
  --out FILE          write the report to FILE; a text summary still goes to stdout
  --persona ID        mock persona to sign in as without a token (default ${DEFAULT_PERSONA})
  --timeout MS        per-request timeout in milliseconds (default 10000)
  --help              this text

Exit codes: 0 no drift (notes do not count), 1 drift found, 2 wrong flags or the check could not run.`;

export interface CliOptions {
  check: CheckOptions;
  report: ReportFormat;
  out: string | undefined;
}

const isService = (value: string): value is Service =>
  (SERVICES as readonly string[]).includes(value);
const isFormat = (value: string): value is ReportFormat =>
  (REPORT_FORMATS as readonly string[]).includes(value);
const isFamily = (value: string): value is Family =>
  (FAMILIES as readonly string[]).includes(value);

/** Parses the arguments; returns null for --help, throws SetupError for wrong flags. */
export function parseCliArgs(argv: readonly string[], env: NodeJS.ProcessEnv): CliOptions | null {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      options: {
        service: { type: 'string' },
        'base-url': { type: 'string' },
        token: { type: 'string' },
        'user-id': { type: 'string' },
        cookie: { type: 'string' },
        write: { type: 'boolean', default: false },
        strict: { type: 'boolean', default: false },
        skip: { type: 'string', default: '' },
        report: { type: 'string', default: 'text' },
        out: { type: 'string' },
        persona: { type: 'string', default: DEFAULT_PERSONA },
        timeout: { type: 'string', default: '10000' },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    throw new SetupError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) return null;
  const problems: string[] = [];
  const service = values.service ?? '';
  if (!isService(service)) problems.push(`--service must be one of ${SERVICES.join(', ')}`);
  const baseUrl = values['base-url'] ?? '';
  if (!URL.canParse(baseUrl)) problems.push('--base-url must be an absolute URL');
  if (!isFormat(values.report))
    problems.push(`--report must be one of ${REPORT_FORMATS.join(', ')}`);
  const skip = values.skip
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknownFamilies = skip.filter((name) => !isFamily(name));
  if (unknownFamilies.length > 0) {
    problems.push(`--skip takes ${FAMILIES.join(', ')}; not ${unknownFamilies.join(', ')}`);
  }
  const timeoutMs = Number(values.timeout);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0)
    problems.push('--timeout must be a positive number of milliseconds');
  if (problems.length > 0 || !isService(service) || !isFormat(values.report)) {
    throw new SetupError(problems.join('\n'));
  }
  return {
    check: {
      service,
      baseUrl,
      token: values.token ?? (env.CONTRACT_CHECK_TOKEN || undefined),
      userId: values['user-id'],
      cookie: values.cookie,
      write: values.write,
      strict: values.strict,
      skip: skip.filter(isFamily),
      persona: values.persona,
      timeoutMs,
    },
    report: values.report,
    out: values.out,
  };
}
