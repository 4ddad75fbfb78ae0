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
  constructor(
    message: string,
    readonly context: RequestContext | null,
    readonly status: number | null = null,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/**
 * No complete response: offline, DNS, CORS, connection reset, or no answer (headers and body)
 * within the request timeout. `timedOut` tells the last apart: it took the whole limit to find
 * out, so it is not worth trying again behind the customer's back.
 */
export class NetworkError extends RequestError {
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

export class UnauthorizedError extends RequestError {
  readonly kind = 'unauthorized';
}

export class ForbiddenError extends RequestError {
  readonly kind = 'forbidden';
}

/** Subscription service 404 whose message mentions "Coupon with code". */
export class CouponNotFoundError extends RequestError {
  readonly kind = 'couponNotFound';
}

/** Any other subscription-service 404: the account is missing and gets created. */
export class AccountNotFoundError extends RequestError {
  readonly kind = 'accountNotFound';
}

/** 400 with `type: transaction`: the billing provider refused (card declined ...). */
export class TransactionError extends RequestError {
  readonly kind = 'transaction';
}

/**
 * 400 with `type: validation` (subscription service), or field errors (account service, license
 * transfer). `fieldErrors` keeps the server's per-field messages, `nonFieldErrors` included.
 */
export class ValidationError extends RequestError {
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
  readonly kind = 'trialJourney';
}

/** Anything else: a 5xx, an unexpected status or body. Carries the server message if any. */
export class UnknownError extends RequestError {
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
