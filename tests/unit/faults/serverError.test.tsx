import { describe } from 'vitest';
import { runFaults } from './runFaults.ts';

describe('every operation the portal calls, when the mock answers 500', () =>
  runFaults('server error'));
