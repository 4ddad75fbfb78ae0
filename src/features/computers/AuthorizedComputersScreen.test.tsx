import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@/api/errorMessages.ts';
import { paths } from '@/config/paths.ts';
import { answerWith, recordRequests } from '@/test/operations.ts';
import { recordReports } from '@/test/recordReports.ts';
import { renderApp, useMockBackend } from '@/test/renderApp.tsx';

// The first screen of a file waits for lazy routes and the boot sequence: more than the default 1 s.
useMockBackend();
const sentry = recordReports();

async function openDeauthorize(name: string) {
  const view = renderApp(paths.authorizedComputers);
  const computer = await screen.findByRole('article', { name });
  await view.user.click(within(computer).getByRole('button', { name: 'Deauthorize' }));
  const dialog = await screen.findByRole('dialog', { name: `Deauthorize ${name}?` });
  return { ...view, dialog };
}

beforeEach(() => sentry.clear());

describe('the authorized computers screen', () => {
  it('lists each computer with when it was authorized, last seen and its products', async () => {
    renderApp(paths.authorizedComputers);
    const mac = await screen.findByRole('article', { name: 'Studio Mac' });
    expect(within(mac).getByText('macOS 15.1')).toBeVisible();
    expect(
      within(mac).getByText('Authorized March 18, 2024 · last seen November 20, 2026'),
    ).toBeVisible();
    const products = within(mac).getByRole('list', { name: 'Products authorized on Studio Mac' });
    expect(within(products).getAllByRole('listitem')).toHaveLength(4);
    expect(within(products).getByText('Europa Shapeshifting Synthesizer')).toBeVisible();
    const laptop = screen.getByRole('article', { name: 'MAJA-LAPTOP' });
    expect(within(laptop).getByText(/not seen since it was authorized/)).toBeVisible();
  });

  it('deauthorizes a computer once confirmed, with one request for a double click', async () => {
    const deletes = recordRequests('deauthorizeComputer');
    const { dialog } = await openDeauthorize('MAJA-LAPTOP');
    const confirm = within(dialog).getByRole('button', { name: 'Deauthorize' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Computer deauthorizedMAJA-LAPTOP is no longer authorized for your licenses.',
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: 'MAJA-LAPTOP' })).toBeNull());
    // The button that opened the dialog left with its card: the focus goes to the list's heading.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Authorized computers' })).toHaveFocus(),
    );
    expect(screen.getByRole('article', { name: 'Studio Mac' })).toBeVisible();
    expect(deletes).toHaveLength(1);
    expect(await sentry.reports()).toEqual([]);
  });

  it('keeps the computer when the customer cancels', async () => {
    const deletes = recordRequests('deauthorizeComputer');
    const { user, dialog } = await openDeauthorize('Studio Mac');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('article', { name: 'Studio Mac' })).toBeVisible();
    expect(deletes).toEqual([]);
  });

  it('treats a computer that is already gone as deauthorized', async () => {
    answerWith('deauthorizeComputer', 404, { detail: 'Not found.' });
    const { user, dialog } = await openDeauthorize('Studio Mac');
    await user.click(within(dialog).getByRole('button', { name: 'Deauthorize' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Computer deauthorized');
    expect(await sentry.reports()).toEqual([]);
  });

  it('reports a failure and says so in the dialog', async () => {
    answerWith('deauthorizeComputer', 500, { detail: 'A server error occurred.' });
    const { user, dialog } = await openDeauthorize('Studio Mac');
    await user.click(within(dialog).getByRole('button', { name: 'Deauthorize' }));
    const failure = await within(dialog).findByRole('alert');
    expect(failure).toHaveTextContent('The computer was not deauthorized');
    expect(failure).toHaveTextContent(MESSAGES.somethingWentWrong);
    expect(await sentry.reports()).toMatchObject([
      { type: 'UnknownError', tags: { call: 'deauthorize-computer' } },
    ]);
  });

  it('says so when no computer is authorized', async () => {
    answerWith('listAuthorizedComputers', 200, []);
    renderApp(paths.authorizedComputers);
    expect(await screen.findByText(/None of your licenses is authorized/)).toBeVisible();
  });

  it('shows the catalogue message when the list fails, and loads on retry', async () => {
    answerWith(
      'listAuthorizedComputers',
      500,
      { detail: 'A server error occurred.' },
      { once: true },
    );
    const { user } = renderApp(paths.authorizedComputers);
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(MESSAGES.somethingWentWrong);
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Studio Mac' })).toBeVisible();
  });
});
