import { describe, expect, it } from 'vitest';
import { landings } from './earlyBoot.ts';

describe('landings: what the boot script may preload, one joined translation file each', () => {
  it('finds each screen, each tab with its screen, and the shell alone', () => {
    expect(
      landings([
        '/',
        '/profile',
        '/products',
        '/products/transfer',
        '/subscription',
        '/subscription?tab=invoices',
      ]),
    ).toEqual([
      [],
      ['/'],
      ['/profile'],
      ['/products'],
      ['/products/transfer'],
      ['/subscription'],
      ['/subscription', '/subscription?tab=invoices'],
    ]);
  });
});
