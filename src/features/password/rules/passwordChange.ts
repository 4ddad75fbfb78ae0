import type { PasswordChange } from '@sdk/account/model';

/**
 * Client-side checks of the password change (issue: required fields, confirmation must match),
 * run before anything is sent. The server's own rules (strength, old password) come back as errors.
 */
export const passwordChangeValidation = {
  oldPassword: (value: string): string | null => (value ? null : 'Enter your old password'),
  newPassword: (value: string): string | null => (value ? null : 'Enter a new password'),
  confirmPassword: (value: string, values: PasswordChange): string | null => {
    if (!value) return 'Enter the new password again';
    return value === values.newPassword ? null : 'The new passwords do not match';
  },
};
