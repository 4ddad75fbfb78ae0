import { ConfigError, MOCK_MODE, readConfig } from '@/config/env.ts';

/**
 * Entry: validate the configuration (a readable list instead of a blank page), start the mock
 * backend in mock mode (a separate chunk that production builds leave out), then render.
 */
async function start(root: HTMLElement): Promise<void> {
  try {
    readConfig(import.meta.env, window.location.origin);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    const message = document.createElement('pre');
    message.textContent = error.message;
    root.replaceChildren(message);
    return;
  }
  if (MOCK_MODE) {
    const { startMockBackend } = await import('@/app/mockMode/startMockBackend.ts');
    await startMockBackend();
  }
  const { renderApp } = await import('@/app/App.tsx');
  renderApp(root);
}

const root = document.getElementById('root');
if (root) void start(root);
