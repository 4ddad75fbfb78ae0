import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@/api/errorMessages.ts';
import { paths, productPath } from '@/config/paths.ts';
import { answer, answerWith, recordRequests } from '@/test/operations.ts';
import { renderApp, useMockBackend } from '@/test/renderApp.tsx';
import { NEW_OWNER_EMAIL_ERRORS } from './rules/transfer.ts';
import { selectLicenseForTransfer } from './selectedLicense.ts';
import { recordReports } from '@/test/recordReports.ts';
import { wrongPasswordMessage } from './api.ts';

// The first screen of a file waits for lazy routes and the boot sequence: more than the default 1 s.
useMockBackend();
const sentry = recordReports();

const PASSWORD = 'correct-horse';
const REASON_13_CHAIN = ['RS-APP-4471-2290', 'RS-APP-3310-8812', 'RS-APP-2087-5561'];

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** The requests of the transfer's operations from now on, with their JSON bodies. */
function recordTransferCalls() {
  const checks = recordRequests('checkPassword');
  const transfers = recordRequests('transferLicenses');
  const licenseLists = recordRequests('listLicenses');
  const sent = (requests: Request[]) =>
    Promise.all(
      requests.map(async (request): Promise<Sent> => {
        const text = await request.clone().text();
        return {
          method: request.method,
          path: new URL(request.url).pathname,
          body: text ? (JSON.parse(text) as unknown) : null,
        };
      }),
    );
  return {
    checks: () => sent(checks),
    transfers: () => sent(transfers),
    licenseLists: () => sent(licenseLists),
  };
}

async function openTransfer(licenseNumber: string | null = REASON_13_CHAIN[0] ?? null) {
  selectLicenseForTransfer(licenseNumber);
  const view = renderApp(paths.transfer);
  await screen.findByRole('combobox', { name: 'License to transfer' });
  return view;
}

type User = Awaited<ReturnType<typeof openTransfer>>['user'];

async function review(user: User, email: string) {
  await user.type(screen.getByRole('textbox', { name: "New owner's e-mail address" }), email);
  await user.click(screen.getByRole('button', { name: 'Review and confirm' }));
}

async function confirmWith(user: User, password: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Confirm the transfer' });
  await user.type(within(dialog).getByLabelText('Your password'), password);
  await user.click(within(dialog).getByRole('button', { name: /^Transfer/ }));
  return dialog;
}

beforeEach(() => {
  sentry.clear();
  selectLicenseForTransfer(null);
});

describe('choosing what to transfer', () => {
  it("raises and shows 'No license selected for transfer' when none is picked", async () => {
    const { user } = await openTransfer(null);
    await review(user, 'jonas.berg@example.com');
    expect(await screen.findByText(MESSAGES.noLicenseSelected)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['', NEW_OWNER_EMAIL_ERRORS.missing],
    ['jonas@example', NEW_OWNER_EMAIL_ERRORS.malformed],
  ])('checks the new owner’s e-mail %j next to the field', async (email, message) => {
    const { user } = await openTransfer();
    if (email) await user.type(screen.getByRole('textbox', { name: /New owner/ }), email);
    await user.click(screen.getByRole('button', { name: 'Review and confirm' }));
    expect(screen.getByRole('textbox', { name: /New owner/ })).toHaveAccessibleDescription(message);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    [`jonas@${'e'.repeat(4_990)}.com`, 'Use at most 254 characters: this has 5000.'],
    ['jonas\u202E@example.com', 'Remove the text-direction character at position 6 (U+202E).'],
  ])('refuses the recipient %#, keeping it, before anything is sent', async (email, message) => {
    const requests = recordTransferCalls();
    const { user } = await openTransfer();
    const field = screen.getByRole('textbox', { name: /New owner/ });
    await user.click(field);
    await user.paste(email);
    await user.click(screen.getByRole('button', { name: 'Review and confirm' }));
    expect(field).toHaveAccessibleDescription(message);
    expect(field).toHaveValue(email);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await requests.transfers()).toEqual([]);
  });

  it('lists exactly the licenses that move: the chosen one and its whole upgrade chain', async () => {
    const { user } = await openTransfer(null);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'License to transfer' }),
      'Reason 13 13.1.2 · RS-APP-4471-2290',
    );
    const moving = screen.getByRole('list', { name: 'Licenses that move' });
    expect(
      within(moving)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'RS-APP-4471-2290 — Reason 13 13.1.2',
      'RS-APP-3310-8812 — Reason 12 12.7.3',
      'RS-APP-2087-5561 — Reason 11 11.3.9',
    ]);
    expect(screen.getByRole('heading', { name: 'What you give up' })).toBeVisible();
    expect(screen.getByText(/A transfer cannot be undone/)).toBeVisible();
  });

  it('offers only licenses that can change owner', async () => {
    await openTransfer(null);
    const licenses = screen.getByRole('combobox', { name: 'License to transfer' });
    expect(within(licenses).getByRole('option', { name: /Reason 13/ })).toBeInTheDocument();
    expect(within(licenses).queryByRole('option', { name: /Drum Supreme ReFill/ })).toBeNull();
    // Grouped by family, nothing picked until the customer picks.
    expect(within(licenses).getByRole('group', { name: 'Applications' })).toBeInTheDocument();
    expect(licenses).toHaveDisplayValue('Pick a license');
  });
});

