import type { ServiceName } from '@/config/env.ts';

/**
 * One error type per kind of failure in the spec's error catalogue (section 8). Every error that
 * leaves the HTTP layer is a `RequestError`; screens turn it into words with `./errorMessages.ts`.
 */
export interface RequestContext {
  service: ServiceName;
  method: string;
  url: string;
}

export abstract class RequestError extends Error {
  abstract readonly kind: string;
  /**
   * Written out in every class, never derived (`new.target.name`): the minifier renames classes,
   * and error reports would say `_` where triage needs `ValidationError`.
   */
  abstract override readonly name: string;
  constructor(
    message: string,
    readonly context: RequestContext | null,
    readonly status: number | null = null,
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

/**
 * No complete response: offline, DNS, CORS, connection reset, or no answer (headers and body)
 * within the request timeout. `timedOut` tells the last apart: it took the whole limit to find
 * out, so it is not worth trying again behind the customer's back.
 */
export class NetworkError extends RequestError {
  override readonly name: string = 'NetworkError';
  readonly kind = 'network';
  readonly timedOut: boolean;
  constructor(context: RequestContext, cause: unknown, { timedOut = false } = {}) {
    // A DOMException (the timeout's, an abort's) is not an Error in every realm (jsdom's).
    const reason =
      cause instanceof Error || cause instanceof DOMException ? cause.message : String(cause);
    super(`Failed to ${context.method} ${context.url} — ${reason}`, context);
    this.cause = cause;
    this.timedOut = timedOut;
  }
}

/**
 * A request that needed a new access token while the sign-in service could not give one (it
 * failed, or did not answer in time). The session is not over (decision 016): like a lost
 * connection, the request may be tried again, and the refresh is retried in the background.
 */
export class SignInUnavailableError extends NetworkError {
  override readonly name = 'SignInUnavailableError';
  constructor(context: RequestContext) {
    super(context, new Error('The sign-in service could not be reached'));
  }
}

export class UnauthorizedError extends RequestError {
  override readonly name = 'UnauthorizedError';
  readonly kind = 'unauthorized';
}

export class ForbiddenError extends RequestError {
  override readonly name = 'ForbiddenError';
  readonly kind = 'forbidden';
}

/** Subscription service 404 about the coupon (`coupon_not_found`, or "Coupon with code"). */
export class CouponNotFoundError extends RequestError {
  override readonly name = 'CouponNotFoundError';
  readonly kind = 'couponNotFound';
}

/**
 * A subscription-service 404 about the account (`code: account_not_found`, or without a code any
 * other `ServiceError` 404): the account is missing and gets created.
 */
export class AccountNotFoundError extends RequestError {
  override readonly name = 'AccountNotFoundError';
  readonly kind = 'accountNotFound';
}

/** 400 with `type: transaction`: the billing provider refused (card declined ...). */
export class TransactionError extends RequestError {
  override readonly name = 'TransactionError';
  readonly kind = 'transaction';
}

/**
 * 400 with `type: validation` (subscription service), or field errors (account service, license
 * transfer). `fieldErrors` keeps the server's per-field messages, `nonFieldErrors` included.
 */
export class ValidationError extends RequestError {
  override readonly name = 'ValidationError';
  readonly kind = 'validation';
  constructor(
    message: string,
    context: RequestContext | null,
    status: number | null,
    body: unknown,
    readonly fieldErrors: Readonly<Record<string, readonly string[]>> = {},
  ) {
    super(message, context, status, body);
  }
}

/** The add-to-trial-journey call failed after a trial started. */
export class TrialJourneyError extends RequestError {
  override readonly name = 'TrialJourneyError';
  readonly kind = 'trialJourney';
}

/** Anything else: a 5xx, an unexpected status or body. Carries the server message if any. */
export class UnknownError extends RequestError {
  override readonly name = 'UnknownError';
  readonly kind = 'unknown';
}

export type PortalError =
  | NetworkError
  | UnauthorizedError
  | ForbiddenError
  | CouponNotFoundError
  | AccountNotFoundError
  | TransactionError
  | ValidationError
  | TrialJourneyError
  | UnknownError;

/** The `code` of an error body, when the service sends one. */
export function errorCodeOf(body: unknown): string | undefined {
  return typeof body === 'object' &&
    body !== null &&
    'code' in body &&
    typeof body.code === 'string'
    ? body.code
    : undefined;
}
