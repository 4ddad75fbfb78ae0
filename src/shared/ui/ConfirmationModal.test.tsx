import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmationModal } from './ConfirmationModal.tsx';

/**
 * A screen with a button that opens a confirmation, as the portal's screens have them. `lazy`: the
 * confirmation is mounted only when first asked for, and then open (as one whose code is loaded on
 * its first use); otherwise it is mounted closed from the start.
 */
function Screen({ lazy, run }: { lazy: boolean; run: () => Promise<unknown> }) {
  const [chosen, setChosen] = useState(!lazy);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button">Something else</button>
      <button
        type="button"
        onClick={() => {
          setChosen(true);
          setOpened(true);
        }}
      >
        Cancel…
      </button>
      {chosen ? (
        <ConfirmationModal
          opened={opened}
          onClose={() => setOpened(false)}
          title="Cancel your subscription?"
          actions={[{ label: 'Cancel subscription', sends: ['confirmation-test'], run }]}
          dismissLabel="Keep my subscription"
        >
          <p>Reason+ stays yours until December 24, 2026; then it ends.</p>
        </ConfirmationModal>
      ) : null}
    </>
  );
}

function show(lazy: boolean, run: () => Promise<unknown> = () => Promise.resolve()) {
  const user = userEvent.setup();
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <Screen lazy={lazy} run={run} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>,
  );
  return { user, opener: screen.getByRole('button', { name: 'Cancel…' }) };
}

/** Opens the confirmation from its button, and waits until the focus is inside it. */
async function open(user: ReturnType<typeof userEvent.setup>, opener: HTMLElement) {
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return dialog;
}

const closed = () =>
  waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Cancel your subscription?' })).toBeNull(),
  );

describe('the confirmation modal', () => {
  it.each([
    ['mounted open on its first use', true],
    ['mounted closed, then opened', false],
  ])('%s: takes the focus, and gives it back to its button on Escape', async (_, lazy) => {
    const { user, opener } = show(lazy);
    await open(user, opener);

    await user.keyboard('{Escape}');

    await closed();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('gives the focus back to its button when dismissed, every time it opens', async () => {
    const { user, opener } = show(true);
    for (let round = 0; round < 2; round += 1) {
      await open(user, opener);
      await user.click(screen.getByRole('button', { name: 'Keep my subscription' }));
      await closed();
      await waitFor(() => expect(opener).toHaveFocus());
    }
  });

  it('gives the focus back to its button once the action is done', async () => {
    let confirmed = 0;
    const { user, opener } = show(true, async () => {
      confirmed += 1;
    });
    await open(user, opener);

    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));

    await closed();
    expect(confirmed).toBe(1);
    await waitFor(() => expect(opener).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Something else' })).not.toHaveFocus();
  });
});
