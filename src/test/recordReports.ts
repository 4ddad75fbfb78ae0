import {
  type BaseTransportOptions,
  createTransport,
  type Event,
  parseEnvelope,
} from '@sentry/core';
import { flushReports, initMonitoring, reportError } from '@/shared/monitoring/monitoring.ts';
import { firstScreenShown } from '@/shared/scheduling/afterFirstScreen.ts';

/** What a test needs to know about one error report Sentry would have sent. */
export interface RecordedReport {
  /** The reported error's class name and message, as Sentry saw them. */
  type: string | undefined;
  message: string | undefined;
  /** The types of the error and of its causes, outermost first (Sentry sends causes first). */
  types: (string | undefined)[];
  tags: Record<string, unknown>;
}

/**
 * Reported by `clear`, never recorded: Sentry's Dedupe drops an event identical to the one before
 * it, so without an event between them a test's report would hide the same report in the next
 * test (a file's tests share one Sentry), and pass only after another file's different one.
 */
const BETWEEN_TESTS = 'recordReports: between tests';

const isBetweenTests = (event: Event) =>
  event.exception?.values?.some(({ value }) => value === BETWEEN_TESTS) ?? false;

/**
 * Starts real error reporting (`initMonitoring`) with a transport that records envelopes instead
 * of sending them, so tests observe exactly what would reach Sentry. Call once per test file.
 */
export function recordReports() {
  const events: Event[] = [];
  const envelopes: unknown[] = [];
  const transport = (options: BaseTransportOptions) =>
    createTransport(options, (request) => {
      const envelope = parseEnvelope(request.body);
      const reported = envelope[1].flatMap(([header, payload]) =>
        header.type === 'event' ? [payload as Event] : [],
      );
      if (reported.some(isBetweenTests)) return Promise.resolve({ statusCode: 200 });
      envelopes.push(envelope);
      events.push(...reported);
      return Promise.resolve({ statusCode: 200 });
    });
  initMonitoring({ dsn: 'https://public@example.invalid/1', transport });
  // Reporting starts after the first screen: tests of reports need not render one first.
  firstScreenShown();

  return {
    /** Every report so far, once Sentry has handed them to the transport. */
    async reports(): Promise<RecordedReport[]> {
      await flushReports();
      return events.map((event) => {
        const values = event.exception?.values ?? [];
        const outermost = values.at(-1);
        return {
          type: outermost?.type,
          message: outermost?.value,
          types: values.map((value) => value.type).reverse(),
          tags: event.tags ?? {},
        };
      });
    },
    /** The events themselves, as Sentry would send them (after `beforeSend`). */
    async events(): Promise<Event[]> {
      await flushReports();
      return [...events];
    },
    /**
     * Everything handed to the transport so far, envelope headers and every item (events, spans,
     * sessions, replays) as JSON: what a test asserts nothing may be in.
     */
    async sent(): Promise<string> {
      await flushReports();
      return JSON.stringify(envelopes, (_, value: unknown) =>
        value instanceof Uint8Array ? new TextDecoder().decode(value) : value,
      );
    },
    /** Forgets every report so far; the next test's first report is not a duplicate. */
    clear(): void {
      reportError(new Error(BETWEEN_TESTS));
      events.length = 0;
      envelopes.length = 0;
    },
  };
}
