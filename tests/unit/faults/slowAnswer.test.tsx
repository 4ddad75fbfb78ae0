import { describe } from 'vitest';
import { runFaults } from './runFaults.ts';

describe('every operation the portal calls, while the answer is on its way (within the 30 s request timeout)', () =>
  runFaults('slow answer'));
