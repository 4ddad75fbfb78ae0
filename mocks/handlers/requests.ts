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

/*
 * Limits on input (issue 27, item 9): the documents' `maxLength` (in code points) and `pattern` of
 * every text field of the account and license requests. The portal's forms check the same
 * (src/shared/forms/textRules.ts); tests/unit/mocks/inputLimits.test.ts holds the documents, the
 * forms and these to each other.
 */
interface RefusedCharacters {
  pattern: RegExp;
  /** What they are, in the refusal. */
  name: string;
}

// Finding control characters is what these patterns are for.
const CONTROL: RefusedCharacters = {
  // eslint-disable-next-line no-control-regex
  pattern: /[\u0000-\u001F\u007F-\u009F]/u,
  name: 'control characters',
};
const CONTROL_OR_INVISIBLE: RefusedCharacters = {
  // eslint-disable-next-line no-control-regex
  pattern: /[\u0000-\u001F\u007F-\u009F\u200B-\u200D\u2060\uFEFF\u202A-\u202E\u2066-\u2069]/u,
  name: 'control, zero-width or bidi characters',
};

/** The first refused character's message (Django's own for NUL), or null. */
function refusedCharacter(value: string, refused: RefusedCharacters): string | null {
  const characters = [...value];
  const at = characters.findIndex((character) => refused.pattern.test(character));
  if (at < 0) return null;
  const codePoint = characters[at]?.codePointAt(0) ?? 0;
  if (codePoint === 0) return 'Null characters are not allowed.';
  const name = `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
  return `This field may not contain ${refused.name} (${name} at position ${at + 1}).`;
}

/** A string within the document's `maxLength` (code points) and free of the refused characters. */
const limited = (schema: z.ZodString, maxLength: number, refused: RefusedCharacters) =>
  schema.check((ctx) => {
    const message =
      refusedCharacter(ctx.value, refused) ??
      ([...ctx.value].length > maxLength
        ? `Ensure this field has no more than ${maxLength} characters.`
        : null);
    if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value });
  });

/** Text as Django REST framework's CharField takes it: trimmed, then checked. */
const text = (maxLength: number) => limited(z.string().trim(), maxLength, CONTROL_OR_INVISIBLE);
const requiredText = (maxLength: number) => limited(notBlank, maxLength, CONTROL_OR_INVISIBLE);
/** Passwords are taken as typed (spaces count) and refuse only control characters. */
const password = limited(z.string(), 128, CONTROL);
const requiredPassword = limited(
  z.string().refine((value) => value.trim() !== '', 'This field may not be blank.'),
  128,
  CONTROL,
);
/** An e-mail address within its limits; its shape is checked only then, for the clearer message. */
const limitedEmail = text(254).pipe(email);

export const addressUpdateBody: z.ZodType<AddressUpdate> = z.strictObject({
  addressCountryCode: z.string().regex(/^[A-Z]{2}$/, 'Enter a valid two-letter country code.'),
  addressLine1: requiredText(100),
  addressLine2: text(100).nullable(),
  addressZip: text(16).nullable(),
  addressCity: requiredText(60),
  addressState: text(60).nullable(),
  version: z.string().min(1, 'This field may not be blank.').optional(),
  companyName: text(100).nullable().optional(),
  // Its format is the handler's check, which names the address's country (`invalid_vat_id`).
  vatId: z.string().nullable().optional(),
});

export const trialJourneyBody: z.ZodType<TrialJourneyRequest> = z.strictObject({
  planCode: planCode,
});

export const passwordCheckBody: z.ZodType<PasswordCheckRequest> = z.strictObject({
  user_id: z.number().int().min(1),
  password,
});

export const passwordChangeBody: z.ZodType<PasswordChange> = z.strictObject({
  oldPassword: requiredPassword,
  newPassword: requiredPassword,
  confirmPassword: requiredPassword,
});

export const emailVerificationBody: z.ZodType<EmailVerificationRequest> = z.strictObject({
  email: limitedEmail,
});

export const emailChangeOtpBody: z.ZodType<EmailChangeOtpRequest> = z.strictObject({
  newEmail: limitedEmail,
  passwordConfirmation: requiredPassword,
});

export const emailChangeBody: z.ZodType<EmailChange> = z.strictObject({
  oldEmail: limitedEmail,
  newEmail: limitedEmail,
  otp: requiredText(32),
});

// ---------------------------------------------------------------- license service

export const licenseTransferBody: z.ZodType<LicenseTransfer> = z.strictObject({
  new_owner_email: limitedEmail,
  license_numbers: z.array(z.string().min(1)).min(1, 'Select at least one license.'),
});
