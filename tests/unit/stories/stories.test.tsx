import {
  composeStories,
  type Loader,
  type Meta,
  setProjectAnnotations,
  type StoryObj,
} from '@storybook/react-vite';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { parseClockDate, setClock, setScenarios, usePersona } from '@mocks/node.ts';
import { useMockBackend } from '@/test/renderApp.tsx';
import { mockOf, portalAnnotations, type PortalParameters } from '../../../.storybook/portal.tsx';

/**
 * Stories are tests: every story of every `*.stories.tsx` renders here in jsdom, on the node mock
 * backend set as its `parameters.mock` says, reaches the state its play function waits for, and
 * passes axe's serious and critical rules (as the browser journeys do; colour contrast needs a
 * real layout, which jsdom has not, and is checked by the journeys).
 */

/** The node mock backend in the place of the workshop's service worker. */
const withNodeMockBackend: Loader = async ({ parameters }) => {
  const { persona, scenario, clock } = mockOf(parameters as PortalParameters);
  await usePersona(persona);
  if (scenario) setScenarios(scenario);
  if (clock) await setClock(parseClockDate(clock));
};

setProjectAnnotations([
  portalAnnotations,
  { loaders: [withNodeMockBackend], parameters: { mantineEnv: 'test' } satisfies PortalParameters },
]);

useMockBackend();

const BLOCKING = new Set(['serious', 'critical']);

async function blockingFindings(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}) ${violation.help}: ` +
        violation.nodes.map((node) => node.target.join(' ')).join(', '),
    );
}

type StoryFile = { default: Meta } & Record<string, StoryObj>;
const storyFiles = import.meta.glob<StoryFile>('../../../src/**/*.stories.tsx', { eager: true });

describe('stories', () => {
  it('are found beside the components', () => {
    expect(Object.keys(storyFiles).length).toBeGreaterThan(0);
  });

  for (const [path, file] of Object.entries(storyFiles)) {
    describe(path.replace(/^(\.\.\/)+/, ''), () => {
      for (const [name, Story] of Object.entries(composeStories(file))) {
        it(name, async () => {
          // A story without a play function would only prove that something rendered.
          expect(Story.play, 'the play function that waits for its state').toBeDefined();
          await Story.load();
          render(<Story />);
          await Story.play?.({ canvasElement: document.body });
          expect(await blockingFindings(document.body)).toEqual([]);
        });
      }
    });
  }
});
