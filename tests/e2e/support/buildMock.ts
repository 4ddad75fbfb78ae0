import { build } from 'vite';

/** Builds the portal in mock mode once for every journey (E2E_SKIP_BUILD=1 reuses `dist/`). */
export default async function buildMock(): Promise<void> {
  if (process.env.E2E_SKIP_BUILD) return;
  // Journeys run the production build of React, as customers get it.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  // The mock's answers a quarter as late as on `npm start` (80–250 ms): still after the screen
  // asked, so loading states and races show; the journeys take about a sixth less time.
  process.env.VITE_MOCK_LATENCY_MS ??= '20-60';
  try {
    await build({ mode: 'mock', logLevel: 'warn' });
  } finally {
    process.env.NODE_ENV = previous;
  }
}
