// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/api/queryClient.ts';
import { Providers } from '@/app/Providers.tsx';

// The forms' chunk, as the network serves it (`offline` drops it), and the moment after the first
// screen, as the test lets it come.
const network = vi.hoisted(() => {
  const network = {
    offline: false,
    afterFirstScreen: Promise.resolve(),
    showFirstScreen: (): void => undefined,
    reset() {
      network.offline = false;
      network.afterFirstScreen = new Promise<void>((resolve) => {
        network.showFirstScreen = resolve;
      });
    },
  };
  return network;
});
vi.mock('@/shared/scheduling/afterFirstScreen.ts', () => ({
  afterFirstScreen: () => network.afterFirstScreen,
}));

/**
 * The profile's two uses, from a fresh module graph: a chunk fetched by an earlier test would be
 * served from the module cache, whatever the network does now.
 */
async function profileParts() {
  vi.resetModules();
  vi.doMock('./forms.ts', async (importOriginal) => {
    if (network.offline) throw new Error('Failed to fetch dynamically imported module');
    return importOriginal();
  });
  const { EditForm, usePreloadedEditForms } = await import('./editForms.tsx');
  return {
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

beforeEach(() => network.reset());
afterEach(cleanup);

describe('the edit forms’ code', () => {
  it('a failure the customer sees stays theirs to retry: the preload does not replace it', async () => {
    const { Profile, AddressForm } = await profileParts();
    network.offline = true;
    render(
      <Providers queryClient={createQueryClient()} env="test">
        <Profile>
          <AddressForm />
        </Profile>
      </Providers>,
    );
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('The address form could not be loaded');

    network.offline = false;
    network.showFirstScreen();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('alert')).toBe(failure);

    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('The address form')).toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a preload that failed before Edit is asked again as the form opens, under the loader', async () => {
    const { Profile, AddressForm } = await profileParts();
    network.offline = true;
    const queryClient = createQueryClient();
    const { rerender } = render(
      <Providers queryClient={queryClient} env="test">
        <Profile />
      </Providers>,
    );
    network.showFirstScreen();
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
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queryClient.isFetching()).toBe(0);
    expect(screen.getAllByRole('alert')[0]).toBe(failure);

    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The address form')).toBeInTheDocument();
    expect(screen.getByText('The opt-in')).toBeInTheDocument();
  });
});
