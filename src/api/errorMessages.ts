import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  NetworkError,
  RequestError,
  SignInUnavailableError,
  TransactionError,
  ValidationError,
  errorCodeOf,
} from './errors.ts';
import { isRecord } from './isRecord.ts';

/**
 * The error mapper: the only place that knows the catalogue's wording (spec sections 5 and 8) and
 * how server error bodies map onto it. Screens call these functions; they never read error bodies.
 */
const WORDINGS = {
  couponExpired: msg`This coupon has expired`,
  couponAlreadyUsed: msg`This coupon has already been used`,
  couponNotApplicable: msg`The coupon does not apply to the selected plan`,
  somethingWentWrong: msg`Something went wrong, please try again.`,
  couponOncePerAccount: msg`You can only use this coupon once`,
  billingInfoNotDeletable: msg`Billing info cannot be deleted. Please contact support.`,
  unexpected: msg`An unexpected error occurred`,
  noLicenseSelected: msg`No license selected for transfer`,
  errorScreenTitle: msg`Something went wrong!`,
  notFound: msg`Sorry, the page or file you are looking for cannot be found.`,
  subscriptionChangedElsewhere: msg`Your subscription was changed elsewhere, for example in another window. We have reloaded it: please check it and try again.`,
  networkFailure: msg`We could not reach our service. Check your internet connection, then try again.`,
  serviceTimedOut: msg`Our service did not answer in time. Please try again in a moment.`,
  signInUnreachable: msg`We cannot reach the sign-in service right now. You are still signed in and nothing you entered is lost: please try again in a moment.`,
  unchangedAfterServerError: msg`Something went wrong on our side. Your subscription has not changed. Please try again, or contact support.`,
  couponInactive: msg`This coupon is no longer active`,
  billingInfoRequired: msg`A payment method is needed for this purchase. Add a card or PayPal, then try again.`,
  samePlan: msg`Your subscription is already on this plan.`,
  billingDateOutOfRange: msg`Your billing date cannot move to that day. Choose a date the calendar offers.`,
  cardDeclined: msg`Your card was declined. Try another card, or pay with PayPal.`,
  threeDSecureFailed: msg`Your bank's security check (3-D Secure) was not completed. Try again, or use another card.`,
  subscriptionExists: msg`You already have a Reason+ subscription.`,
  planNotOffered: msg`This plan cannot be bought in your currency. Please contact support.`,
  invoiceNotPayable: msg`This invoice cannot be paid any more: it may have been paid already. Your invoices are reloaded.`,
  invalidVatId: msg`This VAT ID is not valid for the country of your address. Check it against your VAT registration.`,
} satisfies Record<string, MessageDescriptor>;

export type CatalogueMessage = keyof typeof WORDINGS;

/**
 * The catalogue's messages in the active language: English exactly as the specification words
 * them, the other languages from `src/api/locales/` (decision 017). Read at the moment of use, so a
 * change of language shows at the next render.
 */
export const MESSAGES: Readonly<Record<CatalogueMessage, string>> = Object.defineProperties(
  {} as Record<CatalogueMessage, string>,
  Object.fromEntries(
    Object.entries(WORDINGS).map(([key, wording]) => [
      key,
      { get: () => i18n._(wording), enumerable: true },
    ]),
  ),
);

/* eslint-disable lingui/no-unlocalized-strings -- the server's fragments and codes, never shown */
/** Server messages the catalogue rewords; matched as substrings since the server adds context. */
const SERVER_MESSAGE_MAP: ReadonlyArray<readonly [string, CatalogueMessage]> = [
  ['has reached max redemptions for this account', 'couponOncePerAccount'],
  ['set a new primary billing info before deleting this billing info', 'billingInfoNotDeletable'],
];

/** Every wording of the catalogue: a server message mapped to one of these is already covered. */
const catalogueWordings = (): ReadonlySet<string> => new Set(Object.values(MESSAGES));

/**
 * The same refusals by their machine-readable `code` (ServiceErrorCode), for a service that sends
 * one: the code is proposed and optional, so the messages above stay the rule without it.
 */
