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
import {
  learn,
  newKnowledge,
  operationName,
  orderOperations,
  planRequest,
  type Knowledge,
  type PlannedRequest,
} from './plan.ts';
import { SCENARIOS } from './scenarios.ts';
import { type Credentials, DEFAULT_PERSONA, describeFailure, signInToMock } from './session.ts';
import type { CallRecord, CheckResult, Drift, SkippedOperation } from './types.ts';
import { createResponseChecker, mediaTypeOf, messageOf, type ResponseChecker } from './validate.ts';

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
  /** The document to check against (default: openapi/<service>.yaml). */
  document?: Document;
}

interface Context {
  document: Document;
  baseUrl: string;
  credentials: Credentials;
  checker: ResponseChecker;
  knowledge: Knowledge;
  timeoutMs: number;
  strict: boolean;
}

function acceptHeader(entry: OperationEntry): string {
  const types = new Set<string>();
  for (const response of Object.values(entry.operation.responses ?? {})) {
    for (const type of Object.keys((response as { content?: object }).content ?? {}))
      types.add(type);
  }
  return [...types].join(', ') || '*/*';
}

async function send(
  context: Context,
  entry: OperationEntry,
  planned: PlannedRequest,
  authenticated: boolean,
): Promise<CallRecord> {
  const operation = operationName(entry);
  const request = `${entry.method.toUpperCase()} ${planned.target}`;
  const headers: Record<string, string> = { Accept: acceptHeader(entry), ...planned.headers };
  if (authenticated) {
    headers.Authorization = `Bearer ${context.credentials.token}`;
    if (context.credentials.cookie) headers.Cookie = context.credentials.cookie;
  }
  const record: CallRecord = {
    operation,
    method: entry.method,
    path: entry.path,
    request,
    purpose: authenticated ? 'call' : 'unauthenticated-probe',
    status: null,
    contentType: null,
    durationMs: 0,
    note: null,
    drifts: [],
    notes: [],
  };
  const drift = (finding: Omit<Drift, 'operation' | 'request'>): void => {
    record.drifts.push({ operation, request, ...finding });
  };
  const started = performance.now();
  let response: Response;
  let body: Uint8Array;
  try {
    response = await fetch(context.baseUrl + planned.target, {
      method: entry.method.toUpperCase(),
      headers,
      body: planned.body === undefined ? undefined : JSON.stringify(planned.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(context.timeoutMs),
    });
    body = new Uint8Array(await response.arrayBuffer());
  } catch (cause) {
    record.durationMs = Math.round(performance.now() - started);
    drift({
      kind: 'no-response',
      expected: 'an HTTP answer',
      got: describeFailure(cause),
      pointer: '',
    });
    return record;
  }
  record.durationMs = Math.round(performance.now() - started);
  record.status = response.status;
  record.contentType = mediaTypeOf(response.headers.get('content-type'));

  if (!authenticated && response.ok) {
    drift({
      kind: 'unauthenticated-access',
      expected: '401 without a token (the operation is protected)',
      got: String(response.status),
      pointer: '',
    });
    return record;
  }
  const { findings, notes, json } = context.checker.check(
    entry.operation,
    { status: response.status, contentType: response.headers.get('content-type'), body },
    context.strict,
  );
  for (const finding of findings) drift(finding);
  for (const note of notes) record.notes.push({ operation, request, ...note });
  if (!response.ok && json !== undefined) record.note = messageOf(json);
  if (authenticated && response.ok && json !== undefined) {
    learn(context.knowledge, context.document, entry, json);
  }
  return record;
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

export async function checkService(options: CheckOptions): Promise<CheckResult> {
  let document = options.document;
  if (!document) {
    const loading = loaded.get(options.service) ?? loadDocument(options.service);
    loaded.set(options.service, loading);
    document = await loading;
  }
  const entries = operationsOf(document);
  const credentials = await credentialsFor(options);
  const context: Context = {
    document,
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    credentials,
    checker: checkerFor(document),
    knowledge: newKnowledge(credentials.userId),
    timeoutMs: options.timeoutMs ?? 10_000,
    strict: options.strict ?? false,
  };
  const scenario = SCENARIOS[options.service];
  const { reads, writes } = orderOperations(entries, scenario.writeOrder);
  const calls: CallRecord[] = [];
  const skipped: SkippedOperation[] = [];
  const skip = (entry: OperationEntry, reason: string): void => {
    skipped.push({
      operation: operationName(entry),
      method: entry.method,
      path: entry.path,
      reason,
    });
  };

  const run = async (entry: OperationEntry): Promise<void> => {
    const planned = planRequest(
      document,
      entry,
      context.knowledge,
      scenario.bodies?.[operationName(entry)],
    );
    if ('skip' in planned) skip(entry, planned.skip);
    else calls.push(await send(context, entry, planned.request, true));
  };

  for (const entry of reads) await run(entry);

  // One protected read without credentials: it must be refused, in the documented error shape.
  const probe = reads.find((entry) => isProtected(document, entry.operation));
  if (probe) {
    const planned = planRequest(document, probe, context.knowledge);
    if ('request' in planned) calls.push(await send(context, probe, planned.request, false));
  }

  for (const entry of writes) {
    if (options.write) await run(entry);
    else skip(entry, 'changes state: run with --write');
  }

  const protectedOperations = new Set(
    entries.filter((entry) => isProtected(document, entry.operation)).map(operationName),
  );
  const answeredWithCredentials = calls.filter(
    (call) =>
      call.purpose === 'call' && call.status !== null && protectedOperations.has(call.operation),
  );
  return {
    service: options.service,
    baseUrl: context.baseUrl,
    write: options.write ?? false,
    strict: context.strict,
    calls,
    skipped,
    drifts: calls.flatMap((call) => call.drifts),
    notes: calls.flatMap((call) => call.notes),
    credentialsRefused:
      answeredWithCredentials.length > 0 &&
      answeredWithCredentials.every((call) => call.status === 401 || call.status === 403),
  };
}
