import { describe, expect, it } from 'vitest';
import {
  cumulativeLayoutShift,
  type EventTiming,
  interactionLatency,
  interactionParts,
} from './vitals.ts';

const shift = (startTime: number, value: number, hadRecentInput = false) => ({
  startTime,
  value,
  hadRecentInput,
});

describe('cumulativeLayoutShift', () => {
  it.each([
    ['no shift', [], 0],
    ['one shift', [shift(100, 0.01)], 0.01],
    ['shifts less than 1 s apart: one window', [shift(100, 0.01), shift(900, 0.02)], 0.03],
    ['shifts more than 1 s apart: the larger window', [shift(100, 0.01), shift(1200, 0.02)], 0.02],
    [
      'a window ends after 5 s however close its shifts',
      [0, 900, 1800, 2700, 3600, 4500, 5400].map((t) => shift(t, 0.01)),
      0.06,
    ],
    ['a shift after input does not count', [shift(100, 0.01), shift(200, 0.5, true)], 0.01],
    ['in any order', [shift(900, 0.02), shift(100, 0.01)], 0.03],
  ])('%s', (_, shifts, expected) => {
    expect(cumulativeLayoutShift(shifts)).toBeCloseTo(expected, 6);
  });
});

describe('interactionLatency', () => {
  const event = (name: string, interactionId: number, startTime: number, duration: number) =>
    ({
      name,
      interactionId,
      startTime,
      duration,
      processingStart: startTime,
      processingEnd: startTime,
    }) satisfies EventTiming;

  it.each([
    ['nothing reported: under the threshold', [], null],
    [
      'the longest event of the interaction',
      [
        event('pointerdown', 7, 1000, 24),
        event('pointerup', 7, 1080, 16),
        event('click', 7, 1081, 120),
      ],
      120,
    ],
    [
      'events without an interaction (a mouse move) do not count',
      [event('pointerover', 0, 1000, 300)],
      null,
    ],
    [
      'interactions before the one timed do not count',
      [event('click', 3, 400, 500), event('keydown', 9, 1000, 48)],
      48,
    ],
  ])('%s', (_, events, expected) => {
    expect(interactionLatency(events, 1000)).toBe(expected);
  });
});

describe('interactionParts', () => {
  it('splits the longest event into input delay, handlers and presentation, as web-vitals does', () => {
    const events: EventTiming[] = [
      {
        name: 'pointerdown',
        interactionId: 7,
        startTime: 1000,
        duration: 40,
        processingStart: 1002,
        processingEnd: 1004,
      },
      {
        name: 'click',
        interactionId: 7,
        startTime: 1080,
        duration: 192,
        processingStart: 1200,
        processingEnd: 1230,
      },
    ];
    expect(interactionParts(events, 1000)).toEqual({
      inputDelayMs: 120,
      processingMs: 30,
      presentationMs: 42,
    });
    expect(interactionParts(events, 2000)).toBeNull();
  });
});
