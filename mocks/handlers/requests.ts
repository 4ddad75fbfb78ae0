/**
 * The request bodies the mock backend accepts, as zod schemas annotated with the generated request
 * types. Strict objects, like the documents' `additionalProperties: false`; the messages are the
 * ones the real services answer (and the documents' examples show).
 */
import { z } from 'zod';
import type {
  AddressUpdate,
  EmailChange,
  EmailChangeOtpRequest,
  EmailVerificationRequest,
  PasswordChange,
  PasswordCheckRequest,
  TrialJourneyRequest,
} from '@sdk/account/model';
import type { LicenseTransfer } from '@sdk/license/model';
import {
  PlanChangeTimeframe,
  PlanCode,
  type ApplyAntichurnCouponRequest,
  type BillingDate,
  type BillingInfoToken,
  type ChangeSubscriptionPlanRequest,
  type CreateSubscriptionAccountRequest,
  type NewSubscription,
  type PauseSubscriptionRequest,
  type PreviewNewSubscriptionParams,
  type PreviewSubscriptionChangeParams,
  SubscriptionChangeAction,
} from '@sdk/subscription/model';

const currency = z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter ISO 4217 code');
const email = z.email('Enter a valid email address.');
const isoDate = z.iso.date('must be an ISO date (YYYY-MM-DD)');
const planCode = z.enum(PlanCode, `must be one of ${Object.values(PlanCode).join(', ')}`);

// ---------------------------------------------------------------- subscription service

export const billingInfoTokenBody: z.ZodType<BillingInfoToken> = z.strictObject({
  token_id: z.string().min(1, 'must not be empty'),
  three_d_secure_action_result_token_id: z.string().min(1, 'must not be empty').optional(),
});

export const createSubscriptionAccountBody: z.ZodType<CreateSubscriptionAccountRequest> =
  z.strictObject({
    user_id: z.number().int().min(1),
    email,
    firstName: z.string(),
    lastName: z.string(),
    currency,
    addressCountryCode: z
      .string()
      .regex(/^[A-Z]{2}$/, 'must be a two-letter ISO 3166-1 code')
      .nullable(),
  });

export const newSubscriptionBody: z.ZodType<NewSubscription> = z.strictObject({
  plan: planCode,
  currency,
  couponCode: z.string().nullish(),
  account: z.strictObject({ billingInfo: billingInfoTokenBody.optional() }),
  immediateAccessConsent: z.boolean().optional(),
});

export const changeSubscriptionPlanBody: z.ZodType<ChangeSubscriptionPlanRequest> = z.strictObject({
  planCode: planCode.optional(),
  timeframe: z.enum(PlanChangeTimeframe).optional(),
  couponCode: z.string().nullish(),
});

export const billingDateBody: z.ZodType<BillingDate> = z.strictObject({ billing_date: isoDate });

export const pauseSubscriptionBody: z.ZodType<PauseSubscriptionRequest> = z.strictObject({
  remainingPauseCycles: z
    .number('must be between 1 and 12')
    .int('must be between 1 and 12')
    .min(1, 'must be between 1 and 12')
    .max(12, 'must be between 1 and 12'),
});

export const applyAntichurnCouponBody: z.ZodType<ApplyAntichurnCouponRequest> = z.strictObject({
  subscriptionId: z.string().min(1, 'must not be empty'),
});

// Query parameters: a service ignores those it does not know, so these objects are not strict.

export const newSubscriptionPreviewQuery: z.ZodType<PreviewNewSubscriptionParams> = z.object({
  plan: planCode,
  currency,
  couponCode: z.string().min(1, 'must not be empty').optional(),
});

export const subscriptionChangePreviewQuery: z.ZodType<PreviewSubscriptionChangeParams> = z.object({
  action: z.enum(
    SubscriptionChangeAction,
    `must be one of ${Object.values(SubscriptionChangeAction).join(', ')}`,
  ),
  planCode: planCode.optional(),
  timeframe: z.enum(PlanChangeTimeframe).optional(),
});

// ---------------------------------------------------------------- account service

const notBlank = z.string().trim().min(1, 'This field may not be blank.');

export const addressUpdateBody: z.ZodType<AddressUpdate> = z.strictObject({
  addressCountryCode: z.string().regex(/^[A-Z]{2}$/, 'Enter a valid two-letter country code.'),
  addressLine1: notBlank,
  addressLine2: z.string().nullable(),
  addressZip: z.string().nullable(),
  addressCity: notBlank,
  addressState: z.string().nullable(),
});

export const trialJourneyBody: z.ZodType<TrialJourneyRequest> = z.strictObject({
  planCode: planCode,
});

export const passwordCheckBody: z.ZodType<PasswordCheckRequest> = z.strictObject({
  user_id: z.number().int().min(1),
  password: z.string(),
});

export const passwordChangeBody: z.ZodType<PasswordChange> = z.strictObject({
  oldPassword: notBlank,
  newPassword: notBlank,
  confirmPassword: notBlank,
});

export const emailVerificationBody: z.ZodType<EmailVerificationRequest> = z.strictObject({
  email,
});

export const emailChangeOtpBody: z.ZodType<EmailChangeOtpRequest> = z.strictObject({
  newEmail: email,
  passwordConfirmation: notBlank,
});

export const emailChangeBody: z.ZodType<EmailChange> = z.strictObject({
  oldEmail: email,
  newEmail: email,
  otp: notBlank,
});

// ---------------------------------------------------------------- license service

export const licenseTransferBody: z.ZodType<LicenseTransfer> = z.strictObject({
  new_owner_email: email,
  license_numbers: z.array(z.string().min(1)).min(1, 'Select at least one license.'),
});
