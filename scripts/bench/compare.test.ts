import { describe, expect, it } from 'vitest';
import type { Measurement } from './coldLoad.ts';
import { medians, ratioChecks, sideBySide } from './compare.ts';

const measured = (overrides: Partial<Measurement> = {}): Measurement => ({
  jsKb: 120,
  cssKb: 35,
  requests: 5,
  fcpMs: 1500,
  contentVisibleMs: 1800,
  scriptMs: 400,
  apiRounds: 0,
  ...overrides,
});

describe('ratioChecks', () => {
  it.each([
    ['the floor itself', {}, [true, true, true]],
    ['content one round trip later', { contentVisibleMs: 1950 }, [true, true, true]],
    ['content a round trip and 1 ms later', { contentVisibleMs: 1951 }, [false, true, true]],
    ['20 % more JavaScript', { jsKb: 144 }, [true, true, true]],
    ['more than 20 % more JavaScript', { jsKb: 144.1 }, [true, false, true]],
    ['30 % more script time', { scriptMs: 520 }, [true, true, true]],
    ['more than 30 % more script time', { scriptMs: 520.1 }, [true, true, false]],
  ])('%s', (_, portal, expected) => {
    const checks = ratioChecks('/profile', measured(), measured(portal));
    expect(checks.map((check) => check.ok)).toEqual(expected);
    expect(checks.every((check) => check.budget.startsWith('/profile: '))).toBe(true);
  });
});

describe('sideBySide', () => {
  it('gives each figure as floor, portal and their ratio', () => {
    const rows = sideBySide(measured(), measured({ jsKb: 150, contentVisibleMs: 2700 }));
    expect(rows[0]).toEqual({
      figure: 'JS transferred (gzip bodies) (KB)',
      floor: 120,
      portal: 150,
      ratio: 1.25,
    });
    expect(rows.find((row) => row.figure === 'content visible (ms)')?.ratio).toBe(1.5);
    expect(rows.map((row) => row.figure)).toContain('main-thread script time (ms)');
  });
});

describe('medians', () => {
  it('takes each figure’s median on its own', () => {
    const runs = [
      measured({ jsKb: 1, scriptMs: 300 }),
      measured({ jsKb: 3, scriptMs: 100 }),
      measured({ jsKb: 2, scriptMs: 200 }),
    ];
    expect(medians(runs)).toMatchObject({ jsKb: 2, scriptMs: 200, requests: 5 });
  });
});
