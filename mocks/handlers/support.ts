/**
 * What every stateful handler shares: the error bodies each document defines, answering with a
 * status the generated factory does not know, authentication, and request-body validation.
 *
 * The generated `get<Op>MockHandler(resolver)` factories answer the operation's success status with
 * whatever the resolver returns. For anything else a resolver throws a Response: MSW uses a thrown
 * Response as the mocked response, which keeps the URL and method tied to the generated handler.
 */
import { HttpResponse, type JsonBodyType } from 'msw';
import type { z } from 'zod';
import { checkAccessToken } from '../auth/session.ts';
import { mockNow } from '../clock.ts';
import { db } from '../db/collections.ts';
import type { UserRecord } from '../db/schema.ts';
import { stateSettled } from '../db/state.ts';
import type { PersonaId } from '../personas/index.ts';
import type { Service } from '../servicePaths.ts';
import {
  type AccountFieldErrorCode,
  errorCode,
  serviceErrorCode,
  transferRefusalCode,
} from './errorCodes.ts';

const SUBSCRIPTION_ERROR_TYPES = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  500: 'server',
} as const;

type ErrorStatus = keyof typeof SUBSCRIPTION_ERROR_TYPES;

/** Ends the handler with this response. */
export function respondWith(response: Response): never {
  throw response;
}

/**
 * A 401, 403, 404 or 500 in the service's error shape: `ServiceError` for the subscription
 * service, Django REST framework's `{detail}` for the others.
 */
export function fail(service: Service, status: ErrorStatus, message: string): never {
  const body =
    service === 'subscription'
      ? {
          message,
          type: SUBSCRIPTION_ERROR_TYPES[status],
          code: serviceErrorCode(status, message),
        }
      : { detail: message, code: errorCode(status, message) };
  return respondWith(HttpResponse.json(body, { status }));
}

/** A subscription-service 400: a refused business rule, or a payment failure. */
export function refuse(message: string, type: 'validation' | 'transaction' = 'validation'): never {
  const code = serviceErrorCode(400, message, type);
  return respondWith(HttpResponse.json({ message, type, code }, { status: 400 }));
}

/**
 * An account-service 400: messages per field (`nonFieldErrors` for the request as a whole), and
 * the code of a field's messages where the document gives one (`codes`, proposed).
 */
export function refuseFields(
  errors: Record<string, string[]>,
  codes?: Record<string, AccountFieldErrorCode>,
): never {
  return respondWith(HttpResponse.json(codes ? { ...errors, codes } : errors, { status: 400 }));
}

/** A license-service 400: the reason is shown to the user as is. */
export function refuseLicense(reason: string): never {
  const code = transferRefusalCode(reason);
  return respondWith(HttpResponse.json({ errors: { reason }, code }, { status: 400 }));
}

/** A success whose status the generated factory does not use (e.g. 202). */
export function respondJson(body: JsonBodyType, status: number): never {
  return respondWith(HttpResponse.json(body, { status }));
}

export interface Caller {
  personaId: PersonaId;
  userId: number;
  user: UserRecord;
}

/**
 * The signed-in caller of a protected operation. Fails with 401 without a live token, and with 403
 * when the path names another user.
 */
export async function authorize(
  service: Service,
  request: Request,
  pathUserId?: string | readonly string[],
): Promise<Caller> {
  await stateSettled();
  const token = checkAccessToken(request);
  if (token.kind === 'missing') {
    fail(service, 401, 'Authentication credentials were not provided.');
  }
  if (token.kind === 'invalid') fail(service, 401, 'Invalid or expired access token');
  const { personaId, userId } = token.grant;
  if (pathUserId !== undefined && String(pathUserId) !== String(userId)) {
    fail(
      service,
      403,
      service === 'subscription'
        ? `You do not have permission to access account ${String(pathUserId)}`
        : 'You do not have permission to perform this action.',
    );
  }
  const user = db.users.findFirst((q) => q.where({ userId }));
  if (!user) return fail(service, 401, 'Invalid or expired access token');
  return { personaId, userId, user };
}

type BodyProblems = { path: string; message: string }[];

type Parsed<Schema extends z.ZodType> = { data: z.output<Schema> } | { problems: BodyProblems };

/** Validates a request's values: the data, or what is wrong with them. */
function validate<Schema extends z.ZodType>(value: unknown, schema: Schema): Parsed<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return { data: result.data };
  return {
    problems: result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message:
        issue.code === 'invalid_type' && issue.input === undefined
          ? 'This field is required.'
          : issue.message,
    })),
  };
}

/** Reads the JSON body and validates it: the data, or what is wrong with it. */
async function parseBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<Parsed<Schema>> {
  let json: unknown;
  try {
    json = await request.clone().json();
  } catch {
    return { problems: [{ path: '', message: 'The request body is not valid JSON.' }] };
  }
  return validate(json, schema);
}

/** The data, or a subscription-service 400 validation error naming the first problem. */
function subscriptionData<Schema extends z.ZodType>(parsed: Parsed<Schema>): z.output<Schema> {
  if ('data' in parsed) return parsed.data;
  const first = parsed.problems[0];
  return refuse(first?.path ? `${first.path}: ${first.message}` : (first?.message ?? 'Invalid'));
}

/** The request body of a subscription-service call; a 400 validation error when it is invalid. */
export async function subscriptionBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<z.output<Schema>> {
  return subscriptionData(await parseBody(request, schema));
}

/** The query parameters of a subscription-service call; a 400 validation error when invalid. */
export function subscriptionQuery<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): z.output<Schema> {
  return subscriptionData(validate(Object.fromEntries(new URL(request.url).searchParams), schema));
}

/**
 * The request body of an account-service call; 400 with field errors when it is invalid. When the
 * operation's error schema names its fields (`errorFields`), problems with any other field are
 * reported under `nonFieldErrors`, so the body still matches that schema.
 */
export async function accountBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  errorFields?: readonly string[],
): Promise<z.output<Schema>> {
  const parsed = await parseBody(request, schema);
  if ('data' in parsed) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const { path, message } of parsed.problems) {
    const field = path.split('.')[0] || 'nonFieldErrors';
    const known = !errorFields || errorFields.includes(field);
    (errors[known ? field : 'nonFieldErrors'] ??= []).push(
      known ? message : `${field}: ${message}`,
    );
  }
  return refuseFields(errors);
}

/** The request body of a license-service call; 400 with a reason when it is invalid. */
export async function licenseBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<z.output<Schema>> {
  const parsed = await parseBody(request, schema);
  if ('data' in parsed) return parsed.data;
  const first = parsed.problems[0];
  return refuseLicense(
    first?.path ? `${first.path}: ${first.message}` : (first?.message ?? 'Invalid'),
  );
}

/** Now on the mock clock (../clock.ts), as the documents write date-times (whole seconds, UTC). */
export function nowIso(): string {
  return isoSeconds(new Date(mockNow()));
}

export function isoSeconds(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function randomId(prefix: string): string {
  return `${prefix}_${globalThis.crypto.randomUUID().replace(/-/g, '').slice(0, 10)}`;
}

/** The record without its server-only fields, for a response body. */
export function omit<Value extends object, Key extends keyof Value>(
  record: Value,
  ...keys: Key[]
): Omit<Value, Key> {
  const dropped = new Set<PropertyKey>(keys);
  // Object.fromEntries loses the type; the filter is exactly the `Omit`.
  return Object.fromEntries(Object.entries(record).filter(([key]) => !dropped.has(key))) as Omit<
    Value,
    Key
  >;
}
