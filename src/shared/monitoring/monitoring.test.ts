import { afterEach, describe, expect, it } from 'vitest';
import { NetworkError } from '@/api/errors.ts';
import { recordReports } from '@/test/recordReports.ts';
import { reportError } from './monitoring.ts';
import { replaysThisVisit, SENTRY_RATES, tracesThisVisit } from './sampling.ts';
import { REPLAY_PRIVACY, scrubEvent } from './sentry.ts';

const recorder = recordReports();
afterEach(() => recorder.clear());

describe('error reporting', () => {
  it('sends a reported error with its tags through the transport, never the network', async () => {
    const context = {
      service: 'license',
      method: 'GET',
      url: 'https://licenses.test/public/license/',
    } as const;
    reportError(new NetworkError(context, new TypeError('Failed to fetch')), {
      issue: 'potential cross-origin issue',
    });
    const [report, ...others] = await recorder.reports();
    expect(others).toEqual([]);
    expect(report).toMatchObject({
      type: 'NetworkError',
      message: 'GET license /public/license/ had no answer',
      tags: { issue: 'potential cross-origin issue' },
    });
  });

  it('uses the spec rates: traces 1 %, no session replay, replay on 1 % of errors', () => {
    expect(SENTRY_RATES).toEqual({
      tracesSampleRate: 0.01,
      replaysSessionSampleRate: 0,
      replaysOnErrorSampleRate: 0.01,
    });
  });

  // Decision 023: the spec's rates drawn once per visit; only a chosen visit loads the code.
  it.each([
    { drawn: 0, chosen: true },
    { drawn: 0.0099, chosen: true },
    { drawn: 0.01, chosen: false },
    { drawn: 0.5, chosen: false },
    { drawn: 0.9999, chosen: false },
  ])('a visit drawing $drawn may send replays and traces: $chosen', ({ drawn, chosen }) => {
    expect(replaysThisVisit(() => drawn)).toBe(chosen);
    expect(tracesThisVisit(() => drawn)).toBe(chosen);
  });

  it('scrubs the bearer token and cookies from every event', () => {
    const scrubbed = scrubEvent({
      type: undefined,
      request: {
        headers: { Authorization: 'Bearer mock.monthly-active.123.abc', Cookie: 'refresh_token=x' },
        cookies: { refresh_token: 'x' },
      },
      breadcrumbs: [{ message: 'fetch with Bearer eyJhbGciOi.secret.value failed' }],
    });
    expect(scrubbed.request?.headers).toEqual({
      Authorization: '[Filtered]',
      Cookie: '[Filtered]',
    });
    expect(scrubbed.request?.cookies).toEqual({});
    expect(JSON.stringify(scrubbed)).not.toContain('mock.monthly-active');
    expect(JSON.stringify(scrubbed)).not.toContain('eyJhbGciOi');
  });

  it('records replays without the words, inputs or pictures of the page, and scrubs their URLs', () => {
    expect(REPLAY_PRIVACY).toMatchObject({
      maskAllText: true,
      maskAllInputs: true,
      blockAllMedia: true,
      networkDetailAllowUrls: [],
    });
    const recorded = REPLAY_PRIVACY.beforeAddRecordingEvent({
      type: 5,
      timestamp: 1,
      data: {
        tag: 'breadcrumb',
        payload: {
          category: 'navigation',
          timestamp: 1,
          type: 'default',
          data: { from: '/profile', to: '/profile?email=jane%40example.com' },
        },
      },
    });
    expect(JSON.stringify(recorded)).not.toMatch(/jane|%40/);
  });
});
