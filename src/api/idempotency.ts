import { NetworkError, RequestError } from './errors.ts';

/**
 * The `Idempotency-Key` of subscribing, of saving a payment method and of paying an invoice (the
 * subscription document's `IdempotencyKey`). One key per attempt of the customer; the same key
 * again only when the same request (same body) is sent again after its outcome stayed unknown: no
 * answer, a timeout or a 5xx, after which the service may have acted. The service then answers the first answer instead
 * of acting twice. Any other answer closes the attempt: a retry after it is a new attempt.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export type IdempotencyHeaders = { [IDEMPOTENCY_KEY_HEADER]: string };

/** Whether the service may have acted although the portal did not learn how it ended. */
export function outcomeUnknown(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  return error instanceof RequestError && error.status !== null && error.status >= 500;
}

export type IdempotentSend = <Result>(
  body: unknown,
  call: (headers: IdempotencyHeaders) => Promise<Result>,
) => Promise<Result>;

/**
 * Sends a write with its attempt's key: the open attempt's key when `body` is that attempt's
 * request, a new key otherwise. One per form or flow (its retries share it).
 */
export function idempotentSender(
  newKey: () => string = () => globalThis.crypto.randomUUID(),
): IdempotentSend {
  let open: { body: string; key: string } | null = null;
  return async (body, call) => {
    const request = JSON.stringify(body);
    const key = open?.body === request ? open.key : newKey();
    open = { body: request, key };
    try {
      const result = await call({ [IDEMPOTENCY_KEY_HEADER]: key });
      open = null;
      return result;
    } catch (error) {
      if (!outcomeUnknown(error)) open = null;
      throw error;
    }
  };
}
