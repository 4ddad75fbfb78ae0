import * as Sentry from '@sentry/react';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { AccountProfile, User } from '@sdk/account/model';
import { MESSAGES } from '@/api/errorMessages.ts';
import { NetworkError, TrialJourneyError } from '@/api/errors.ts';
import { errorFromResponse } from '@/api/http.ts';
import { reportError } from '@/shared/monitoring/monitoring.ts';
import { watchPersonalData } from '@/shared/monitoring/personalData.ts';
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
  it("names the error class and the call, and carries none of the server's text", async () => {
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
    // Which call, and how it ended: never what the server wrote.
    expect(exception?.value).toBe('GET account /auth/api/account/:userId answered 500');
    const sent = JSON.stringify(event);
    expect(sent).not.toContain(ADDRESS);
    expect(sent).not.toContain(TOKEN.split('.')[0]);
    // The persona's user id in no URL: the breadcrumb names the route instead.
    expect(sent).not.toMatch(/account\/100234/);
    expect(sent).toContain('/api/account/:userId');
  });
});

/**
 * What reports must never carry, as customers type it and servers echo it: every value the
 * customer's own or shaped like personal or payment data.
 */
const CORPUS = {
  email: 'jane.roe+billing@example.org',
  phone: '+49 30 1234 5678',
  phoneNorthAmerican: '(555) 123-4567',
  card: '4111 1111 1111 1111',
  cardDashed: '5500-0000-0000-0004',
  iban: 'DE89 3704 0044 0532 0130 00',
  password: 'Tr0ub4dor&3horse',
  street: '221B Baker Street',
  streetGerman: 'Hauptstraße 12',
  dateOfBirth: '1984-07-12',
  token: TOKEN,
};

/** Three digits are found anywhere (a timestamp): a CVC is looked for beside its name. */
const CVC = '737';

/** What a careless server writes into an error: everything it knows, in words. */
const serverText = (name: string, userId: number) =>
  `No card ${CORPUS.card} (CVC ${CVC}) or ${CORPUS.cardDashed} for ${name}, ` +
  `${CORPUS.street}, ${CORPUS.streetGerman}, phone ${CORPUS.phone} or ${CORPUS.phoneNorthAmerican}, ` +
  `IBAN ${CORPUS.iban}, password ${CORPUS.password}, born ${CORPUS.dateOfBirth}, ` +
  `user ${userId}, ${encodeURIComponent(CORPUS.email)}, session ${CORPUS.token}`;

/** The forms a value may arrive in: as written, percent-encoded, and its digits alone. */
function formsOf(value: string): string[] {
  const digits = value.replace(/\D/g, '');
  return [value, encodeURIComponent(value), ...(digits.length >= 6 ? [digits] : [])];
}

describe('error reports, events, breadcrumbs and spans', () => {
  it('carry none of a corpus of personal and payment data, wherever it was', async () => {
    const { queryClient } = renderApp('/profile', { persona: 'monthly-active' });
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    watchPersonalData(queryClient);
    const profile = queryClient
      .getQueryCache()
      .getAll()
      .map(({ state }) => state.data)
      .find((data): data is AccountProfile => isProfile(data));
    const user = queryClient
      .getQueryCache()
      .getAll()
      .map(({ state }) => state.data)
      .find((data): data is User => isUser(data));
    if (!profile || !user) throw new Error('The session did not load.');
    const name = `${profile.firstName} ${profile.lastName}`;
    const text = serverText(name, user.userId);
    sentry.clear();

    // The page's URL, as a link in an e-mail could have made it.
    window.history.replaceState(
      null,
      '',
      `/profile?email=${encodeURIComponent(CORPUS.email)}&phone=${encodeURIComponent(CORPUS.phone)}` +
        `&name=${encodeURIComponent(name)}&tab=payment#card=${CORPUS.card}`,
    );
    // What the portal's own code could log or note: no breadcrumb may keep it.
    console.warn(text);
    Sentry.addBreadcrumb({
      category: 'fetch',
      type: 'http',
      data: {
        method: 'PUT',
        url: `https://accounts.test/api/account/${user.userId}/address?line1=${encodeURIComponent(CORPUS.street)}`,
        status_code: 500,
      },
    });
    Sentry.addBreadcrumb({ category: 'ui.input', message: `input[name="${profile.addressCity}"]` });
    Sentry.addBreadcrumb({ message: `Saved the address of ${name}, ${profile.addressLine1}` });

    const context = {
      service: 'account',
      method: 'PUT',
      url: `https://accounts.test/api/account/${user.userId}/address?email=${encodeURIComponent(CORPUS.email)}`,
    } as const;
    const failed = errorFromResponse(context, 500, { detail: text, code: 'address_rejected' });
    reportError(failed, { phase: 'test' });
    reportError(errorFromResponse(context, 400, { addressLine1: [text] }));
    reportError(errorFromResponse(context, 400, { type: 'transaction', message: text }));
    reportError(new NetworkError(context, new TypeError(`Failed to fetch ${context.url}`)));
    const journey = new TrialJourneyError(`Adding failed: ${text}`, context, 500, { detail: text });
    journey.cause = failed;
    reportError(journey);
    // Our own code's words, which may quote what the customer typed.
    reportError(new Error(`Could not format ${CORPUS.iban} for ${name} (${profile.email})`));
    // A traced call (1 % are): its span is named by its URL.
    Sentry.continueTrace(
      { sentryTrace: `${'a'.repeat(32)}-${'b'.repeat(16)}-1`, baggage: undefined },
      () =>
        Sentry.startSpan(
          {
            name: `PUT ${context.url}`,
            op: 'http.client',
            attributes: { 'url.full': context.url, 'http.query': `email=${CORPUS.email}` },
          },
          () => undefined,
        ),
    );

    const sent = await sentry.sent();
    const events = await sentry.events();
    expect(events).toHaveLength(6);
    expect(sent).toContain('http.client');
    const personal = [
      ...Object.values(CORPUS),
      name,
      profile.firstName,
      profile.lastName,
      profile.email,
      profile.addressLine1 ?? '',
      profile.addressCity ?? '',
      profile.addressZip ?? '',
    ].filter(Boolean);
    for (const value of personal) {
      for (const form of formsOf(value)) {
        expect(sent.toLowerCase(), `${value} as ${form}`).not.toContain(form.toLowerCase());
      }
    }
    expect(sent).not.toMatch(new RegExp(`(?<!\\d)${user.userId}(?!\\d)`));
    expect(sent).not.toMatch(new RegExp(`cvc\\W{0,3}${CVC}`, 'i'));
    // No IP address, asked for or inferred.
    expect(sent).not.toMatch(/ip_address|\{\{auto\}\}/);
    expect(sent).toContain('"infer_ip":"never"');
    // What triage needs is there: the error's class, the call, the status and the code.
    const [unknown] = events[0]?.exception?.values?.slice(-1) ?? [];
    expect(unknown).toMatchObject({
      type: 'UnknownError',
      value: 'PUT account /api/account/:userId/address answered 500 (address_rejected)',
    });
  });
});

function isProfile(data: unknown): data is AccountProfile {
  return typeof data === 'object' && data !== null && 'firstName' in data && 'addressCity' in data;
}

function isUser(data: unknown): data is User {
  return typeof data === 'object' && data !== null && 'userId' in data;
}
