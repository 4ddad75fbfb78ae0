import { describe, expect, it } from 'vitest';
import { passwordChangeValidation } from './passwordChange.ts';

const values = { oldPassword: 'correct-horse', newPassword: 'battery-staple', confirmPassword: '' };

describe('passwordChangeValidation', () => {
  it.each([
    ['oldPassword', '', 'Enter your old password'],
    ['oldPassword', 'correct-horse', null],
    ['newPassword', '', 'Enter a new password'],
    ['newPassword', 'battery-staple', null],
    ['confirmPassword', '', 'Enter the new password again'],
    ['confirmPassword', 'battery-stapler', 'The new passwords do not match'],
    ['confirmPassword', 'battery-staple', null],
  ] as const)('%s = %j → %s', (field, value, problem) => {
    expect(passwordChangeValidation[field](value, { ...values, [field]: value })).toBe(problem);
  });
});
