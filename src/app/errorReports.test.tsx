// @vitest-environment jsdom
import * as Sentry from '@sentry/react';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@/api/errorMessages.ts';
import { answer } from '@/test/operations.ts';
import { recordReports } from '@/test/recordReports.ts';
import { renderApp, useMockBackend } from '@/test/renderApp.tsx';

useMockBackend();
const sentry = recordReports();

/** What a careless server writes into a 500: the customer's address and a token. */
const ADDRESS = 'jane.doe@example.com';
const TOKEN =
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMDAyMzQifQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';

describe('an error report from a failed call', () => {
  it('names the error class and carries no e-mail address, token or user id', async () => {
    // The profile's load fails: the route's error screen shows and reports it.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer('getAccountProfile', () =>
      HttpResponse.json(
        { message: `Profile of ${ADDRESS} could not be read (session ${TOKEN})` },
        { status: 500 },
      ),
    );
    // jsdom's fetch is the mock backend's, which Sentry leaves alone: the breadcrumb a browser's
    // fetch gets, by hand.
    await sentry.events();
    Sentry.addBreadcrumb({
      category: 'fetch',
      type: 'http',
      data: { method: 'GET', url: 'https://accounts.test/api/account/100234', status_code: 500 },
    });
    renderApp('/profile', { persona: 'monthly-active' });
    await screen.findByRole('heading', { name: MESSAGES.errorScreenTitle });

    const [event, ...others] = await sentry.events();
    expect(others).toEqual([]);
    const [exception] = event?.exception?.values ?? [];
    expect(exception?.type).toBe('UnknownError');
    expect(exception?.value).toBe('Profile of [email] could not be read (session [Filtered])');
    const sent = JSON.stringify(event);
    expect(sent).not.toContain(ADDRESS);
    expect(sent).not.toContain(TOKEN.split('.')[0]);
    // The persona's user id in no URL: the breadcrumb names the route instead.
    expect(sent).not.toMatch(/account\/100234/);
    expect(sent).toContain('/api/account/:userId');
  });
});
