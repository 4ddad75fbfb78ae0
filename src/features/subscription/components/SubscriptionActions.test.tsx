import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderApp, useMockBackend } from '@/test/renderApp.tsx';

/** How often the cancel confirmation's module was asked for (its chunk, in a build). */
const asked = vi.hoisted(() => ({ cancel: 0 }));
vi.mock('../actions/CancelModal.tsx', async (importOriginal) => {
  asked.cancel += 1;
  return importOriginal();
});

useMockBackend();

it("fetches an action's confirmation on the intent to choose it, before the click", async () => {
  const { user } = renderApp('/subscription');
  const cancel = await screen.findByRole('button', { name: 'Cancel subscription' });
  expect(asked.cancel).toBe(0);
  await user.hover(cancel);
  // (The first import of a module in a test file is transformed first: seconds on a busy machine.)
  await vi.waitFor(() => expect(asked.cancel).toBe(1), { timeout: 5000 });
  await user.click(cancel);
  expect(await screen.findByRole('dialog')).toBeVisible();
  expect(asked.cancel).toBe(1);
});
