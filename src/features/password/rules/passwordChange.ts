import { t } from '@lingui/core/macro';
import type { PasswordChange } from '@sdk/account/model';
import { TEXT_LIMITS, textProblem } from '@/shared/forms/textRules.ts';

/** A password as the contract takes it: as typed, not only spaces, no control characters. */
const passwordProblem = (value: string, required: string): string | null =>
  textProblem(value, { maxLength: TEXT_LIMITS.password, required, characters: 'password' });

/**
 * Client-side checks of the password change (issue: required fields, confirmation must match;
 * issue 27: the contract's length and characters), run before anything is sent. The server's own
 * rules (strength, old password) come back as errors.
 */
export const passwordChangeValidation = {
  oldPassword: (value: string): string | null => passwordProblem(value, t`Enter your old password`),
  newPassword: (value: string): string | null => passwordProblem(value, t`Enter a new password`),
  confirmPassword: (value: string, values: PasswordChange): string | null =>
    passwordProblem(value, t`Enter the new password again`) ??
    (value === values.newPassword ? null : t`The new passwords do not match`),
};
