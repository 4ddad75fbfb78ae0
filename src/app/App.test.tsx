import { act, screen } from '@testing-library/react';
import { expect, it, onTestFinished, vi } from 'vitest';
import { usePersona } from '@mocks/node.ts';
import { answer } from '@/test/operations.ts';
import { useMockBackend } from '@/test/renderApp.tsx';
import { resetFirstScreenForTests } from '@/shared/scheduling/afterFirstScreen.ts';
import { SLOW_LOADING_MS } from '@/shared/screens/FullScreenLoader.tsx';
import { renderApp } from './App.tsx';

useMockBackend();

it(`takes over from the page's loader after ${SLOW_LOADING_MS / 1000} s of a first screen that does not come, and says the wait is longer than usual`, async () => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'performance'],
    shouldAdvanceTime: true,
  });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  resetFirstScreenForTests();
  usePersona('monthly-active');
  // The sign-in service does not answer within the test: the first screen cannot come.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  answer('refreshAccessToken', async () => {
    await released;
    return new Response(null, { status: 503 });
  });
  onTestFinished(release);
  const root = document.createElement('div');
  root.innerHTML = '<p>the page’s own loader</p>';
  document.body.append(root);
  onTestFinished(() => root.remove());

  const app = renderApp(root);
  onTestFinished(async () => {
    const reactRoot = await app;
    act(() => reactRoot.unmount());
  });
  await act(() => vi.advanceTimersByTimeAsync(SLOW_LOADING_MS - 100));
  expect(root).toHaveTextContent('the page’s own loader');
  await act(() => vi.advanceTimersByTimeAsync(100));
  expect(await screen.findByRole('status', { name: 'Loading' })).toHaveTextContent(
    'Still loading. This is taking longer than usual.',
  );
});
