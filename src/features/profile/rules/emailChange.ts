/** Client-side checks of the e-mail change, run before anything is sent. */

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function newEmailProblem(newEmail: string, currentEmail: string): string | null {
  const email = newEmail.trim();
  if (!email) return 'Enter the new e-mail address';
  if (!EMAIL_SHAPE.test(email)) return 'Enter a valid e-mail address';
  if (email.toLowerCase() === currentEmail.toLowerCase()) {
    return 'This is already your e-mail address';
  }
  return null;
}

export function passwordConfirmationProblem(password: string): string | null {
  return password ? null : 'Enter your current password';
}

export function otpProblem(otp: string): string | null {
  return otp.trim() ? null : 'Enter the code we sent to the new address';
}
