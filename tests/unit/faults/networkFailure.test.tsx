import { describe } from 'vitest';
import { runFaults } from './runFaults.ts';

describe('every operation the portal calls, when the network fails (no answer at all)', () =>
  runFaults('network failure'));
