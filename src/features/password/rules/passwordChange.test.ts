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
    ['oldPassword', '   ', 'Enter your old password'],
    ['oldPassword', 'o'.repeat(129), 'Use at most 128 characters: this has 129.'],
    ['newPassword', 'n'.repeat(128), null],
    ['newPassword', 'n'.repeat(129), 'Use at most 128 characters: this has 129.'],
    ['newPassword', ' spaces count ', null],
    ['newPassword', 'battery\u0000staple', 'Remove the NUL character at position 8 (U+0000).'],
    ['confirmPassword', 'battery\tstaple', 'Remove the control character at position 8 (U+0009).'],
  ] as const)('%s = %j → %s', (field, value, problem) => {
    expect(passwordChangeValidation[field](value, { ...values, [field]: value })).toBe(problem);
  });
});
