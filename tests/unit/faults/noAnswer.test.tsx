// @vitest-environment jsdom
import { describe, vi } from 'vitest';
import { runFaults } from './runFaults.ts';

vi.mock('@/api/queryClient.ts', async (original) =>
  (await import('./noRetryDelay.ts')).noRetryDelay(await original()),
);
vi.mock('@/config/env.ts', async (original) =>
  (await import('./requestTimeout.ts')).withFaultRequestTimeout(await original()),
);

describe('every operation the portal calls, when no answer comes within the request timeout', () =>
  runFaults('no answer'));
