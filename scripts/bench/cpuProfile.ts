/**
 * What the main thread ran before the content showed, from a CDP CPU profile: self time by where the
 * code came from (a package, a folder of src/, or a chunk when it has no source map) and by function.
 * `BENCH_PROFILE=1 npm run bench` prints it and keeps the profiles (open them in Chromium's DevTools).
 */

/** The parts of CDP's Profiler.Profile read here. */
export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }[];
  samples?: number[];
  timeDeltas?: number[];
}

export interface SourceMap {
  sources: string[];
  mappings: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes a source map's mappings: for each generated line, [column, source index] pairs in order. */
export function decodeMappings(mappings: string): [number, number][][] {
  let source = 0;
  return mappings.split(';').map((line) => {
    let column = 0;
    const segments: [number, number][] = [];
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const character of segment) {
        const digit = BASE64.indexOf(character);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
        } else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0] ?? 0;
      if (fields.length > 1) {
        source += fields[1] ?? 0;
        segments.push([column, source]);
      }
    }
    return segments;
  });
}

/** Where a source file belongs: its package for node_modules, else its folder under src/. */
export function originOf(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [scope = '', name = ''] = source.slice(modules + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const src = source.lastIndexOf('src/');
  if (src < 0) return source;
  const parts = source.slice(src).split('/');
  return parts.slice(0, Math.min(3, parts.length - 1)).join('/');
}

type Locate = (line: number, column: number) => string | null;

function locator(map: SourceMap): Locate {
  const lines = decodeMappings(map.mappings);
  return (line, column) => {
    let found: number | null = null;
    for (const [start, source] of lines[line] ?? []) {
      if (start > column) break;
      found = source;
    }
    return found === null ? null : (map.sources[found] ?? null);
  };
}

export interface ProfileSummary {
  /** Self time in ms by origin, largest first. */
  byOrigin: [string, number][];
  /** Self time in ms by function (name and origin), largest first. */
  byFunction: [string, number][];
}

const round = (ms: number) => Math.round(ms * 10) / 10;

const sorted = (totals: Map<string, number>, limit: number): [string, number][] =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([key, ms]) => [key, round(ms)]);

/** Sums self time by origin and function; `mapFor` gives a script URL's source map, if any. */
export function summarize(
  profile: CpuProfile,
  mapFor: (url: string) => SourceMap | null,
  limit = 25,
): ProfileSummary {
  const locators = new Map<string, Locate | null>();
  const locate = (url: string): Locate | null => {
    if (!locators.has(url)) {
      const map = mapFor(url);
      locators.set(url, map ? locator(map) : null);
    }
    return locators.get(url) ?? null;
  };
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byOrigin = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  samples.forEach((id, index) => {
    const frame = nodes.get(id)?.callFrame;
    if (!frame) return;
    // A sample's time runs until the next one.
    const ms = (deltas[index + 1] ?? 0) / 1000;
    const file = frame.url ? (new URL(frame.url).pathname.split('/').pop() ?? frame.url) : '';
    const source = frame.url ? locate(frame.url)?.(frame.lineNumber, frame.columnNumber) : null;
    const origin = source ? originOf(source) : file || frame.functionName || '(native)';
    byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + ms);
    const name = `${frame.functionName || '(anonymous)'} ${origin}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  });
  return { byOrigin: sorted(byOrigin, limit), byFunction: sorted(byFunction, limit) };
}
