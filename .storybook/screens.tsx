import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { within } from 'storybook/test';
import type { PersonaId } from '@mocks/personas/index.ts';
import { SessionGate } from '@/app/session/SessionGate.tsx';
import type { MockParameters, PortalParameters } from './portal.tsx';

/** The story's canvas, queried as Testing Library does. */
export type Canvas = ReturnType<typeof within>;

/** Behind the session gate, signed in as the story's persona: what the session's screens need. */
export const withSession =
  (optional = false): Decorator =>
  (Story) => (
    <SessionGate optional={optional}>
      <Story />
    </SessionGate>
  );

/**
 * A screen's stories: the screen at its route behind the session gate, as the router shows it
 * (without the shell around it), on the mock backend.
 */
export function screenMeta(
  screen: ComponentType,
  { route, optionalSession = false }: { route: string; optionalSession?: boolean },
): Meta {
  return {
    component: screen,
    parameters: { route } satisfies PortalParameters,
    decorators: [withSession(optionalSession)],
  };
}

export interface ScreenState {
  /** Default: monthly-active, the default persona of `npm start`. */
  persona?: PersonaId;
  /** Replaces the persona's scenario presets: `listOrders:hang` (loading), `listOrders:500`. */
  scenario?: string;
  /** The mock clock's "today", an ISO date. */
  clock?: string;
  /** Seen at a phone's width (Storybook's `mobile1` viewport, 320 px). */
  phone?: boolean;
  /**
   * What the state shows once reached: the story's play function waits for it, so a story that
   * does not reach its state fails (in the workshop's Interactions panel and in `npm test`).
   */
  shows: (canvas: Canvas) => Promise<unknown>;
}

/** One state of a screen: persona, scenarios and clock on the mock backend, and what it shows. */
export function screenState({
  persona = 'monthly-active',
  scenario,
  clock,
  phone = false,
  shows,
}: ScreenState): StoryObj {
  const mock: MockParameters = { persona, scenario, clock };
  return {
    parameters: { mock } satisfies PortalParameters,
    ...(phone ? { globals: { viewport: { value: 'mobile1', isRotated: false } } } : {}),
    play: async ({ canvasElement }) => {
      await shows(within(canvasElement));
    },
  };
}

/** The screen's title (its only level-one heading). */
export const heading = (name: string | RegExp) => (canvas: Canvas) =>
  canvas.findByRole('heading', { level: 1, name });

/** A loader, by the label it gives assistive technology ("Loading your orders"). */
export const loader = (label: string) => (canvas: Canvas) => canvas.findByLabelText(label);

/** A failed load: the alert titled with the screen's catalogue message. */
export const failure = (title: string) => async (canvas: Canvas) =>
  within(await canvas.findByRole('alert', { name: title })).findByRole('button', {
    name: 'Try again',
  });

/** Any text the state shows. */
export const text = (content: string | RegExp) => (canvas: Canvas) => canvas.findByText(content);

/** Every one of these, in order. */
export const all =
  (...checks: ((canvas: Canvas) => Promise<unknown>)[]) =>
  async (canvas: Canvas) => {
    for (const check of checks) await check(canvas);
  };
