// @vitest-environment jsdom
import { describe, vi } from 'vitest';
import { runFaults } from './runFaults.ts';

vi.mock('@/api/queryClient.ts', async (original) =>
  (await import('./noRetryDelay.ts')).noRetryDelay(await original()),
);

describe('every operation the portal calls, when the mock answers 500', () =>
  runFaults('server error'));
