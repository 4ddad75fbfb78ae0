/**
 * The mock's error codes: each is in its document's list (`x-extensible-enum`), and each refusal of
 * the mock, in its own words, gets the code the document gives that refusal.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  ACCOUNT_FIELD_ERROR_CODES,
  ERROR_CODES,
  errorCode,
  SERVICE_ERROR_CODES,
  serviceErrorCode,
  TRANSFER_REFUSAL_CODES,
  transferRefusalCode,
} from '@mocks/handlers/errorCodes.ts';
import { documentPath, type Service } from '../../../scripts/contract/documents.ts';

function documentedCodes(service: Service, schema: string): unknown {
  const document = parse(readFileSync(documentPath(service), 'utf8')) as {
    components: { schemas: Record<string, { 'x-extensible-enum'?: unknown }> };
  };
  return document.components.schemas[schema]?.['x-extensible-enum'];
}

describe('the mock answers only codes its documents list', () => {
  it.each([
    ['subscription', 'ServiceErrorCode', SERVICE_ERROR_CODES],
    ['account', 'ErrorCode', ERROR_CODES],
    ['account', 'ErrorCode', ACCOUNT_FIELD_ERROR_CODES],
    ['license', 'ErrorCode', ERROR_CODES],
    ['shop', 'ErrorCode', ERROR_CODES],
    ['license', 'TransferRefusalCode', TRANSFER_REFUSAL_CODES],
  ] as const)('%s %s', (service, schema, codes) => {
    expect(documentedCodes(service, schema)).toEqual(expect.arrayContaining([...codes]));
  });
});

describe('a subscription-service error gets the code of its reason', () => {
  it.each([
    [400, 'Coupon has reached max redemptions for this account', 'coupon_max_redemptions'],
    [400, 'Coupon LAUNCH30 has reached its max redemptions', 'coupon_maxed_out'],
    [400, 'Coupon SUMMER25 has expired', 'coupon_expired'],
    [400, 'Coupon LAUNCH30 is not active', 'coupon_inactive'],
    [400, 'Coupon ANNUAL20 does not apply to plan reasonplusmonthly', 'coupon_not_applicable'],
    [400, 'Subscription sub_1 is already on plan reasonplusmonthly', 'same_plan'],
    [
      400,
      'Billing date 2026-06-30 is outside the allowed range 2026-04-14 to 2026-05-13',
      'billing_date_out_of_range',
    ],
    [
      400,
      'You must set a new primary billing info before deleting this billing info',
      'primary_billing_info_required',
    ],
    [400, 'Account 100234 already has subscription sub_1', 'subscription_exists'],
    [400, 'Account 100234 already exists', 'account_exists'],
    [400, 'Billing info is required to subscribe to reasonplusannualnt', 'billing_info_required'],
    [400, 'Billing info is required to pay invoice inv_1', 'billing_info_required'],
    [400, 'Invoice inv_1 is not open for payment (Approved)', 'invoice_not_payable'],
    [400, 'Plan employees cannot be subscribed to', 'plan_not_offered'],
    [400, 'Subscription sub_1 is expired and cannot be canceled', 'subscription_state_conflict'],
    [400, 'Only paused subscriptions can be resumed', 'subscription_state_conflict'],
    [400, 'remainingPauseCycles: must be between 1 and 12', 'invalid_request'],
    [401, 'Authentication credentials were not provided.', 'not_authenticated'],
    [401, 'Invalid or expired access token', 'authentication_failed'],
    [403, 'You do not have permission to access account 100201', 'permission_denied'],
    [404, 'Account 100234 not found', 'account_not_found'],
    [404, 'Subscription sub_1 not found', 'subscription_not_found'],
    [404, 'Invoice inv_1 not found', 'invoice_not_found'],
    [404, 'Plan x not found', 'plan_not_found'],
    [404, 'Coupon with code SPRING not found', 'coupon_not_found'],
    [404, 'No operation has this path', 'route_not_found'],
    [500, 'Internal server error', 'server_error'],
  ] as const)('%i %s → %s', (status, message, code) => {
    expect(serviceErrorCode(status, message)).toBe(code);
  });

  it.each([
    ['Your card was declined.', 'card_declined'],
    ['3D Secure authentication failed. Please try a different card.', 'three_d_secure_failed'],
  ] as const)('a payment failure: %s → %s', (message, code) => {
    expect(serviceErrorCode(400, message, 'transaction')).toBe(code);
  });
});

describe('the other services', () => {
  it.each([
    [401, 'Authentication credentials were not provided.', 'not_authenticated'],
    [401, 'Token is invalid or expired', 'authentication_failed'],
    [403, 'You do not have permission to perform this action.', 'permission_denied'],
    [404, 'Not found.', 'not_found'],
    [500, 'A server error occurred.', 'server_error'],
  ] as const)('%i %s → %s', (status, detail, code) => {
    expect(errorCode(status, detail)).toBe(code);
  });

  it.each([
    ['You cannot transfer licenses to your own account.', 'own_account'],
    ['No account was found for the e-mail address a@b.test.', 'recipient_not_found'],
    ['License RS-1 is not registered to your account.', 'license_not_owned'],
    ['License RS-1 (Drum Supreme ReFill) cannot be transferred.', 'not_transferable'],
    [
      'License RS-1 cannot be transferred while it is authorized on a computer.',
      'license_authorized',
    ],
    ['new_owner_email: Invalid email address', 'invalid_request'],
  ] as const)('transfer refused: %s → %s', (reason, code) => {
    expect(transferRefusalCode(reason)).toBe(code);
  });
});

describe('an account-service field refusal carries the code its document gives it', () => {
  it('a VAT ID of the wrong format: invalid_vat_id under codes.vatId', async () => {
    const { mockServer } = await import('@mocks/node.ts');
    const { signInAs } = await import('./mockClient.ts');
    mockServer.listen({ onUnhandledFrame: 'error' });
    try {
      const lena = await signInAs('trial-eligible');
      const response = await lena.call('account', 'PUT', `/api/account/${lena.userId}`, {
        body: {
          addressCountryCode: 'DE',
          addressLine1: 'Oranienstraße 25',
          addressLine2: null,
          addressZip: '10999',
          addressCity: 'Berlin',
          addressState: null,
          vatId: 'DE1',
        },
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { codes?: Record<string, string> };
      expect(body.codes).toEqual({ vatId: 'invalid_vat_id' });
      expect(ACCOUNT_FIELD_ERROR_CODES).toContain(body.codes?.vatId);
    } finally {
      mockServer.close();
    }
  });
});
