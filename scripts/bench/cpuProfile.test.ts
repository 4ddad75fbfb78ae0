import { describe, expect, it } from 'vitest';
import { type CpuProfile, decodeMappings, originOf, summarize } from './cpuProfile.ts';

describe('decodeMappings', () => {
  it.each([
    // Generated column 0 → source 0; column 4 → source 1; next line column 2 → source 1.
    [
      'AAAA,ICAA;EAAA',
      [
        [
          [0, 0],
          [4, 1],
        ],
        [[2, 1]],
      ],
    ],
    ['', [[]]],
    // A segment without a source (one field) maps nothing.
    ['AAAA,C', [[[0, 0]]]],
    // Negative deltas: back to source 0 at column 16.
    [
      'AAAA,gBCAA,EDAA',
      [
        [
          [0, 0],
          [16, 1],
          [18, 0],
        ],
      ],
    ],
  ])('%j', (mappings, expected) => {
    expect(decodeMappings(mappings)).toEqual(expected);
  });
});

describe('originOf', () => {
  it.each([
    ['../../node_modules/react-dom/cjs/react-dom-client.production.js', 'react-dom'],
    ['../../node_modules/@mantine/core/esm/core/Box/Box.mjs', '@mantine/core'],
    ['../../src/features/profile/rules/countries.ts', 'src/features/profile'],
    ['../../src/app/App.tsx', 'src/app'],
    ['../../src/main.tsx', 'src'],
    ['virtual:thing', 'virtual:thing'],
  ])('%s → %s', (source, origin) => {
    expect(originOf(source)).toBe(origin);
  });
});

describe('summarize', () => {
  const profile: CpuProfile = {
    nodes: [
      { id: 1, callFrame: { functionName: '(idle)', url: '', lineNumber: -1, columnNumber: -1 } },
      {
        id: 2,
        callFrame: {
          functionName: 'render',
          url: 'http://x/assets/a.js',
          lineNumber: 0,
          columnNumber: 5,
        },
      },
      {
        id: 3,
        callFrame: {
          functionName: 'start',
          url: 'http://x/assets/b.js',
          lineNumber: 0,
          columnNumber: 0,
        },
      },
    ],
    samples: [2, 2, 3, 1],
    // A sample's time runs until the next sample.
    timeDeltas: [0, 1000, 2000, 3000],
  };

  it('adds self time by origin (through the source map when there is one) and by function', () => {
    const map = { sources: ['../node_modules/react-dom/index.js'], mappings: 'AAAA' };
    const summary = summarize(profile, (url) => (url.endsWith('a.js') ? map : null));
    expect(summary.byOrigin).toEqual([
      ['react-dom', 3],
      ['b.js', 3],
      ['(idle)', 0],
    ]);
    expect(summary.byFunction[0]).toEqual(['render react-dom', 3]);
  });
});
