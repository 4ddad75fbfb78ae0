/**
 * The interactions the bench times (issue 32): each on a page of the bench's route loads, once its
 * network is idle, under the same throttling. Interaction to Next Paint is what the customer
 * waits for before the page answers the input at all; "result visible" is until the answer itself
 * is on screen (a dialog's code, the next page of a list, a language's catalogues).
 */
import type { Locator, Page as Tab } from 'playwright-core';
import {
  type EventTiming,
  type InteractionParts,
  interactionLatency,
  interactionParts,
} from './vitals.ts';

export interface Interaction {
  name: string;
  /** The bench route (its name) whose load the interaction follows. */
  route: string;
  /** On the cold load's tab, or on the repeat visit's (for an interaction the first one changes). */
  on: 'load' | 'repeat';
  /** Made ready, not timed: e.g. the coupon typed before Apply is pressed. */
  prepare?: (tab: Tab) => Promise<void>;
  /** The input timed: a click or a key press. */
  act: (tab: Tab) => Promise<void>;
  /** What shows once the page has answered. */
  result: (tab: Tab) => Locator;
}

export interface InteractionMeasurement {
  /** The interaction's longest event, input to next paint; 16 when none reached 16 ms. */
  inpMs: number;
  /** Where that event's time went (null when none reached 16 ms). */
  parts: InteractionParts | null;
  /** From the input to its result on screen. */
  resultVisibleMs: number;
}

/** The Event Timing observer's lowest threshold: a faster interaction is reported as this. */
export const BELOW_THRESHOLD_MS = 16;

export const INTERACTIONS: readonly Interaction[] = [
  {
    name: 'open the cancel dialog',
    route: '/subscription',
    on: 'load',
    act: (tab) => tab.getByRole('button', { name: 'Cancel subscription' }).click(),
    result: (tab) => tab.getByRole('dialog'),
  },
  {
    name: 'switch subscription tabs',
    route: '/subscription',
    on: 'repeat',
    act: (tab) => tab.getByRole('tab', { name: 'Invoices' }).click(),
    result: (tab) => tab.getByRole('tabpanel').getByRole('table'),
  },
  {
    name: 'apply a coupon',
    route: '/signup',
    on: 'load',
    prepare: (tab) => tab.getByLabel('Coupon code').fill('SAVE15'),
    act: (tab) => tab.getByRole('button', { name: 'Apply' }).click(),
    result: (tab) => tab.getByRole('status').getByText('SAVE15', { exact: true }),
  },
  {
    name: "open 'Show more'",
    route: '/orders (heavy)',
    on: 'load',
    act: (tab) => tab.getByRole('button', { name: 'Show more orders' }).click(),
    // The 26th row: the next page is under the first.
    result: (tab) => tab.locator('main table tbody tr').nth(25),
  },
  {
    name: 'change the language',
    route: '/profile',
    // The choice is remembered on this browser: after the repeat visit, which it would change.
    on: 'repeat',
    prepare: (tab) => tab.getByRole('banner').getByLabel('Language').focus(),
    // A key press, as a keyboard user chooses from a closed select (the next language: Deutsch).
    act: (tab) => tab.keyboard.press('ArrowDown'),
    result: (tab) => tab.locator('main h1', { hasText: /^Profil$/ }),
  },
];

const RESULT_TIMEOUT_MS = 30_000;
/** Event Timing reports an event once its frame is presented: a moment after the result shows. */
const REPORT_TIMEOUT_MS = 3_000;

/** Times one interaction on a loaded, idle page. */
export async function interact(
  tab: Tab,
  interaction: Interaction,
): Promise<InteractionMeasurement> {
  await interaction.prepare?.(tab);
  const since = (await tab.evaluate('performance.now()')) as number;
  await interaction.act(tab);
  await interaction.result(tab).waitFor({ state: 'visible', timeout: RESULT_TIMEOUT_MS });
  const resultVisibleMs = ((await tab.evaluate('performance.now()')) as number) - since;
  // The interaction's closing event (the click, or the key's keydown) with its duration; none
  // arrives when it stayed under the observer's threshold.
  await tab
    .waitForFunction(
      (start) =>
        (window as unknown as { __events: EventTiming[] }).__events.some(
          (event) =>
            event.interactionId > 0 &&
            event.startTime >= start &&
            (event.name === 'click' || event.name === 'keydown'),
        ),
      since,
      { timeout: REPORT_TIMEOUT_MS },
    )
    .catch(() => undefined);
  const events = (await tab.evaluate('window.__events')) as EventTiming[];
  return {
    inpMs: interactionLatency(events, since) ?? BELOW_THRESHOLD_MS,
    parts: interactionParts(events, since),
    resultVisibleMs,
  };
}
