/**
 * The machine-readable `code` of the mock's error bodies: `ServiceErrorCode` of the subscription
 * document, `ErrorCode` and `TransferRefusalCode` of the others. The handlers refuse in the
 * services' words (some thirty places); the code is read from those words here, once, so a new
 * refusal gets a code without touching every handler, and `invalid_request` when none fits.
 */

/** Every code the subscription service answers (the document's list, checked by a test). */
export const SERVICE_ERROR_CODES = [
  'invalid_request',
  'account_exists',
  'subscription_exists',
  'plan_not_offered',
  'billing_info_required',
  'coupon_max_redemptions',
  'coupon_maxed_out',
  'coupon_expired',
  'coupon_inactive',
  'coupon_not_applicable',
  'same_plan',
  'billing_date_out_of_range',
  'subscription_state_conflict',
  'primary_billing_info_required',
  'invoice_not_payable',
  'card_declined',
  'three_d_secure_failed',
  'account_not_found',
  'subscription_not_found',
  'invoice_not_found',
  'plan_not_found',
  'coupon_not_found',
  'route_not_found',
  'not_authenticated',
  'authentication_failed',
  'permission_denied',
  'method_not_allowed',
  'idempotency_key_reused',
  'payload_too_large',
  'server_error',
] as const;

export type ServiceErrorCode = (typeof SERVICE_ERROR_CODES)[number];

/** Django REST framework's exception codes, for the account, license and shop services. */
export const ERROR_CODES = [
  'not_authenticated',
  'authentication_failed',
  'permission_denied',
  'not_found',
  'method_not_allowed',
  'idempotency_key_reused',
  'payload_too_large',
  'server_error',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The account service's codes of a field's messages (`FieldErrors.codes`, proposed): only the
 * VAT ID's refusal has one so far.
 */
export const ACCOUNT_FIELD_ERROR_CODES = ['invalid_vat_id'] as const;

export type AccountFieldErrorCode = (typeof ACCOUNT_FIELD_ERROR_CODES)[number];

export const TRANSFER_REFUSAL_CODES = [
  'own_account',
  'recipient_not_found',
  'license_not_owned',
  'not_transferable',
  'license_authorized',
  'invalid_request',
] as const;

export type TransferRefusalCode = (typeof TRANSFER_REFUSAL_CODES)[number];

/** The message the mock gives when no token was sent at all. */
const NO_CREDENTIALS = 'Authentication credentials were not provided.';

/** A 400 validation refusal's code, by its message; the first pattern that matches wins. */
const VALIDATION_CODES: ReadonlyArray<readonly [RegExp, ServiceErrorCode]> = [
  [/has reached its max redemptions/, 'coupon_maxed_out'],
  [/max redemptions/, 'coupon_max_redemptions'],
  [/^Coupon \S+ has expired/, 'coupon_expired'],
  [/^Coupon \S+ is not active/, 'coupon_inactive'],
  [
    /does not apply to plan|offer only applies|which the offer would replace|offer ends before/,
    'coupon_not_applicable',
  ],
  [/is already on plan/, 'same_plan'],
  [/^Billing date \S+ is outside/, 'billing_date_out_of_range'],
  [/set a new primary billing info/, 'primary_billing_info_required'],
  [/already has subscription/, 'subscription_exists'],
  [/^Account \S+ already exists/, 'account_exists'],
  [/^Billing info is required/, 'billing_info_required'],
  [/^Invoice \S+ is not open for payment/, 'invoice_not_payable'],
  [/cannot be subscribed to|is not offered|^Plan \S+ cannot be chosen/, 'plan_not_offered'],
  [/^Subscription |^Only (canceled|paused) subscriptions/, 'subscription_state_conflict'],
];

const NOT_FOUND_CODES: ReadonlyArray<readonly [RegExp, ServiceErrorCode]> = [
  [/^Coupon with code /, 'coupon_not_found'],
  [/^Account /, 'account_not_found'],
  [/^Subscription /, 'subscription_not_found'],
  [/^Invoice /, 'invoice_not_found'],
  [/^Plan /, 'plan_not_found'],
];

export function serviceErrorCode(
  status: number,
  message: string,
  type?: 'validation' | 'transaction',
): ServiceErrorCode {
  if (status === 400 && type === 'transaction') {
    return /3D Secure/.test(message) ? 'three_d_secure_failed' : 'card_declined';
  }
  const table = status === 400 ? VALIDATION_CODES : status === 404 ? NOT_FOUND_CODES : [];
  const found = table.find(([pattern]) => pattern.test(message))?.[1];
  if (found) return found;
  if (status === 401)
    return message === NO_CREDENTIALS ? 'not_authenticated' : 'authentication_failed';
  if (status === 403) return 'permission_denied';
  if (status === 404) return 'route_not_found';
  if (status >= 500) return 'server_error';
  return 'invalid_request';
}

export function errorCode(status: number, message: string): ErrorCode {
  if (status === 401)
    return message === NO_CREDENTIALS ? 'not_authenticated' : 'authentication_failed';
  if (status === 403) return 'permission_denied';
  if (status === 404) return 'not_found';
  return 'server_error';
}

const TRANSFER_CODES: ReadonlyArray<readonly [RegExp, TransferRefusalCode]> = [
  [/to your own account/, 'own_account'],
  [/^No account was found/, 'recipient_not_found'],
  [/is not registered to your account/, 'license_not_owned'],
  [/while it is authorized on a computer/, 'license_authorized'],
  [/cannot be transferred/, 'not_transferable'],
];

export function transferRefusalCode(reason: string): TransferRefusalCode {
  return TRANSFER_CODES.find(([pattern]) => pattern.test(reason))?.[1] ?? 'invalid_request';
}
