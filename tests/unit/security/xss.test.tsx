import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { profileWith } from '@/features/profile/testing/profiles.ts';
import { answerWith } from '@/test/operations.ts';
import { renderApp, useMockBackend } from '@/test/renderApp.tsx';

useMockBackend();

/** Markup that would run script or add an element if the portal ever rendered text as HTML. */
const PAYLOAD = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';

function expectInert() {
  expect(document.querySelector('img[src="x"]')).toBeNull();
  expect(document.querySelector('main script')).toBeNull();
  expect((window as { __xss?: number }).__xss).toBeUndefined();
}

describe('free text is shown as text, never as markup', () => {
  it('in the profile: names, username, e-mail and every address line from the server', async () => {
    answerWith(
      'getAccountProfile',
      200,
      profileWith({
        firstName: PAYLOAD,
        lastName: PAYLOAD,
        username: PAYLOAD,
        email: `x${PAYLOAD}@example.com`,
        addressLine1: PAYLOAD,
        addressLine2: PAYLOAD,
        addressCity: PAYLOAD,
        addressState: PAYLOAD,
        addressZip: PAYLOAD,
      }),
    );
    const { user } = renderApp('/profile');
    const account = await screen.findByRole('region', { name: 'Account' });
    expect(within(account).getByText(`${PAYLOAD} ${PAYLOAD}`)).toBeInTheDocument();
    const address = screen.getByRole('region', { name: 'Postal address' });
    expect(within(address).getAllByText(PAYLOAD)).toHaveLength(3);
    expectInert();
    await user.click(within(address).getByRole('button', { name: 'Edit address' }));
    expect(await screen.findByLabelText('Address line 1')).toHaveValue(PAYLOAD);
    expectInert();
  });

  it('in a coupon code typed at signup', async () => {
    const { user } = renderApp('/signup', { persona: 'trial-eligible' });
    const coupon = await screen.findByRole('textbox', { name: 'Coupon code' });
    await user.type(coupon, PAYLOAD);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Something went wrong, please try again.')).toBeInTheDocument();
    expect(coupon).toHaveValue(PAYLOAD);
    expectInert();
  });
});
