/**
 * What orval's generated mocks (`sdk/*\/*.msw.ts`) use of faker, and nothing more: the contract's
 * examples give almost every mock answer, so the generated code asks faker for a random length
 * and a random pick. The build takes this module for `@faker-js/faker` (vite.config.ts), which
 * makes the mock backend's chunk 400 KB lighter: each page of the workshop, and each journey,
 * parses it on every load. `faker.test.ts` fails when a regenerated mock asks for more.
 */
export const faker = {
  number: {
    int({ min = 0, max = Number.MAX_SAFE_INTEGER }: { min?: number; max?: number } = {}): number {
      return min + Math.floor(Math.random() * (max - min + 1));
    },
  },
  helpers: {
    arrayElement<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('arrayElement: no items to pick from');
      return items[Math.floor(Math.random() * items.length)] as T;
    },
  },
};
