import { describe } from 'vitest';
import { runFaults } from './runFaults.ts';

describe('every operation the portal calls, when no answer comes within the request timeout', () =>
  runFaults('no answer'));
