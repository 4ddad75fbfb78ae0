import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/api/queryClient.ts';
import { Providers } from '@/app/Providers.tsx';

// The forms' and the opt-in's chunks, as the network serves them: `offline` drops them.
const network = { offline: false };
/** How often each chunk was asked of the network. */
const asked = { forms: 0, optIn: 0 };

/**
 * The profile's two uses, from a fresh module graph: a chunk fetched by an earlier test would be
 * served from the module cache, whatever the network does now.
 */
async function profileParts() {
  vi.resetModules();
  // A chunk the network drops (decision 018: the one module of our own a test replaces).
  vi.doMock('./forms.ts', async (importOriginal) => {
    asked.forms += 1;
    if (network.offline) throw new Error('Failed to fetch dynamically imported module');
    return importOriginal();
  });
  vi.doMock('./MarketingChoice.tsx', async (importOriginal) => {
    asked.optIn += 1;
    if (network.offline) throw new Error('Failed to fetch dynamically imported module');
    return importOriginal();
  });
  const { EditForm, OptInChoice, useEditFormsOnIntent, usePreloadedOptIn } =
    await import('./editForms.tsx');
  // The same fresh graph's moment after the first screen, which the test brings about.
  const { afterFirstScreen, firstScreenShown } =
    await import('@/shared/scheduling/afterFirstScreen.ts');
  return {
    firstScreenShown,
    /** Resolves after the preload has had its moment (the preload asked for it first). */
    afterFirstScreen,
    /** The profile on the page: its Edit button, and the opt-in's section preloading its code. */
    Profile: ({ children }: { children?: ReactNode }) => {
      usePreloadedOptIn();
      return (
        <>
          <button type="button" {...useEditFormsOnIntent()}>
            Edit address
          </button>
          {children}
        </>
      );
    },
    /** Edit pressed on the postal address. */
    AddressForm: () => <EditForm name="address form">{() => <p>The address form</p>}</EditForm>,
    /** The marketing opt-in, shown once its data is in. */
    OptIn: () => <OptInChoice name="e-mail preference">{() => <p>The opt-in</p>}</OptInChoice>,
  };
}

beforeEach(() => {
  network.offline = false;
  asked.forms = 0;
  asked.optIn = 0;
});

/** The page as the tests render it, on a query client they keep. */
function renderProfile(children?: ReactNode) {
  const queryClient = createQueryClient();
  const view = render(
    <Providers queryClient={queryClient} env="test">
      {children}
    </Providers>,
  );
  const rerender = (next: ReactNode) =>
    view.rerender(
      <Providers queryClient={queryClient} env="test">
        {next}
      </Providers>,
    );
  return { queryClient, rerender };
}

describe('the edit forms’ code', () => {
  it('is not fetched with the profile, only once the customer goes for an Edit button', async () => {
    const { Profile, AddressForm, firstScreenShown, afterFirstScreen } = await profileParts();
    const { queryClient, rerender } = renderProfile(<Profile />);
    firstScreenShown();
    await afterFirstScreen();
    expect(asked.forms).toBe(0);

    const edit = screen.getByRole('button', { name: 'Edit address' });
    await userEvent.hover(edit);
    await waitFor(() => expect(asked.forms).toBe(1));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    // Focus and the press that follow ask nothing more.
    edit.focus();
    await userEvent.click(edit);
    // The form opens at once: its code came while the customer went for the button.
    rerender(
      <Profile>
        <AddressForm />
      </Profile>,
    );
    expect(screen.getByText('The address form')).toBeInTheDocument();
    expect(asked.forms).toBe(1);
  });

  it.each([
    ['the keyboard’s focus', (edit: HTMLElement) => edit.focus()],
    ['a touch', (edit: HTMLElement) => fireEvent.pointerDown(edit, { pointerType: 'touch' })],
  ])('is fetched on %s, as on the pointer coming over it', async (_, goFor) => {
    const { Profile } = await profileParts();
    renderProfile(<Profile />);
    goFor(screen.getByRole('button', { name: 'Edit address' }));
    await waitFor(() => expect(asked.forms).toBe(1));
  });

  it('a failure the customer sees stays theirs to retry: going for Edit again does not replace it', async () => {
    const { Profile, AddressForm } = await profileParts();
    network.offline = true;
    const { queryClient } = renderProfile(
      <Profile>
        <AddressForm />
      </Profile>,
    );
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('The address form could not be loaded');

    network.offline = false;
    await userEvent.hover(screen.getByRole('button', { name: 'Edit address' }));
    expect(queryClient.isFetching()).toBe(0);
    expect(screen.getByRole('alert')).toBe(failure);

    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('The address form')).toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a fetch that failed before Edit is asked again as the form opens, under the loader', async () => {
    const { Profile, AddressForm } = await profileParts();
    network.offline = true;
    const { queryClient, rerender } = renderProfile(<Profile />);
    await userEvent.hover(screen.getByRole('button', { name: 'Edit address' }));
    await waitFor(() =>
      expect(queryClient.getQueryCache().getAll()[0]?.state.status).toBe('error'),
    );

    // The network is back when the customer presses Edit: the loader, then the form, never the
    // failure of a fetch they did not ask for.
    network.offline = false;
    rerender(
      <Profile>
        <AddressForm />
      </Profile>,
    );
    expect(
      screen.getByRole('progressbar', { name: 'Loading the address form' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByText('The address form')).toBeInTheDocument();
  });
});

describe('the opt-in’s code', () => {
  it('comes after the first screen, on its own, without the forms', async () => {
    const { Profile, OptIn, firstScreenShown, afterFirstScreen } = await profileParts();
    const { rerender } = renderProfile(<Profile />);
    expect(asked.optIn).toBe(0);
    firstScreenShown();
    await afterFirstScreen();
    await waitFor(() => expect(asked.optIn).toBe(1));
    rerender(
      <Profile>
        <OptIn />
      </Profile>,
    );
    expect(await screen.findByText('The opt-in')).toBeInTheDocument();
    expect([asked.optIn, asked.forms]).toEqual([1, 0]);
  });

  it('failed, is not asked again as the opt-in shows later: its failure waits for Try again', async () => {
    const { Profile, OptIn, firstScreenShown, afterFirstScreen } = await profileParts();
    network.offline = true;
    const { queryClient, rerender } = renderProfile(<Profile />);
    firstScreenShown();
    await afterFirstScreen();
    await waitFor(() =>
      expect(queryClient.getQueryCache().getAll()[0]?.state.status).toBe('error'),
    );

    network.offline = false;
    rerender(
      <Profile>
        <OptIn />
      </Profile>,
    );
    // The opt-in's query mounted within rerender's act: a fetch it started would be counted now.
    expect(queryClient.isFetching()).toBe(0);
    const failure = screen.getByRole('alert');
    expect(failure).toHaveTextContent('The e-mail preference could not be loaded');

    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The opt-in')).toBeInTheDocument();
  });
});
