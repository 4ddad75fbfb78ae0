import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerWith, recordRequests } from '@/test/operations.ts';
import { renderApp, useMockBackend } from '@/test/renderApp.tsx';

useMockBackend();

const NEW_EMAIL = 'new.address@example.org';

async function openEmail(persona = 'monthly-active') {
  const app = renderApp('/profile', { persona });
  await screen.findByRole('heading', { level: 1, name: 'Profile' }, { timeout: 5_000 });
  const section = within(screen.getByRole('region', { name: 'E-mail address' }));
  const currentEmail = section.getByText(/@/).textContent ?? '';
  await app.user.click(section.getByRole('button', { name: 'Change e-mail address' }));
  await section.findByRole('form', { name: 'Change e-mail address' });
  const requestCode = async (email = NEW_EMAIL, password = 'correct-horse') => {
    if (email) await app.user.type(section.getByLabelText('New e-mail address'), email);
    if (password) await app.user.type(section.getByLabelText('Current password'), password);
    await app.user.click(section.getByRole('button', { name: 'Send code' }));
  };
  const confirm = async (code: string) => {
    if (code) await app.user.type(await section.findByLabelText('Code'), code);
    await app.user.click(section.getByRole('button', { name: 'Confirm new address' }));
  };
  return { ...app, section, currentEmail, requestCode, confirm };
}

const recordOtpRequests = () => recordRequests('requestEmailChangeOtp');
const recordChanges = () => recordRequests('changeEmail');

