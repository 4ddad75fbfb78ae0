import { describe, expect, it } from 'vitest';
import { landings, linkTo } from './earlyBoot.ts';

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

  it('lands a screen with a tab for pages that name none on that tab, never on the screen alone', () => {
    expect(
      landings(['/profile', '/subscription', '/subscription?tab=', '/subscription?tab=invoices']),
    ).toEqual([
      [],
      ['/profile'],
      ['/subscription', '/subscription?tab='],
      ['/subscription', '/subscription?tab=invoices'],
    ]);
  });
});

describe("linkTo: a stylesheet's link as Vite writes it into the head", () => {
  it.each([
    ['<link rel="stylesheet" crossorigin href="/assets/shell-Ab_1-2.css">', true],
    ['\n    <link rel="stylesheet" href="/assets/shell-Ab_1-2.css" media="all">', true],
    ['<link rel="stylesheet" crossorigin href="/assets/shell-Ab_1-2Xcss">', false],
    ['<link rel="modulepreload" crossorigin href="/assets/shell-Ab_1-2.css">', false],
    ['<link rel="stylesheet" crossorigin href="/assets/other.css">', false],
  ])('%s: %s', (html, found) => {
    expect(linkTo('/assets/shell-Ab_1-2.css').test(html)).toBe(found);
  });
});
