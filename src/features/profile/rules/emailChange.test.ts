import { describe, expect, it } from 'vitest';
import { newEmailProblem, otpProblem, passwordConfirmationProblem } from './emailChange.ts';

const current = 'maja@example.com';

describe('newEmailProblem', () => {
  it.each([
    ['', 'Enter the new e-mail address'],
    ['   ', 'Enter the new e-mail address'],
    ['maja', 'Enter a valid e-mail address'],
    ['maja@example', 'Enter a valid e-mail address'],
    ['ma ja@example.com', 'Enter a valid e-mail address'],
    ['Maja@Example.com', 'This is already your e-mail address'],
    [' maja.new@example.org ', null],
  ])('%j → %s', (newEmail, problem) => {
    expect(newEmailProblem(newEmail, current)).toBe(problem);
  });
});

describe('passwordConfirmationProblem', () => {
  it.each([
    ['', 'Enter your current password'],
    [' ', null],
    ['correct-horse', null],
  ])('%j → %s', (password, problem) => {
    expect(passwordConfirmationProblem(password)).toBe(problem);
  });
});

describe('otpProblem', () => {
  it.each([
    ['', 'Enter the code we sent to the new address'],
    ['  ', 'Enter the code we sent to the new address'],
    ['123456', null],
  ])('%j → %s', (otp, problem) => {
    expect(otpProblem(otp)).toBe(problem);
  });
});
