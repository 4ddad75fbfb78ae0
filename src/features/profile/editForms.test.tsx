// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/api/queryClient.ts';
import { Providers } from '@/app/Providers.tsx';
import { EditForm, usePreloadedEditForms } from './editForms.tsx';

// The forms' chunk, as the network serves it (`offline` drops it), and the moment after the first
// screen, as the test lets it come.
const network = vi.hoisted(() => {
  let firstScreenShown: () => void = () => undefined;
  return {
    offline: false,
    afterFirstScreen: new Promise<void>((resolve) => {
      firstScreenShown = resolve;
    }),
    showFirstScreen: () => firstScreenShown(),
  };
});
vi.mock('./forms.ts', async (importOriginal) => {
  if (network.offline) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});
vi.mock('@/shared/scheduling/afterFirstScreen.ts', () => ({
  afterFirstScreen: () => network.afterFirstScreen,
}));

function PostalAddress() {
  usePreloadedEditForms();
  return <EditForm name="address form">{() => <p>The address form</p>}</EditForm>;
}

describe('the edit forms’ code', () => {
  it('a failure the customer sees stays theirs to retry: the preload does not replace it', async () => {
    network.offline = true;
    render(
      <Providers queryClient={createQueryClient()} env="test">
        <PostalAddress />
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
});
