import { build } from 'vite';

/** Builds the portal in mock mode once for every journey (E2E_SKIP_BUILD=1 reuses `dist/`). */
export default async function buildMock(): Promise<void> {
  if (process.env.E2E_SKIP_BUILD) return;
  // Journeys run the production build of React, as customers get it.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  // The mock answers 5–15 ms after it is asked rather than `npm start`'s 80–250 ms: still after
  // the screen asked, in no fixed order, so loading states and races still happen; a journey that
  // needs a slow answer asks for one with a scenario (`latency:800`). Measured on subscription and
  // signup: 20–60 ms took 107 s, 5–15 ms 94 s, every journey passing with both.
  process.env.VITE_MOCK_LATENCY_MS ??= '5-15';
  try {
    await build({ mode: 'mock', logLevel: 'warn' });
  } finally {
    process.env.NODE_ENV = previous;
  }
}