describe('confirming the transfer', () => {
  it('checks the password, moves the whole chain, reloads the list: the licenses are gone', async () => {
    const requests = recordTransferCalls();
    const { user, history } = await openTransfer();
    await review(user, 'jonas.berg@example.com');
    await confirmWith(user, PASSWORD);

    const done = await screen.findByRole('alert');
    expect(done).toHaveTextContent(
      `Licenses transferred${REASON_13_CHAIN.join(', ')} now belong to jonas.berg@example.com.`,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await requests.checks()).toMatchObject([
      { body: { user_id: expect.any(Number), password: PASSWORD } },
    ]);
    expect(await requests.transfers()).toEqual([
      {
        method: 'POST',
        path: '/license-api/public/license/transfer',
        body: { new_owner_email: 'jonas.berg@example.com', license_numbers: REASON_13_CHAIN },
      },
    ]);
    expect(await requests.licenseLists()).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'License to transfer' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /New owner/ })).toHaveValue('');

    await history.navigate(productPath('applications'));
    expect(await screen.findByRole('article', { name: 'Reason Intro 13' })).toBeVisible();
    const products = screen.getByRole('main');
    for (const number of REASON_13_CHAIN)
      expect(within(products).queryByText(number, { exact: false })).toBeNull();
    expect(await sentry.reports()).toEqual([]);
  });

  it('sends one check and one transfer on a double click', async () => {
    const requests = recordTransferCalls();
    const { user } = await openTransfer();
    await review(user, 'jonas.berg@example.com');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the transfer' });
    await user.type(within(dialog).getByLabelText('Your password'), PASSWORD);
    // Two clicks in the same task: nothing has re-rendered (or disabled the button) in between.
    const confirm = within(dialog).getByRole('button', { name: /^Transfer/ });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await screen.findByText('Licenses transferred');
    expect(await requests.checks()).toHaveLength(1);
    expect(await requests.transfers()).toHaveLength(1);
  });

  it('keeps the dialog open on a wrong password and transfers nothing', async () => {
    const requests = recordTransferCalls();
    const { user } = await openTransfer();
    await review(user, 'jonas.berg@example.com');
    const dialog = await confirmWith(user, 'wrong-horse');
    expect(await within(dialog).findByText(wrongPasswordMessage())).toBeVisible();
    expect(await requests.transfers()).toEqual([]);
    expect(await sentry.reports()).toEqual([]);
  });

  it('shows the server’s reason for a refusal, keeps what was typed, and reports nothing', async () => {
    const { user } = await openTransfer();
    await review(user, 'someone@nowhere.test');
    await confirmWith(user, PASSWORD);
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('The licenses were not transferred');
    expect(refusal).toHaveTextContent(
      'No account was found for the e-mail address someone@nowhere.test.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: /New owner/ })).toHaveValue('someone@nowhere.test');
    expect(screen.getByRole('combobox', { name: 'License to transfer' })).toHaveDisplayValue(
      'Reason 13 13.1.2 · RS-APP-4471-2290',
    );
    expect(await sentry.reports()).toEqual([]);
  });

  it.each([
    [403, 'Licenses bought through a reseller cannot be transferred.'],
    [409, 'A transfer of this license is already under way.'],
  ])(
    'shows the reason of a %i refusal as it shows a 400’s, and reports nothing',
    async (status, reason) => {
      answerWith('transferLicenses', status, { errors: { reason } });
      const { user } = await openTransfer();
      await review(user, 'jonas.berg@example.com');
      await confirmWith(user, PASSWORD);
      const refusal = await screen.findByRole('alert');
      expect(refusal).toHaveTextContent('The licenses were not transferred');
      expect(refusal).toHaveTextContent(reason);
      expect(await sentry.reports()).toEqual([]);
    },
  );

  it.each([
    [
      'a server error',
      () => HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 }),
      ['UnknownError'],
    ],
    ['a lost connection', () => HttpResponse.error(), ['NetworkError', 'TypeError']],
  ])(
    'reports %s on the transfer and shows the unknown-error message',
    async (_case, respond, types) => {
      answer('transferLicenses', respond);
      const { user } = await openTransfer();
      await review(user, 'jonas.berg@example.com');
      await confirmWith(user, PASSWORD);
      const failure = await screen.findByRole('alert');
      expect(failure).toHaveTextContent(MESSAGES.somethingWentWrong);
      const reports = await sentry.reports();
      expect(reports).toMatchObject([{ types, tags: { call: 'transfer-licenses' } }]);
    },
  );

  it('reports a failed password check and transfers nothing', async () => {
    const requests = recordTransferCalls();
    answerWith('checkPassword', 500, { detail: 'A server error occurred.' });
    const { user } = await openTransfer();
    await review(user, 'jonas.berg@example.com');
    await confirmWith(user, PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.somethingWentWrong);
    expect(await requests.transfers()).toEqual([]);
    expect(await sentry.reports()).toMatchObject([
      { type: 'UnknownError', tags: { call: 'check-password' } },
    ]);
  });
});