describe('changing the e-mail address', () => {
  it('refuses a 312-character or invisible-character address beside its field, sending nothing', async () => {
    const otpRequests = recordOtpRequests();
    const { section, user, requestCode } = await openEmail();
    const field = section.getByLabelText('New e-mail address');
    const tooLong = `${'m'.repeat(64)}@${'e'.repeat(243)}.com`;
    await user.click(field);
    await user.paste(tooLong);
    await requestCode('');
    expect(field).toHaveAccessibleDescription('Use at most 254 characters: this has 312.');
    expect(field).toHaveValue(tooLong);
    expect(field).toHaveFocus();

    await user.clear(field);
    await user.paste('maja\u200B@example.org');
    await user.click(section.getByRole('button', { name: 'Send code' }));
    expect(field).toHaveAccessibleDescription(
      'Remove the invisible character at position 5 (U+200B).',
    );
    expect(otpRequests).toHaveLength(0);
  });

  it('sends a code to the new address, then confirms the change with it', async () => {
    const otpRequests = recordOtpRequests();
    const changes = recordChanges();
    const { section, currentEmail, requestCode, confirm } = await openEmail();
    await requestCode();

    expect(
      await section.findByText(
        `We sent a code to ${NEW_EMAIL}. Enter it to confirm your new address.`,
      ),
    ).toBeInTheDocument();
    expect(await otpRequests[0]?.json()).toEqual({
      newEmail: NEW_EMAIL,
      passwordConfirmation: 'correct-horse',
    });
    // The Send code button left with its step: the user carries on in the code's field.
    expect(section.getByLabelText('Code')).toHaveFocus();

    await confirm('123456');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `E-mail address changedYour e-mail address is now ${NEW_EMAIL}.`,
    );
    expect(await changes[0]?.json()).toEqual({
      oldEmail: currentEmail,
      newEmail: NEW_EMAIL,
      otp: '123456',
    });
    expect(section.getByText(NEW_EMAIL, { selector: 'p' })).toBeInTheDocument();
    // The form leaves with the change made; the focus is back on the button that opened it.
    expect(section.queryByRole('form')).not.toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Change e-mail address' })).toHaveFocus();
  });

  it('opens with the focus in the new address, and Cancel closes it without asking for a code', async () => {
    const otpRequests = recordOtpRequests();
    const { user, section } = await openEmail();
    expect(section.getByLabelText('New e-mail address')).toHaveFocus();
    await user.type(section.getByLabelText('New e-mail address'), NEW_EMAIL);
    await user.click(section.getByRole('button', { name: 'Cancel' }));
    expect(section.queryByRole('form')).not.toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Change e-mail address' })).toHaveFocus();
    expect(otpRequests).toHaveLength(0);
  });

  it('shows the mock backend’s refusal of a wrong password, keeping what was typed', async () => {
    const { section, requestCode } = await openEmail();
    await requestCode(NEW_EMAIL, 'wrong-horse');
    expect(await section.findByRole('alert')).not.toBeEmptyDOMElement();
    expect(section.getByRole('alert')).not.toHaveTextContent('An unexpected error occurred');
    expect(section.getByLabelText('New e-mail address')).toHaveValue(NEW_EMAIL);
    expect(section.getByLabelText('Current password')).toHaveValue('wrong-horse');
  });

  it('shows the mock backend’s refusal of a wrong code, keeping the code to correct', async () => {
    const changes = recordChanges();
    const { section, requestCode, confirm, currentEmail } = await openEmail();
    await requestCode();
    await confirm('000000');
    expect(await section.findByRole('alert')).not.toHaveTextContent('An unexpected error occurred');
    expect(section.getByLabelText('Code')).toHaveValue('000000');
    expect(changes).toHaveLength(1);
    expect(section.getByText(currentEmail, { selector: 'p' })).toBeInTheDocument();
  });

  it.each([
    [
      'the first non-field message',
      { nonFieldErrors: ['Too many attempts.'], newEmail: ['x'] },
      400,
      'Too many attempts.',
    ],
    [
      'a field message',
      { newEmail: ['An account with this e-mail address already exists.'] },
      400,
      'An account with this e-mail address already exists.',
    ],
    [
      'a 403’s message',
      { detail: 'You do not have permission to perform this action.' },
      403,
      'You do not have permission to perform this action.',
    ],
    ['a 500’s message', { detail: 'A server error occurred.' }, 500, 'A server error occurred.'],
    ['the fallback for a failure without a message', null, 500, 'An unexpected error occurred'],
  ])('shows %s when the code cannot be sent', async (_, body, status, message) => {
    answerWith('requestEmailChangeOtp', status, body);
    const { section, requestCode } = await openEmail();
    await requestCode();
    expect(await section.findByRole('alert')).toHaveTextContent(message);
  });

  it.each([
    [
      'the first non-field message',
      { nonFieldErrors: ['The code has expired.'] },
      400,
      'The code has expired.',
    ],
    [
      'a field message',
      { otp: ['The code you entered is not valid.'] },
      400,
      'The code you entered is not valid.',
    ],
    [
      'a 403’s message',
      { detail: 'You do not have permission to perform this action.' },
      403,
      'You do not have permission to perform this action.',
    ],
    ['a 500’s message', { detail: 'A server error occurred.' }, 500, 'A server error occurred.'],
    ['the fallback for a failure without a message', null, 500, 'An unexpected error occurred'],
  ])('shows %s when the change is refused', async (_, body, status, message) => {
    answerWith('changeEmail', status, body);
    const { section, requestCode, confirm } = await openEmail();
    await requestCode();
    await confirm('123456');
    expect(await section.findByRole('alert')).toHaveTextContent(message);
  });

  it('checks the address and password before asking for a code', async () => {
    const otpRequests = recordOtpRequests();
    const { user, section, currentEmail, requestCode } = await openEmail();
    await requestCode('', '');
    expect(section.getByLabelText('New e-mail address')).toHaveAccessibleDescription(
      'Enter the new e-mail address',
    );
    expect(section.getByLabelText('Current password')).toHaveAccessibleDescription(
      'Enter your current password',
    );
    expect(section.getByLabelText('New e-mail address')).toHaveFocus();

    await requestCode('not-an-address', '');
    expect(section.getByLabelText('New e-mail address')).toHaveAccessibleDescription(
      'Enter a valid e-mail address',
    );

    await user.clear(section.getByLabelText('New e-mail address'));
    await requestCode(currentEmail.toUpperCase(), 'correct-horse');
    expect(section.getByLabelText('New e-mail address')).toHaveAccessibleDescription(
      'This is already your e-mail address',
    );
    expect(otpRequests).toHaveLength(0);
  });

  it('asks for the code before confirming', async () => {
    const changes = recordChanges();
    const { section, requestCode, confirm } = await openEmail();
    await requestCode();
    await confirm('');
    expect(section.getByLabelText('Code')).toHaveAccessibleDescription(
      'Enter the code we sent to the new address',
    );
    expect(changes).toHaveLength(0);
  });

  it('goes back to the address, with what was typed, to use a different one', async () => {
    const { user, section, requestCode } = await openEmail();
    await requestCode();
    await user.click(await section.findByRole('button', { name: 'Use a different address' }));
    expect(section.getByLabelText('New e-mail address')).toHaveValue(NEW_EMAIL);
    expect(section.getByLabelText('Current password')).toHaveValue('correct-horse');
    expect(section.getByLabelText('New e-mail address')).toHaveFocus();
  });

  it('sends one request per step for double clicks', async () => {
    const otpRequests = recordOtpRequests();
    const changes = recordChanges();
    const { user, section } = await openEmail();
    await user.type(section.getByLabelText('New e-mail address'), NEW_EMAIL);
    await user.type(section.getByLabelText('Current password'), 'correct-horse');
    await user.dblClick(section.getByRole('button', { name: 'Send code' }));
    await user.type(await section.findByLabelText('Code'), '123456');
    await user.dblClick(section.getByRole('button', { name: 'Confirm new address' }));

    await screen.findByText(`Your e-mail address is now ${NEW_EMAIL}.`);
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(otpRequests).toHaveLength(1);
  });
});
