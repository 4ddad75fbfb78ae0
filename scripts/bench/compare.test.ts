import { describe, expect, it } from 'vitest';
import type { Measurement } from './coldLoad.ts';
import { check, interactionCheck, medians, ratioChecks, sideBySide } from './compare.ts';

const measured = (overrides: Partial<Measurement> = {}): Measurement => ({
  jsKb: 120,
  cssKb: 35,
  requests: 5,
  fcpMs: 1500,
  headingVisibleMs: 1800,
  contentVisibleMs: 1800,
  scriptMs: 400,
  apiRounds: 0,
  wholeLoadJsKb: 120,
  wholeLoadRequests: 5,
  cls: 0,
  repeatContentVisibleMs: 900,
  ...overrides,
});

describe('ratioChecks', () => {
  // Content, first-load JS, script, JS through network idle, layout shift, repeat visit.
  it.each([
    ['the floor itself', {}, [true, true, true, true, true, true]],
    [
      'content one round trip later',
      { contentVisibleMs: 1950 },
      [true, true, true, true, true, true],
    ],
    [
      'content a round trip and 1 ms later',
      { contentVisibleMs: 1951 },
      [false, true, true, true, true, true],
    ],
    ['20 % more JavaScript', { jsKb: 144 }, [true, true, true, true, true, true]],
    ['more than 20 % more JavaScript', { jsKb: 144.1 }, [true, false, true, true, true, true]],
    ['30 % more script time', { scriptMs: 520 }, [true, true, true, true, true, true]],
    ['more than 30 % more script time', { scriptMs: 520.1 }, [true, true, false, true, true, true]],
    [
      '35 % more JavaScript by network idle',
      { wholeLoadJsKb: 162 },
      [true, true, true, true, true, true],
    ],
    [
      'more than 35 % more by network idle',
      { wholeLoadJsKb: 162.1 },
      [true, true, true, false, true, true],
    ],
    ['a layout shift of 0.02', { cls: 0.02 }, [true, true, true, true, true, true]],
    ['a layout shift over 0.02', { cls: 0.0201 }, [true, true, true, true, false, true]],
    [
      'a repeat visit 100 ms later',
      { repeatContentVisibleMs: 1000 },
      [true, true, true, true, true, true],
    ],
    [
      'a repeat visit more than 100 ms later',
      { repeatContentVisibleMs: 1000.1 },
      [true, true, true, true, true, false],
    ],
  ])('%s', (_, portal, expected) => {
    const checks = ratioChecks('/profile', measured(), measured(portal));
    expect(checks.map((c) => c.ok)).toEqual(expected);
    expect(checks.every((c) => c.budget.startsWith('/profile: '))).toBe(true);
  });

  it('holds nothing unmeasured to be met', () => {
    const unknown = measured({ contentVisibleMs: Number.NaN, cls: Number.NaN });
    const checks = ratioChecks('/orders', measured(), unknown);
    expect(checks.filter((c) => !c.ok).map((c) => c.budget)).toEqual([
      '/orders: content visible (ms), floor + 150',
      '/orders: cumulative layout shift',
    ]);
  });
});

describe('check', () => {
  it.each([
    ['far under', 50, 100, { ok: true, headroomPct: 50, headroomOk: true }],
    ['10 % under: headroom enough', 90, 100, { ok: true, headroomPct: 10, headroomOk: true }],
    ['met, but with less headroom', 95, 100, { ok: true, headroomPct: 5, headroomOk: false }],
    ['on the limit', 100, 100, { ok: true, headroomPct: 0, headroomOk: false }],
    ['over', 120, 100, { ok: false, headroomPct: -20, headroomOk: false }],
    ['a layout shift with headroom', 0.018, 0.02, { ok: true, headroomPct: 10, headroomOk: true }],
    ['a layout shift without', 0.019, 0.02, { ok: true, headroomPct: 5, headroomOk: false }],
  ])('%s', (_, value, limit, expected) => {
    expect(check('budget', value, limit)).toEqual({ budget: 'budget', value, limit, ...expected });
  });

  it.each([
    [180, true, true],
    [200, true, false],
    [216, false, false],
  ])('an interaction of %i ms: met %s, with headroom %s', (inp, ok, headroomOk) => {
    expect(interactionCheck('open the cancel dialog', inp)).toMatchObject({
      budget: 'open the cancel dialog: Interaction to Next Paint (ms)',
      limit: 200,
      ok,
      headroomOk,
    });
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
    expect(rows.map((row) => row.figure)).toEqual(
      expect.arrayContaining([
        'main-thread script time (ms)',
        'JS through network idle (KB)',
        'cumulative layout shift',
        'repeat visit: content visible (ms)',
      ]),
    );
  });
});

describe('medians', () => {
  it('takes each figure’s median on its own', () => {
    const runs = [
      measured({ jsKb: 1, scriptMs: 300, cls: 0.00123 }),
      measured({ jsKb: 3, scriptMs: 100, cls: 0 }),
      measured({ jsKb: 2, scriptMs: 200, cls: 0.0004 }),
    ];
    expect(medians(runs)).toMatchObject({ jsKb: 2, scriptMs: 200, requests: 5, cls: 0.0004 });
  });
});
