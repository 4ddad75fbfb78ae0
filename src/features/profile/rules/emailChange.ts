import { t } from '@lingui/core/macro';
/** Client-side checks of the e-mail change, run before anything is sent. */
import { TEXT_LIMITS, textProblem } from '@/shared/forms/textRules.ts';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function newEmailProblem(newEmail: string, currentEmail: string): string | null {
  // Length and characters first: a 300-character address is told so, not that it is malformed.
  const limits = textProblem(newEmail, {
    maxLength: TEXT_LIMITS.email,
    required: t`Enter the new e-mail address`,
  });
  if (limits) return limits;
  const email = newEmail.trim();
  if (!EMAIL_SHAPE.test(email)) return t`Enter a valid e-mail address`;
  if (email.toLowerCase() === currentEmail.toLowerCase()) {
    return t`This is already your e-mail address`;
  }
  return null;
}

export function passwordConfirmationProblem(password: string): string | null {
  return textProblem(password, {
    maxLength: TEXT_LIMITS.password,
    required: t`Enter your current password`,
    characters: 'password',
  });
}

export function otpProblem(otp: string): string | null {
  return textProblem(otp, {
    maxLength: TEXT_LIMITS.oneTimeCode,
    required: t`Enter the code we sent to the new address`,
  });
}
