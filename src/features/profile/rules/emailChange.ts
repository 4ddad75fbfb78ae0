import { RequestError } from '@/api/errors.ts';
import { MESSAGES } from '@/api/errorMessages.ts';

/** Client-side checks of the e-mail change, run before anything is sent. */

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function newEmailProblem(newEmail: string, currentEmail: string): string | null {
  const email = newEmail.trim();
  if (!email) return 'Enter the new e-mail address';
  if (!EMAIL_SHAPE.test(email)) return 'Enter a valid e-mail address';
  if (email.toLowerCase() === currentEmail.toLowerCase()) {
    return 'This is already your e-mail address';
  }
  return null;
}

export function passwordConfirmationProblem(password: string): string | null {
  return password ? null : 'Enter your current password';
}

export function otpProblem(otp: string): string | null {
  return otp.trim() ? null : 'Enter the code we sent to the new address';
}

/**
 * What a failed e-mail change tells the user (spec section 5): the first message the server sent,
 * whatever the status (a 403's or a 500's `detail` as much as a 400's field messages), else "An
 * unexpected error occurred". `nonFieldErrors` come first, then the fields in the server's order.
 */
export function emailChangeFailureMessage(error: unknown): string {
  return firstServerMessage(error) ?? MESSAGES.unexpected;
}

function firstServerMessage(error: unknown): string | null {
  if (!(error instanceof RequestError)) return null;
  // Only a JSON object carries messages; a text body is a proxy's or a server's error page.
  if (!isRecord(error.body)) return null;
  const { nonFieldErrors, ...fields } = isRecord(error.body.errors)
    ? error.body.errors
    : error.body;
  for (const messages of [nonFieldErrors, ...Object.values(fields)]) {
    const message = firstMessage(messages);
    if (message !== null) return message;
  }
  return null;
}

function firstMessage(messages: unknown): string | null {
  const candidates: unknown[] = Array.isArray(messages) ? messages : [messages];
  return (
    candidates.find(
      (message): message is string => typeof message === 'string' && message.trim() !== '',
    ) ?? null
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