const CODE_MESSAGES: ReadonlyMap<string, CatalogueMessage> = new Map([
  ['coupon_max_redemptions', 'couponOncePerAccount'],
  ['primary_billing_info_required', 'billingInfoNotDeletable'],
  ['coupon_expired', 'couponExpired'],
  ['coupon_maxed_out', 'couponAlreadyUsed'],
  ['coupon_not_applicable', 'couponNotApplicable'],
  ['coupon_inactive', 'couponInactive'],
  ['billing_info_required', 'billingInfoRequired'],
  ['same_plan', 'samePlan'],
  ['billing_date_out_of_range', 'billingDateOutOfRange'],
  ['card_declined', 'cardDeclined'],
  ['three_d_secure_failed', 'threeDSecureFailed'],
  ['subscription_exists', 'subscriptionExists'],
  ['plan_not_offered', 'planNotOffered'],
  ['invoice_not_payable', 'invoiceNotPayable'],
]);

/* eslint-enable lingui/no-unlocalized-strings */

/** A refusal's code that means the subscription's state forbids the action, not a business rule. */
const STATE_CONFLICT_CODE = 'subscription_state_conflict';

export function mapServerMessage(message: string, code?: string): string {
  const byCode = code === undefined ? undefined : CODE_MESSAGES.get(code);
  if (byCode) return MESSAGES[byCode];
  const match = SERVER_MESSAGE_MAP.find(([fragment]) => message.includes(fragment));
  return match ? MESSAGES[match[1]] : message;
}

/**
 * What to tell the user about any failed request, when the screen has no more specific wording. A
 * network failure keeps the specification's text ("Failed to PUT … — …") as the error's message,
 * for reports; the screen says what happened and what to do instead.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ValidationError || error instanceof TransactionError) {
    return error.message
      ? mapServerMessage(error.message, errorCodeOf(error.body))
      : MESSAGES.somethingWentWrong;
  }
  if (error instanceof NetworkError) return networkFailureMessage(error);
  return MESSAGES.somethingWentWrong;
}

function networkFailureMessage(error: NetworkError): string {
  if (error instanceof SignInUnavailableError) return MESSAGES.signInUnreachable;
  return error.timedOut ? MESSAGES.serviceTimedOut : MESSAGES.networkFailure;
}

/**
 * A change to a subscription that the subscription service refused by a business rule (a 400
 * validation error). The portal offers only what the subscription's state allows and checks the
 * input first, so such a refusal means the subscription is no longer as this window showed it: it
 * changed in another window, on another device, or at support. The server's text names internal
 * ids and plan codes; the customer gets the catalogue's wording instead.
 */
export function isRefusedAsChangedElsewhere(error: unknown): error is ValidationError {
  if (!(error instanceof ValidationError) || error.context?.service !== 'subscription')
    return false;
  // With a code, only a state conflict is about the subscription having moved on.
  const code = errorCodeOf(error.body);
  if (code !== undefined) return code === STATE_CONFLICT_CODE || !CODE_MESSAGES.has(code);
  // A refusal the catalogue words already (a coupon used up ...) is a rule, not a stale page.
  return !catalogueWordings().has(mapServerMessage(error.message));
}

/**
 * The same refusal, in the catalogue's words, for a caller that has reloaded the subscription
 * (the wording says so). Type, status, body and context stay the server's, for reports.
 */
export function changedElsewhereRefusal(refusal: ValidationError): ValidationError {
  return new ValidationError(
    MESSAGES.subscriptionChangedElsewhere,
    refusal.context,
    refusal.status,
    refusal.body,
    refusal.fieldErrors,
  );
}

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

type AddressField =
  | 'addressCountryCode'
  | 'addressLine1'
  | 'addressLine2'
  | 'addressZip'
  | 'addressCity'
  | 'addressState'
  | 'companyName'
  | 'vatId';

const ADDRESS_FIELDS: readonly AddressField[] = [
  'addressCountryCode',
  'addressLine1',
  'addressLine2',
  'addressZip',
  'addressCity',
  'addressState',
  'companyName',
  'vatId',
];

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
