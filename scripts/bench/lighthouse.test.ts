import { describe, expect, it } from 'vitest';
import { type LighthouseMeasurement, lighthouseCheck, lighthouseMedians } from './lighthouse.ts';

const run = (score: number, tbtMs = 100): LighthouseMeasurement => ({
  score,
  fcpMs: 1000,
  lcpMs: 1800,
  speedIndexMs: 1200,
  tbtMs,
  cls: 0,
});

describe('lighthouseCheck', () => {
  // The median at least 95; headroom when the lowest run is too.
  it.each([
    ['every run at 95 or more', [95, 97, 99], 97, true, true],
    ['the median at 95, one run under', [91, 95, 96], 95, true, false],
    ['the median under 95', [91, 94, 99], 94, false, false],
    ['no run finished', [], Number.NaN, false, false],
  ])('%s', (_, scores, median, ok, headroomOk) => {
    const checked = lighthouseCheck(
      '/profile',
      scores.map((score) => run(score)),
    );
    expect(checked).toMatchObject({ budget: expect.stringContaining('/profile'), ok, headroomOk });
    expect(checked.value).toEqual(median);
    expect(checked.limit).toBe(95);
  });
});

describe('lighthouseMedians', () => {
  it('takes each figure’s median over the runs', () => {
    expect(lighthouseMedians([run(90, 300), run(96, 100), run(93, 200)])).toMatchObject({
      score: 93,
      tbtMs: 200,
    });
  });
});
