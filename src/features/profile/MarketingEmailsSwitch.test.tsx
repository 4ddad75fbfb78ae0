import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, holdAnswers, recordRequests } from '@/test/operations.ts';
import { renderApp, useMockBackend } from '@/test/renderApp.tsx';

useMockBackend();

const LABEL = 'Send me news, offers and product updates by e-mail';

async function openMarketing(persona = 'monthly-active') {
  const app = renderApp('/profile', { persona });
  const section = within(
    await screen.findByRole('region', { name: 'Marketing e-mails' }, { timeout: 5_000 }),
  );
  const toggle = await section.findByRole('switch', { name: LABEL });
  return { ...app, section, toggle };
}

describe('MarketingEmailsSwitch', () => {
  it('switches marketing e-mails on and off, and the server’s state stays', async () => {
    const puts = recordRequests('subscribeToMarketingEmails');
    const deletes = recordRequests('unsubscribeFromMarketingEmails');
    const { user, toggle } = await openMarketing();
    const initially = (toggle as HTMLInputElement).checked;

    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveProperty('checked', !initially);
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveProperty('checked', initially);

    expect(puts).toHaveLength(1);
    expect(deletes).toHaveLength(1);
  });

  it('moves at once, before the server answers', async () => {
    const { user, toggle } = await openMarketing();
    const initially = (toggle as HTMLInputElement).checked;
    const { release } = holdAnswers(
      initially ? 'unsubscribeFromMarketingEmails' : 'subscribeToMarketingEmails',
      () => HttpResponse.json({ subscribed: !initially, email: 'someone@example.com' }),
    );
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveProperty('checked', !initially));
    expect(toggle).toBeDisabled();
    release();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toHaveProperty('checked', !initially);
  });

  it('moves back and says so when the change fails', async () => {
    const { user, section, toggle } = await openMarketing();
    const initially = (toggle as HTMLInputElement).checked;
    const { release } = holdAnswers(
      initially ? 'unsubscribeFromMarketingEmails' : 'subscribeToMarketingEmails',
      () => HttpResponse.json({ detail: 'boom' }, { status: 500 }),
    );
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveProperty('checked', !initially));
    release();

    expect(await section.findByRole('alert')).toHaveTextContent(
      'Your choice was not saved. Something went wrong, please try again.',
    );
    expect(toggle).toHaveProperty('checked', initially);
    expect(toggle).toBeEnabled();
  });

  it('offers to try again when the state cannot be loaded', async () => {
    let failures = 1;
    answer('getMarketingSubscription', () =>
      failures-- > 0
        ? HttpResponse.json({ detail: 'boom' }, { status: 500 })
        : HttpResponse.json({ subscribed: true, email: 'someone@example.com' }),
    );
    const { user } = renderApp('/profile');
    const section = within(
      await screen.findByRole('region', { name: 'Marketing e-mails' }, { timeout: 5_000 }),
    );
    expect(await section.findByRole('alert')).toHaveTextContent(
      'Something went wrong, please try again.',
    );
    await user.click(section.getByRole('button', { name: 'Try again' }));
    expect(await section.findByRole('switch', { name: LABEL })).toBeChecked();
  });
});
