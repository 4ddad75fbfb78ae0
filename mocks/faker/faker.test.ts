import { globSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { faker } from './faker.ts';

const root = new URL('../../', import.meta.url).pathname;

/** Every `faker.<module>.<method>` the generated mocks call. */
function usedByGeneratedMocks(): string[] {
  const used = new Set<string>();
  for (const file of globSync('sdk/**/*.msw.ts', { cwd: root })) {
    for (const [call] of readFileSync(`${root}${file}`, 'utf8').matchAll(/\bfaker\.\w+\.\w+/g)) {
      used.add(call.replace(/^faker\./, ''));
    }
  }
  return [...used].sort();
}

describe('the faker the build gives the generated mocks', () => {
  it('has every method they call', () => {
    const used = usedByGeneratedMocks();
    expect(used.length).toBeGreaterThan(0);
    const missing = used.filter((path) => {
      const [module = '', method = ''] = path.split('.');
      return typeof Reflect.get(Reflect.get(faker, module) ?? {}, method) !== 'function';
    });
    expect(missing).toEqual([]);
  });

  it.each([
    { min: 1, max: 64 },
    { min: 5, max: 5 },
  ])('picks whole numbers from $min to $max', ({ min, max }) => {
    const picked = Array.from({ length: 200 }, () => faker.number.int({ min, max }));
    expect(picked.every((n) => Number.isInteger(n) && n >= min && n <= max)).toBe(true);
  });

  it('picks one of the items', () => {
    const items = ['card', '3-D Secure'];
    const picked = new Set(Array.from({ length: 100 }, () => faker.helpers.arrayElement(items)));
    expect([...picked].sort()).toEqual([...items].sort());
  });
});
