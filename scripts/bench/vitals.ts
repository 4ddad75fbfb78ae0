/**
 * Layout shift and interaction latency as the web-vitals definitions count them, from the
 * entries the page's PerformanceObservers collected (`OBSERVERS`, run in every page the bench
 * loads).
 */

/** A `layout-shift` entry, as the page records it. */
export interface LayoutShift {
  value: number;
  startTime: number;
  hadRecentInput: boolean;
}

/** An `event` entry (Event Timing), as the page records it. */
export interface EventTiming {
  name: string;
  interactionId: number;
  startTime: number;
  duration: number;
  /** When its handlers began and ended (the page's clock, as `startTime`). */
  processingStart: number;
  processingEnd: number;
}

/**
 * Where an interaction's latency went, as web-vitals' attribution splits it: waiting for the main
 * thread before the handlers (`inputDelayMs`: other work still running), the handlers themselves,
 * and from their end to the next paint (`presentationMs`: the render and the frame).
 */
export interface InteractionParts {
  inputDelayMs: number;
  processingMs: number;
  presentationMs: number;
}

/** Shifts at most 1 s apart form one session window, itself at most 5 s long (web-vitals' CLS). */
const SESSION_GAP_MS = 1000;
const SESSION_MAX_MS = 5000;

/**
 * Cumulative Layout Shift: the largest session window's sum of the shifts that followed no input
 * (a shift within 500 ms of a click or key press was expected by the customer).
 */
export function cumulativeLayoutShift(shifts: readonly LayoutShift[]): number {
  let largest = 0;
  let sum = 0;
  let first = Number.NEGATIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const shift of [...shifts].sort((a, b) => a.startTime - b.startTime)) {
    if (shift.hadRecentInput) continue;
    if (shift.startTime - last < SESSION_GAP_MS && shift.startTime - first < SESSION_MAX_MS) {
      sum += shift.value;
    } else {
      sum = shift.value;
      first = shift.startTime;
    }
    last = shift.startTime;
    largest = Math.max(largest, sum);
  }
  return Math.round(largest * 10_000) / 10_000;
}

/**
 * One interaction's latency, as Interaction to Next Paint counts it: the longest event of the
 * interactions that began at or after `since` (a click's pointerdown, pointerup and click share
 * one interaction id; each event's duration runs from the input to the next paint after its
 * handlers). Null when no event passed the observer's 16 ms threshold.
 */
export function interactionLatency(events: readonly EventTiming[], since: number): number | null {
  return longestEvent(events, since)?.duration ?? null;
}

/** The parts of the same longest event (null when none passed the threshold). */
export function interactionParts(
  events: readonly EventTiming[],
  since: number,
): InteractionParts | null {
  const event = longestEvent(events, since);
  if (!event) return null;
  return {
    inputDelayMs: Math.max(0, event.processingStart - event.startTime),
    processingMs: Math.max(0, event.processingEnd - event.processingStart),
    presentationMs: Math.max(0, event.startTime + event.duration - event.processingEnd),
  };
}

function longestEvent(events: readonly EventTiming[], since: number): EventTiming | undefined {
  return events
    .filter((event) => event.interactionId > 0 && event.startTime >= since)
    .reduce<EventTiming | undefined>(
      (longest, event) => (longest && longest.duration >= event.duration ? longest : event),
      undefined,
    );
}

/**
 * The page's observers, added before any of its scripts: layout shifts and events of 16 ms and
 * more (Event Timing's lowest threshold), buffered so nothing before the observer is lost.
 */
export const OBSERVERS = `
  window.__layoutShifts = [];
  window.__events = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        window.__layoutShifts.push({ value: e.value, startTime: e.startTime, hadRecentInput: e.hadRecentInput });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        window.__events.push({ name: e.name, interactionId: e.interactionId || 0, startTime: e.startTime, duration: e.duration, processingStart: e.processingStart, processingEnd: e.processingEnd });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {}
`;
