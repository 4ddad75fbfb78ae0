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
    [`${'m'.repeat(64)}@${'e'.repeat(185)}.com`, null],
    [`${'m'.repeat(64)}@${'e'.repeat(243)}.com`, 'Use at most 254 characters: this has 312.'],
    ['maja\u200B@example.org', 'Remove the invisible character at position 5 (U+200B).'],
    ['maja@exa\u202Eelpm.org', 'Remove the text-direction character at position 9 (U+202E).'],
  ])('%j → %s', (newEmail, problem) => {
    expect(newEmailProblem(newEmail, current)).toBe(problem);
  });
});

describe('passwordConfirmationProblem', () => {
  it.each([
    ['', 'Enter your current password'],
    [' ', 'Enter your current password'],
    ['correct-horse', null],
    [' correct horse ', null],
    ['p'.repeat(129), 'Use at most 128 characters: this has 129.'],
    ['correct\u0000horse', 'Remove the NUL character at position 8 (U+0000).'],
  ])('%j → %s', (password, problem) => {
    expect(passwordConfirmationProblem(password)).toBe(problem);
  });
});

describe('otpProblem', () => {
  it.each([
    ['', 'Enter the code we sent to the new address'],
    ['  ', 'Enter the code we sent to the new address'],
    ['123456', null],
    ['1'.repeat(33), 'Use at most 32 characters: this has 33.'],
    ['123\u200D456', 'Remove the invisible character at position 4 (U+200D).'],
  ])('%j → %s', (otp, problem) => {
    expect(otpProblem(otp)).toBe(problem);
  });
});
