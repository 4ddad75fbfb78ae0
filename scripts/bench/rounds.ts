/** A request as the browser saw it, in ms since navigation start. */
export interface TimedRequest {
  url: string;
  start: number;
  end: number;
}

/**
 * Sequential API rounds: a request's round is one more than the highest round of the requests that
 * had finished before it started (it could have been waiting for them). Requests that overlap are
 * one round. Returns the highest round among `requests`.
 */
export function sequentialRounds(requests: readonly TimedRequest[]): number {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const rounds: number[] = [];
  sorted.forEach((request, index) => {
    let previous = 0;
    for (let other = 0; other < index; other += 1) {
      const before = sorted[other];
      if (before && before.end <= request.start) previous = Math.max(previous, rounds[other] ?? 0);
    }
    rounds.push(previous + 1);
  });
  return Math.max(0, ...rounds);
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
