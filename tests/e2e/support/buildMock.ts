import { build } from 'vite';

/** Builds the portal in mock mode once for every journey (E2E_SKIP_BUILD=1 reuses `dist/`). */
export default async function buildMock(): Promise<void> {
  if (process.env.E2E_SKIP_BUILD) return;
  // Journeys run the production build of React, as customers get it.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ mode: 'mock', logLevel: 'warn' });
  } finally {
    process.env.NODE_ENV = previous;
  }
}
