import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { expect, it } from 'vitest';
import { lazyPart } from './lazyPart.ts';

it('asks again after a failed preload: a network blink on the intent does not fail the part for good', async () => {
  const network = { offline: true, asked: 0 };
  const { Part, preload } = lazyPart(
    async () => {
      network.asked += 1;
      if (network.offline) throw new TypeError('Failed to fetch dynamically imported module');
      return { Greeting: () => <p>Hello</p> };
    },
    (module) => module.Greeting,
  );
  await expect(preload()).rejects.toThrow('Failed to fetch');
  network.offline = false;
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Part />
    </Suspense>,
  );
  expect(await screen.findByText('Hello')).toBeVisible();
  expect(network.asked).toBe(2);
});
