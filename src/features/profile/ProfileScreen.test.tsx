import { screen, waitFor, within } from '@testing-library/react';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, answerWith, recordRequests } from '@/test/operations.ts';
import { renderApp, useMockBackend } from '@/test/renderApp.tsx';
import { profileWith } from './testing/profiles.ts';

useMockBackend();

async function openProfile(persona = 'monthly-active') {
  const app = renderApp('/profile', { persona });
  await screen.findByRole('heading', { level: 1, name: 'Profile' }, { timeout: 5_000 });
  return app;
}

const emailSection = () => screen.getByRole('region', { name: 'E-mail address' });

describe('ProfileScreen', () => {
  it('shows who the user is and that the e-mail address is verified', async () => {
    await openProfile();
    const account = screen.getByRole('region', { name: 'Account' });
    expect(within(account).getByText('Username').nextSibling).not.toBeEmptyDOMElement();
    expect(within(account).getByText('Currency').nextSibling).toHaveTextContent(/^[A-Z]{3}$/);
    expect(within(emailSection()).getByText('Verified')).toBeInTheDocument();
    expect(
      within(emailSection()).queryByRole('button', { name: 'Resend verification e-mail' }),
    ).not.toBeInTheDocument();
  });

  // Spec section 3: "currency (empty string when null; default USD)"; USD is for prices (decision 007).
  it('shows an empty currency for a profile without one, as the spec says', async () => {
    answerWith('getAccountProfile', 200, profileWith({ currency: null, firstName: 'Ada' }));
    await openProfile();
    const account = screen.getByRole('region', { name: 'Account' });
    expect(within(account).getByText('Currency').nextSibling).toBeEmptyDOMElement();
    expect(within(account).getByText('Name').nextSibling).toHaveTextContent('Ada Berg');
  });

  it('names the saved address’s country in the language the header switches to', async () => {
    answerWith('getAccountProfile', 200, profileWith({ addressCountryCode: 'SE' }));
    const { user } = await openProfile();
    const address = () =>
      within(screen.getByRole('region', { name: /^(Postal address|Postanschrift)$/ }));
    expect(address().getByText('Sweden')).toBeInTheDocument();

    const header = within(screen.getByRole('banner'));
    await user.selectOptions(header.getByRole('combobox', { name: 'Language' }), 'de');
    expect(await address().findByText('Schweden', undefined, { timeout: 15_000 })).toBeVisible();
    window.localStorage.clear();
  });
});

describe('resending the verification e-mail', () => {
  it('sends it to the unverified address and says so', async () => {
    const requests = recordRequests('sendVerificationEmail');
    const { user } = await openProfile('unverified-email');
    expect(within(emailSection()).getByText('Not verified')).toBeInTheDocument();
    const email = within(emailSection()).getByText(/@/).textContent;

    await user.click(screen.getByRole('button', { name: 'Resend verification e-mail' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Verification e-mail sentWe sent a new verification link to ${email}.`,
    );
    expect(requests).toHaveLength(1);
    expect(await requests[0]?.json()).toEqual({ email });
  });

  it('shows why it could not be sent', async () => {
    answerWith('sendVerificationEmail', 400, {
      email: ['Too many requests; try again in an hour.'],
    });
    const { user } = await openProfile('unverified-email');
    await user.click(screen.getByRole('button', { name: 'Resend verification e-mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests; try again in an hour.',
    );
  });

  it('shows the general message when the server fails', async () => {
    answerWith('sendVerificationEmail', 500, { detail: 'boom' });
    const { user } = await openProfile('unverified-email');
    await user.click(screen.getByRole('button', { name: 'Resend verification e-mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong, please try again.',
    );
  });

  it('sends one request for a double click', async () => {
    // The request stays in flight for a moment, as over a real network, then reaches the mock.
    answer('sendVerificationEmail', () => delay(150));
    const requests = recordRequests('sendVerificationEmail');
    const { user } = await openProfile('unverified-email');
    await user.dblClick(screen.getByRole('button', { name: 'Resend verification e-mail' }));
    await screen.findByText('Verification e-mail sent');
    await waitFor(() => expect(requests).toHaveLength(1));
  });
});
