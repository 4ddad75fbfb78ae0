import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/api/queryClient.ts';
import { Providers } from '@/app/Providers.tsx';

// The forms' chunk, as the network serves it: `offline` drops it.
const network = { offline: false };

/**
 * The profile's two uses, from a fresh module graph: a chunk fetched by an earlier test would be
 * served from the module cache, whatever the network does now.
 */
async function profileParts() {
  vi.resetModules();
  // A chunk the network drops (decision 018: the one module of our own a test replaces).
  vi.doMock('./forms.ts', async (importOriginal) => {
    if (network.offline) throw new Error('Failed to fetch dynamically imported module');
    return importOriginal();
  });
  const { EditForm, usePreloadedEditForms } = await import('./editForms.tsx');
  // The same fresh graph's moment after the first screen, which the test brings about.
  const { afterFirstScreen, firstScreenShown } =
    await import('@/shared/scheduling/afterFirstScreen.ts');
  return {
    firstScreenShown,
    /** Resolves after the preload has had its moment (the preload asked for it first). */
    afterFirstScreen,
    /** The profile on the page: preloads the forms after the first screen. */
    Profile: ({ children }: { children?: ReactNode }) => {
      usePreloadedEditForms();
      return children;
    },
    /** Edit pressed on the postal address. */
    AddressForm: () => <EditForm name="address form">{() => <p>The address form</p>}</EditForm>,
    /** The marketing opt-in, shown once its data is in. */
    OptIn: () => (
      <EditForm name="e-mail preference" shownOnItsOwn>
        {() => <p>The opt-in</p>}
      </EditForm>
    ),
  };
}

beforeEach(() => {
  network.offline = false;
});

describe('the edit forms’ code', () => {
  it('a failure the customer sees stays theirs to retry: the preload does not replace it', async () => {
    const { Profile, AddressForm, firstScreenShown, afterFirstScreen } = await profileParts();
    network.offline = true;
    const queryClient = createQueryClient();
    render(
      <Providers queryClient={queryClient} env="test">
        <Profile>
          <AddressForm />
        </Profile>
      </Providers>,
    );
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('The address form could not be loaded');

    network.offline = false;
    firstScreenShown();
    await afterFirstScreen();
    expect(queryClient.isFetching()).toBe(0);
    expect(screen.getByRole('alert')).toBe(failure);

    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('The address form')).toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a preload that failed before Edit is asked again as the form opens, under the loader', async () => {
    const { Profile, AddressForm, firstScreenShown } = await profileParts();
    network.offline = true;
    const queryClient = createQueryClient();
    const { rerender } = render(
      <Providers queryClient={queryClient} env="test">
        <Profile />
      </Providers>,
    );
    firstScreenShown();
    await waitFor(() =>
      expect(queryClient.getQueryCache().getAll()[0]?.state.status).toBe('error'),
    );

    // The network is back when the customer presses Edit: the loader, then the form, never the
    // failure of a fetch they did not ask for.
    network.offline = false;
    rerender(
      <Providers queryClient={queryClient} env="test">
        <Profile>
          <AddressForm />
        </Profile>
      </Providers>,
    );
    expect(
      screen.getByRole('progressbar', { name: 'Loading the address form' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByText('The address form')).toBeInTheDocument();
  });

  it('the opt-in showing later does not ask again under the failure the customer is reading', async () => {
    const { Profile, AddressForm, OptIn } = await profileParts();
    network.offline = true;
    const queryClient = createQueryClient();
    const { rerender } = render(
      <Providers queryClient={queryClient} env="test">
        <Profile>
          <AddressForm />
        </Profile>
      </Providers>,
    );
    const failure = await screen.findByRole('alert');

    network.offline = false;
    rerender(
      <Providers queryClient={queryClient} env="test">
        <Profile>
          <AddressForm />
          <OptIn />
        </Profile>
      </Providers>,
    );
    // The opt-in's query mounted within rerender's act: a fetch it started would be counted now.
    expect(queryClient.isFetching()).toBe(0);
    expect(screen.getAllByRole('alert')[0]).toBe(failure);

    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The address form')).toBeInTheDocument();
    expect(screen.getByText('The opt-in')).toBeInTheDocument();
  });
});
