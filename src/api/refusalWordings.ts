import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The catalogue's wordings of the services' refusals (spec sections 5 and 8) and how a refusal
 * maps onto them, a chunk of their own: a first load shows none of them, so they come when a
 * refusal does (errorMessages.ts, `refusalWordingsReady`), with their translation.
 */
export const REFUSAL_WORDINGS = {
  couponExpired: msg`This coupon has expired`,
  couponAlreadyUsed: msg`This coupon has already been used`,
  couponNotApplicable: msg`The coupon does not apply to the selected plan`,
  couponOncePerAccount: msg`You can only use this coupon once`,
  billingInfoNotDeletable: msg`Billing info cannot be deleted. Please contact support.`,
  subscriptionChangedElsewhere: msg`Your subscription was changed elsewhere, for example in another window. We have reloaded it: please check it and try again.`,
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

type Refusal = keyof typeof REFUSAL_WORDINGS;

/* eslint-disable lingui/no-unlocalized-strings -- the server's fragments and codes, never shown */
/** Server messages the catalogue rewords; matched as substrings since the server adds context. */
export const SERVER_MESSAGE_MAP: ReadonlyArray<readonly [string, Refusal]> = [
  ['has reached max redemptions for this account', 'couponOncePerAccount'],
  ['set a new primary billing info before deleting this billing info', 'billingInfoNotDeletable'],
];

/**
 * The same refusals by their machine-readable `code` (ServiceErrorCode), for a service that sends
 * one: the code is proposed and optional, so the messages above stay the rule without it.
 */
export const CODE_MESSAGES: ReadonlyMap<string, Refusal> = new Map([
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
