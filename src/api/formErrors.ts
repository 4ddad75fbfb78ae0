import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AddressUpdate } from '@sdk/account/model';
import {
  type CatalogueMessage,
  errorMessage,
  MESSAGES,
  networkFailureMessage,
} from './errorMessages.ts';
import { NetworkError, RequestError, ValidationError } from './errors.ts';
import { isRecord } from './isRecord.ts';

/**
 * The error mapper's part for the forms (spec sections 5 and 8): which field a server's messages
 * go beside, with the catalogue's wording (errorMessages.ts) where the server's is not shown. A
 * module of its own because only the forms and checkout use it: the shell, which every first load
 * runs, carries the catalogue and `errorMessage` alone.
 */

/** Outcome of checking a coupon at signup; `failed` covers unknown codes and any other failure. */
export type CouponProblem = 'expired' | 'maxed_out' | 'not_applicable' | 'failed';

export function couponProblemMessage(problem: CouponProblem): string {
  switch (problem) {
    case 'expired':
      return MESSAGES.couponExpired;
    case 'maxed_out':
      return MESSAGES.couponAlreadyUsed;
    case 'not_applicable':
      return MESSAGES.couponNotApplicable;
    case 'failed':
      return MESSAGES.somethingWentWrong;
  }
}

function fieldErrorsOf(error: unknown): Readonly<Record<string, readonly string[]>> {
  return error instanceof ValidationError ? error.fieldErrors : {};
}

function firstOf(messages: readonly string[] | undefined): string | undefined {
  return messages?.find((message) => message.trim() !== '');
}

type PasswordField = 'oldPassword' | 'newPassword' | 'confirmPassword';

/** Our own prefixes before the server's message, translated; the server's text is shown as sent. */
const PASSWORD_FIELD_PREFIX: Record<PasswordField, MessageDescriptor> = {
  oldPassword: msg`Old Password: `,
  newPassword: msg`New Password: `,
  confirmPassword: msg`Confirm Password: `,
};

interface FormErrors<Field extends string> {
  /** A message for the whole form (shown above the submit button), if any. */
  formError: string | null;
  /** Messages next to the fields they belong to, ready for Mantine's `form.setErrors`. */
  fieldErrors: Partial<Record<Field, string>>;
}

/**
 * Password change: `nonFieldErrors`' first message bare; a field's first message prefixed with
 * the field's label, shown next to that field.
 */
export function passwordChangeErrors(error: unknown): FormErrors<PasswordField> {
  const fields = fieldErrorsOf(error);
  const fieldErrors: Partial<Record<PasswordField, string>> = {};
  for (const field of Object.keys(PASSWORD_FIELD_PREFIX) as PasswordField[]) {
    const message = firstOf(fields[field]);
    if (message) fieldErrors[field] = i18n._(PASSWORD_FIELD_PREFIX[field]) + message;
  }
  const nonField = firstOf(fields.nonFieldErrors);
  const formError =
    nonField ??
    (Object.keys(fieldErrors).length > 0 ? null : fallbackMessage(error, MESSAGES.unexpected));
  return { formError, fieldErrors };
}

/**
 * What a failed e-mail change tells the user (spec section 5): the first message the server sent,
 * whatever the status (a 403's or a 500's `detail` as much as a 400's field messages), else "An
 * unexpected error occurred". `nonFieldErrors` come first, then the fields in the server's order.
 */
export function emailChangeMessage(error: unknown): string {
  // Only a JSON object carries messages; a text body is a proxy's or a server's error page.
  if (!(error instanceof RequestError) || !isRecord(error.body)) return MESSAGES.unexpected;
  const { nonFieldErrors, ...fields } = isRecord(error.body.errors)
    ? error.body.errors
    : error.body;
  for (const messages of [nonFieldErrors, ...Object.values(fields)]) {
    const message = firstText(messages);
    if (message) return message;
  }
  return MESSAGES.unexpected;
}

/** The reason of a transfer failure that carries none the server gave: reported, not shown as is. */
export const UNKNOWN_TRANSFER_FAILURE = 'UnknownError';

/**
 * Why a transfer failed (spec section 8): the server's `errors.reason`, whatever the status it came
 * with (a 403 or a 409 can say why as well as a 400), else 'UnknownError'.
 */
export function transferFailureReason(error: unknown): string {
  const errors = error instanceof RequestError && isRecord(error.body) ? error.body.errors : null;
  return (isRecord(errors) && firstText(errors.reason)) || UNKNOWN_TRANSFER_FAILURE;
}

export function transferFailureMessage(reason: string): string {
  return reason === UNKNOWN_TRANSFER_FAILURE ? MESSAGES.somethingWentWrong : reason;
}

/** The first non-blank text of a message or a list of messages. */
function firstText(messages: unknown): string | undefined {
  const candidates: unknown[] = Array.isArray(messages) ? messages : [messages];
  return candidates.find(
    (message): message is string => typeof message === 'string' && message.trim() !== '',
  );
}

/** Field errors of any validation failure, first message per field, for `form.setErrors`. */
export function formFieldErrors(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrorsOf(error))) {
    const message = firstOf(messages);
    if (message && field !== 'nonFieldErrors') result[field] = message;
  }
  return result;
}

function fallbackMessage(error: unknown, fallback: string): string {
  return error instanceof NetworkError ? networkFailureMessage(error) : fallback;
}

/** An address field as the account service names it (its `version` is no field to show beside). */
type AddressField = Exclude<keyof AddressUpdate, 'version'>;

/** In the form's order. */
const ADDRESS_FIELDS = [
  'addressCountryCode',
  'addressLine1',
  'addressLine2',
  'addressZip',
  'addressCity',
  'addressState',
  'companyName',
  'vatId',
] as const satisfies readonly AddressField[];

/* eslint-disable lingui/no-unlocalized-strings -- the account service's field codes, never shown */
/** A field message's code (`FieldErrors.codes` of openapi/account.yaml) the catalogue words. */
const FIELD_CODE_MESSAGES: ReadonlyMap<string, CatalogueMessage> = new Map([
  ['invalid_vat_id', 'invalidVatId'],
]);
/* eslint-enable lingui/no-unlocalized-strings */

/** The codes of an account-service 400's field messages, by field (proposed, optional). */
function fieldCodesOf(error: unknown): Readonly<Record<string, unknown>> {
  if (!(error instanceof ValidationError) || !isRecord(error.body)) return {};
  return isRecord(error.body.codes) ? error.body.codes : {};
}

/**
 * Address update: each address field's first message beside that field (the catalogue's wording
 * when the service gave the field a code it knows, `invalid_vat_id`); above the form, the first
 * `nonFieldErrors` message, or the general wording when no field got a message of its own.
 */
export function addressUpdateErrors(error: unknown): FormErrors<AddressField> {
  const messages = formFieldErrors(error);
  const codes = fieldCodesOf(error);
  const fieldErrors: Partial<Record<AddressField, string>> = {};
  for (const field of ADDRESS_FIELDS) {
    const code = codes[field];
    const worded = typeof code === 'string' ? FIELD_CODE_MESSAGES.get(code) : undefined;
    // A coded refusal in the customer's language; otherwise the service's message as sent.
    const message = messages[field] && worded ? MESSAGES[worded] : messages[field];
    if (message) fieldErrors[field] = message;
  }
  const nonField = firstOf(fieldErrorsOf(error).nonFieldErrors);
  const formError = nonField ?? (Object.keys(fieldErrors).length > 0 ? null : errorMessage(error));
  return { formError, fieldErrors };
}
