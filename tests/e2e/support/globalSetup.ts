import type { TestProject } from 'vitest/node';
import { build, preview } from 'vite';
import { freePort } from './freePort.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Builds the portal in mock mode once and serves it for every journey. */
export default async function setup(project: TestProject) {
  if (!process.env.E2E_SKIP_BUILD) {
    // Vitest runs with NODE_ENV=test, which Vite would build React's development bundle for:
    // journeys run the production build, as customers get it.
    const testEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({ mode: 'mock', logLevel: 'warn' });
    } finally {
      process.env.NODE_ENV = testEnv;
    }
  }
  const port = await freePort();
  const server = await preview({
    mode: 'mock',
    logLevel: 'warn',
    preview: { port, strictPort: true },
  });
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  return async () => {
    await server.close();
  };
}
