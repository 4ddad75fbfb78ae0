import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerWith, recordRequests } from '@/test/operations.ts';
import { renderApp, useMockBackend } from '@/test/renderApp.tsx';

useMockBackend();

const recordChanges = () => recordRequests('changePassword');

async function openScreen() {
  const app = renderApp('/change-password');
  await screen.findByRole('heading', { level: 1, name: 'Change password' }, { timeout: 5_000 });
  const fill = async (old: string, next: string, confirm: string) => {
    if (old) await app.user.type(screen.getByLabelText('Old password'), old);
    if (next) await app.user.type(screen.getByLabelText('New password'), next);
    if (confirm) await app.user.type(screen.getByLabelText('Confirm new password'), confirm);
  };
  const submit = () => app.user.click(screen.getByRole('button', { name: 'Change password' }));
  return { ...app, fill, submit };
}

const refuse = (body: Record<string, unknown>, status = 400) =>
  answerWith('changePassword', status, body);

describe('ChangePasswordScreen', () => {
  it('refuses a password over 128 characters or with a control character beside its field', async () => {
    const requests = recordChanges();
    const { user, fill, submit } = await openScreen();
    const tooLong = 'p'.repeat(129);
    await fill('correct-horse', '', '');
    await user.click(screen.getByLabelText('New password'));
    await user.paste(tooLong);
    await user.click(screen.getByLabelText('Confirm new password'));
    await user.paste('battery\u0000staple');
    await submit();

    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'Use at most 128 characters: this has 129.',
    );
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'Remove the NUL character at position 8 (U+0000).',
    );
    expect(screen.getByLabelText('New password')).toHaveValue(tooLong);
    expect(screen.getByLabelText('New password')).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it('changes the password and clears the form', async () => {
    const requests = recordChanges();
    const { fill, submit } = await openScreen();
    await fill('correct-horse', 'battery-staple-42', 'battery-staple-42');
    await submit();

    // A toast says so; nothing stays behind in the form.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Password changedYour password has been changed.',
    );
    expect(requests).toHaveLength(1);
    expect(await requests[0]?.json()).toEqual({
      oldPassword: 'correct-horse',
      newPassword: 'battery-staple-42',
      confirmPassword: 'battery-staple-42',
    });
    expect(screen.getByLabelText('Old password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });

  it('shows the mock backend’s wrong-old-password refusal beside the old password', async () => {
    const { fill, submit } = await openScreen();
    await fill('wrong-horse', 'battery-staple-42', 'battery-staple-42');
    await submit();

    const oldPassword = screen.getByLabelText('Old password');
    await waitFor(() => expect(oldPassword).toHaveAccessibleDescription(/^Old Password: /));
    expect(oldPassword).toHaveValue('wrong-horse');
    expect(oldPassword).toHaveFocus();
  });

  it.each([
    [
      'old password',
      { oldPassword: ['Your old password was entered incorrectly.'] },
      'Old password',
      'Old Password: Your old password was entered incorrectly.',
    ],
    [
      'new password',
      { newPassword: ['This password is too common.', 'second'] },
      'New password',
      'New Password: This password is too common.',
    ],
    [
      'confirmation',
      { confirmPassword: ["The two password fields didn't match."] },
      'Confirm new password',
      "Confirm Password: The two password fields didn't match.",
    ],
  ])(
    'shows a refused %s prefixed beside its field, keeping what was typed',
    async (_, body, label, message) => {
      refuse(body);
      const { fill, submit } = await openScreen();
      await fill('correct-horse', 'password1', 'password1');
      await submit();

      const field = screen.getByLabelText(label);
      await waitFor(() => expect(field).toHaveAccessibleDescription(message));
      expect(screen.getByLabelText('Old password')).toHaveValue('correct-horse');
      expect(screen.getByLabelText('New password')).toHaveValue('password1');
      expect(screen.getByLabelText('Confirm new password')).toHaveValue('password1');
    },
  );

  it('shows the first non-field message bare', async () => {
    refuse({ nonFieldErrors: ['The new password must differ from the old one.', 'second'] });
    const { fill, submit } = await openScreen();
    await fill('correct-horse', 'correct-horse', 'correct-horse');
    await submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^The new password must differ from the old one\.$/,
    );
  });

  it('shows "An unexpected error occurred" when the server fails', async () => {
    refuse({ detail: 'Internal server error' }, 500);
    const { fill, submit } = await openScreen();
    await fill('correct-horse', 'battery-staple-42', 'battery-staple-42');
    await submit();

    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred');
    expect(screen.getByLabelText('New password')).toHaveValue('battery-staple-42');
  });

  it('checks the fields before sending anything', async () => {
    const requests = recordChanges();
    const { fill, submit } = await openScreen();
    await submit();
    expect(screen.getByLabelText('Old password')).toHaveAccessibleDescription(
      'Enter your old password',
    );
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'Enter a new password',
    );
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'Enter the new password again',
    );
    expect(screen.getByLabelText('Old password')).toHaveFocus();

    await fill('correct-horse', 'battery-staple-42', 'battery-staple-43');
    await submit();
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'The new passwords do not match',
    );
    expect(screen.getByLabelText('Confirm new password')).toHaveFocus();
    expect(requests).toHaveLength(0);
  });

  it('sends one request for a double click', async () => {
    const requests = recordChanges();
    const { user, fill } = await openScreen();
    await fill('correct-horse', 'battery-staple-42', 'battery-staple-42');
    await user.dblClick(screen.getByRole('button', { name: 'Change password' }));

    await screen.findByText('Your password has been changed.');
    expect(requests).toHaveLength(1);
  });
});
