import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  NetworkError,
  SignInUnavailableError,
  TransactionError,
  ValidationError,
  errorCodeOf,
} from './errors.ts';

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

/** What a failed request that never got an answer tells the user. */
export function networkFailureMessage(error: NetworkError): string {
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
