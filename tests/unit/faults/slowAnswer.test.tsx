// @vitest-environment jsdom
import { describe, vi } from 'vitest';
import { runFaults } from './runFaults.ts';

vi.mock('@/api/queryClient.ts', async (original) =>
  (await import('./noRetryDelay.ts')).noRetryDelay(await original()),
);

describe('every operation the portal calls, while the answer is on its way (within the 30 s request timeout)', () =>
  runFaults('slow answer'));
