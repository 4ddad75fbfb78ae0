import type { ErrorEvent, EventHint } from '@sentry/core';
import { NetworkError, RequestError } from '@/api/errors.ts';
import { scrubText } from './scrub.ts';

/**
 * What a report says about a failed call: which call, and how it ended (its status and the
 * service's error code); never the text the service answered, which may quote anything the
 * customer typed or the service knows about them ("No card 4111… for Jane Doe, Main Street 1").
 */
export function describeRequestError(error: RequestError): string {
  const { context } = error;
  const call = context
    ? `${context.method} ${context.service} ${scrubText(new URL(context.url, 'https://service.invalid').pathname)}`
    : 'A call';
  if (error instanceof NetworkError) {
    return `${call} had no answer${error.timedOut ? ' in time' : ''}`;
  }
  const code = errorCodeOf(error.body);
  return `${call} answered ${error.status ?? 'with no status'}${code ? ` (${code})` : ''}`;
}

/** A service's error code, when it looks like one (`account_not_found`), never a sentence. */
function errorCodeOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('code' in body)) return undefined;
  const { code } = body;
  return typeof code === 'string' && /^[A-Za-z][\w.-]{0,63}$/.test(code) ? code : undefined;
}

/** The reported error and its causes, outermost first. */
function chainOf(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let next = error; next instanceof Error && !chain.includes(next); next = next.cause) {
    chain.push(next);
  }
  return chain;
}

/**
 * `event` with the message of every request error in it (the reported one and its causes) told by
 * `describeRequestError` instead. Sentry lists the causes first: the outermost error is last.
 */
export function withoutServerText(event: ErrorEvent, hint: EventHint): ErrorEvent {
  const values = event.exception?.values;
  if (!values) return event;
  const chain = chainOf(hint.originalException);
  return {
    ...event,
    exception: {
      ...event.exception,
      values: values.map((value, index) => {
        const error = chain[values.length - 1 - index];
        return error instanceof RequestError && value.type === error.name
          ? { ...value, value: describeRequestError(error) }
          : value;
      }),
    },
  };
}
