/**
 * One request to the service and what the checker makes of it: the answer checked against the
 * operation's documented responses, recorded as a `CallRecord`. The operation's own calls and the
 * behaviour probes (./auth.ts, ./paging.ts, ./idempotency.ts, ./negative.ts) all go through here.
 */
import type { Document, OperationEntry } from '../documents.ts';
import { type Knowledge, learn, operationName, type PlannedRequest } from './plan.ts';
import { type Credentials, describeFailure } from './session.ts';
import type { CallRecord, DriftKind, Family, Probe } from './types.ts';
import { mediaTypeOf, messageOf, type ResponseChecker } from './validate.ts';

export interface Context {
  document: Document;
  baseUrl: string;
  credentials: Credentials;
  checker: ResponseChecker;
  knowledge: Knowledge;
  timeoutMs: number;
  strict: boolean;
  /** The behaviour families to run (all but those skipped with `--skip`). */
  families: ReadonlySet<Family>;
}

/** What a probe changes in the planned request. */
export interface Variation {
  probe: Probe;
  /** Path and query instead of the planned ones. */
  target?: string;
  /** Headers set over the planned ones; an undefined value removes the header. */
  headers?: Record<string, string | undefined>;
  /** The body instead of the planned one (serialised as JSON unless a string). */
  body?: unknown;
  /** The bearer token to send instead of the credentials'; null sends none. */
  token?: string | null;
}

export interface Exchange {
  record: CallRecord;
  /** The answer's headers; null when there was no answer. */
  headers: Headers | null;
  /** The parsed JSON body, when the answer had one. */
  json: unknown;
}

function acceptHeader(entry: OperationEntry): string {
  const types = new Set<string>();
  for (const response of Object.values(entry.operation.responses ?? {})) {
    for (const type of Object.keys((response as { content?: object }).content ?? {}))
      types.add(type);
  }
  return [...types].join(', ') || '*/*';
}

/**
 * A public operation (`security: []`, or only empty requirements) is called without credentials,
 * as the portal calls it for a visitor who has not signed in (`getPlan` on the signup page).
 */
export function isPublic(entry: OperationEntry): boolean {
  const security = entry.operation.security;
  return security !== undefined && security.every((scheme) => Object.keys(scheme).length === 0);
}

/** Sends the planned request, or a probe's variation of it, and checks the answer. */
export async function send(
  context: Context,
  entry: OperationEntry,
  planned: PlannedRequest,
  variation?: Variation,
): Promise<Exchange> {
  const operation = operationName(entry);
  const target = variation?.target ?? planned.target;
  const request = `${entry.method.toUpperCase()} ${target}`;
  const headers = Object.fromEntries(
    Object.entries({
      Accept: acceptHeader(entry),
      ...planned.headers,
      ...variation?.headers,
    }).filter((header): header is [string, string] => header[1] !== undefined),
  );
  const token =
    variation?.token !== undefined
      ? variation.token
      : isPublic(entry)
        ? null
        : context.credentials.token;
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  if (token !== null && context.credentials.cookie) headers.Cookie = context.credentials.cookie;
  const body = variation && 'body' in variation ? variation.body : planned.body;
  const record: CallRecord = {
    operation,
    method: entry.method,
    path: entry.path,
    request,
    probe: variation?.probe ?? null,
    status: null,
    contentType: null,
    durationMs: 0,
    note: null,
    drifts: [],
    notes: [],
  };
  const started = performance.now();
  let response: Response;
  let bytes: Uint8Array;
  try {
    response = await fetch(context.baseUrl + target, {
      method: entry.method.toUpperCase(),
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(context.timeoutMs),
    });
    bytes = new Uint8Array(await response.arrayBuffer());
  } catch (cause) {
    record.durationMs = Math.round(performance.now() - started);
    record.drifts.push({
      kind: 'no-response',
      operation,
      request,
      contract: 'servers',
      expected: 'an HTTP answer',
      got: describeFailure(cause),
      pointer: '',
    });
    return { record, headers: null, json: undefined };
  }
  record.durationMs = Math.round(performance.now() - started);
  record.status = response.status;
  record.contentType = mediaTypeOf(response.headers.get('content-type'));

  const { findings, notes, json } = context.checker.check(
    entry.operation,
    { status: response.status, contentType: response.headers.get('content-type'), body: bytes },
    { strict: context.strict, codes: context.families.has('errors') },
  );
  for (const finding of findings) record.drifts.push({ operation, request, ...finding });
  for (const note of notes) record.notes.push({ operation, request, ...note });
  if (!response.ok && json !== undefined) record.note = messageOf(json);
  if (!variation && response.ok && json !== undefined) {
    learn(context.knowledge, context.document, entry, json);
  }
  return { record, headers: response.headers, json };
}

/** Records a behaviour drift on the probe's call. */
export function flag(
  exchange: Exchange,
  kind: DriftKind,
  contract: string,
  expected: string,
  got: string,
  pointer = '',
): void {
  const { record } = exchange;
  record.drifts.push({
    kind,
    operation: record.operation,
    request: record.request,
    contract,
    expected,
    got,
    pointer,
  });
}

/** `401`, or `401 (code authentication_failed)` when the body has a code: what a probe got. */
export function answered(exchange: Exchange): string {
  const status = exchange.record.status === null ? 'no answer' : String(exchange.record.status);
  const code = codeOf(exchange.json);
  return code === undefined ? status : `${status} (code ${code})`;
}

export function codeOf(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
  const code = (json as Record<string, unknown>).code;
  return typeof code === 'string' ? code : undefined;
}
