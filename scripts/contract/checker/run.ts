/**
 * `checkService`: exercises one service's operations against a live server and collects every
 * drift from its document. The CLI (scripts/contract-check.ts) and the tests both call this.
 */
import {
  type Document,
  isProtected,
  loadDocument,
  type OperationEntry,
  operationsOf,
  type Service,
} from '../documents.ts';
import { probeAuthentication } from './auth.ts';
import { checkEmbeddedAnswers } from './embedded.ts';
import { type Context, type Exchange, send } from './exchange.ts';
import { probeKeyLength, probeReplay } from './idempotency.ts';
import { probeNegative } from './negative.ts';
import { checkPaging, type PagedList, pagedList } from './paging.ts';
import {
  newKnowledge,
  operationName,
  orderOperations,
  planRequest,
  type PlannedRequest,
} from './plan.ts';
import { SCENARIOS } from './scenarios.ts';
import { type Credentials, DEFAULT_PERSONA, signInToMock } from './session.ts';
import {
  type CallRecord,
  type CheckResult,
  FAMILIES,
  type Family,
  type SkippedOperation,
} from './types.ts';
import { createResponseChecker, type ResponseChecker } from './validate.ts';

export interface CheckOptions {
  service: Service;
  /** The service's base URL, e.g. `http://127.0.0.1:4010/subscription-api`. */
  baseUrl: string;
  /** Bearer access token. Without one the checker signs in to the mock server as `persona`. */
  token?: string;
  /** The signed-in user's id, for `{userId}` path parameters. */
  userId?: string;
  /** Cookie header to send (e.g. the account service's refresh cookie). */
  cookie?: string;
  /** Also run the state-changing operations (POST, PUT, PATCH, DELETE). */
  write?: boolean;
  /** Mock persona to sign in as when no token is given. */
  persona?: string;
  /** Per-request timeout. */
  timeoutMs?: number;
  /** The complete proposal is the contract: an absent proposed or an extra property drifts. */
  strict?: boolean;
  /** Behaviour families not to run (`--skip`). */
  skip?: readonly Family[];
  /** The document to check against (default: openapi/<service>.yaml). */
  document?: Document;
}

/** The caller's token and user id, or, without a token, a fresh sign-in to the mock server. */
async function credentialsFor(options: CheckOptions): Promise<Credentials> {
  if (!options.token) {
    const session = await signInToMock(options.baseUrl, options.persona ?? DEFAULT_PERSONA);
    return {
      token: session.token,
      cookie: options.cookie ?? session.cookie,
      userId: options.userId ?? session.userId,
    };
  }
  return { token: options.token, cookie: options.cookie ?? null, userId: options.userId };
}

// A process reads each document and compiles its schemas once (the tests check many times).
const loaded = new Map<Service, Promise<Document>>();
const checkers = new WeakMap<Document, ResponseChecker>();

function checkerFor(document: Document): ResponseChecker {
  let checker = checkers.get(document);
  if (!checker) {
    checker = createResponseChecker(document);
    checkers.set(document, checker);
  }
  return checker;
}

/**
 * Whether an answer came from the operation's own logic (a success or a 400 refusal), not from
 * what stops every request to it (no account, an outage): only then do its probes tell anything.
 */
function reachedLogic(status: number): boolean {
  return (status >= 200 && status < 300) || status === 400;
}

export async function checkService(options: CheckOptions): Promise<CheckResult> {
  let document = options.document;
  if (!document) {
    const loading = loaded.get(options.service) ?? loadDocument(options.service);
    loaded.set(options.service, loading);
    document = await loading;
  }
  const entries = operationsOf(document);
  const credentials = await credentialsFor(options);
  const skippedFamilies = FAMILIES.filter((family) => options.skip?.includes(family));
  const families = new Set(FAMILIES.filter((family) => !skippedFamilies.includes(family)));
  const context: Context = {
    document,
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    credentials,
    checker: checkerFor(document),
    knowledge: newKnowledge(credentials.userId),
    timeoutMs: options.timeoutMs ?? 10_000,
    strict: options.strict ?? false,
    families,
  };
  const scenario = SCENARIOS[options.service];
  const { reads, writes } = orderOperations(entries, scenario.writeOrder);
  const calls: CallRecord[] = [];
  const skipped: SkippedOperation[] = [];
  const record = (exchanges: readonly Exchange[]): void => {
    calls.push(...exchanges.map((exchange) => exchange.record));
  };
  const plan = (entry: OperationEntry): PlannedRequest | undefined => {
    const planned = planRequest(
      document,
      entry,
      context.knowledge,
      scenario.bodies?.[operationName(entry)],
    );
    if ('skip' in planned) {
      skipped.push({
        operation: operationName(entry),
        method: entry.method,
        path: entry.path,
        reason: planned.skip,
      });
      return undefined;
    }
    return planned.request;
  };

  // The reads as the portal makes them, then what each read is probed with. Authentication comes
  // before anything else, so every read is probed for it; paging and negative requests only where
  // the read itself was answered (a 404 for a missing account would answer them all alike).
  const reached = new Map<OperationEntry, PlannedRequest>();
  const paged: PagedList[] = [];
  const answers = new Map<string, Exchange>();
  for (const entry of reads) {
    const request = plan(entry);
    if (!request) continue;
    const exchange = await send(context, entry, request);
    const { record: own } = exchange;
    calls.push(own);
    answers.set(operationName(entry), exchange);
    if (own.status === null) continue;
    if (families.has('auth')) record(await probeAuthentication(context, entry, request));
    if (reachedLogic(own.status)) reached.set(entry, request);
    const list = own.status === 200 ? pagedList(context, entry, request) : undefined;
    if (list) paged.push(list);
  }
  if (families.has('paging')) record(await checkPaging(context, paged, skipped));
  if (families.has('proposals')) {
    record(await checkEmbeddedAnswers(context, entries, answers, skipped));
  }
  if (families.has('negative')) {
    for (const [entry, request] of reached) record(await probeNegative(context, entry, request));
  }

  // Too long a key before each write (a correct service refuses it and acts on nothing), the write,
  // its replay and reused key; then, where the write was answered, its negative requests, each
  // with a key of its own.
  for (const entry of writes) {
    if (!options.write) {
      skipped.push({
        operation: operationName(entry),
        method: entry.method,
        path: entry.path,
        reason: 'changes state: run with --write',
      });
      continue;
    }
    const request = plan(entry);
    if (!request) continue;
    if (families.has('idempotency')) record(await probeKeyLength(context, entry, request, skipped));
    const first = await send(context, entry, request);
    record([first]);
    if (families.has('idempotency')) {
      record(await probeReplay(context, entry, request, first, skipped));
    }
    const { status } = first.record;
    if (families.has('negative') && status !== null && reachedLogic(status)) {
      record(await probeNegative(context, entry, request));
    }
  }

  const protectedOperations = new Set(
    entries.filter((entry) => isProtected(document, entry.operation)).map(operationName),
  );
  const answeredWithCredentials = calls.filter(
    (call) =>
      call.probe === null && call.status !== null && protectedOperations.has(call.operation),
  );
  return {
    service: options.service,
    baseUrl: context.baseUrl,
    write: options.write ?? false,
    strict: context.strict,
    skippedFamilies,
    calls,
    skipped,
    drifts: calls.flatMap((call) => call.drifts),
    notes: calls.flatMap((call) => call.notes),
    credentialsRefused:
      answeredWithCredentials.length > 0 &&
      answeredWithCredentials.every((call) => call.status === 401 || call.status === 403),
  };
}
