import { describe, expect, it } from 'vitest';
import { nextCursorOf } from './pages.ts';

describe('nextCursorOf', () => {
  it.each([
    ['no header (the last page, or a service that does not page)', null, null],
    [
      'a path-absolute next link',
      '</api/account/1/invoices?limit=25&cursor=abc>; rel="next"',
      'abc',
    ],
    [
      'an absolute next link',
      '<https://shop.example.com/shop/api/orders?cursor=x%2By&limit=25>; rel="next"',
      'x+y',
    ],
    ['the relation unquoted', '</orders?cursor=abc>; rel=next', 'abc'],
    ['next among several relations', '</orders?cursor=abc>; rel="prefetch next"', 'abc'],
    [
      'next after another link',
      '</orders?cursor=first>; rel="first", </orders?cursor=n2>; rel="next"',
      'n2',
    ],
    ['a comma inside the target', '</orders?cursor=a,b>; rel="next"', 'a,b'],
    ['only a previous link', '</orders?cursor=p>; rel="prev"', null],
    ['a next link without a cursor', '</orders?page=2>; rel="next"', null],
    ['an empty cursor', '</orders?cursor=>; rel="next"', null],
    ['not a link at all', 'garbage', null],
  ])('%s', (_case, header, cursor) => {
    expect(nextCursorOf(header)).toBe(cursor);
  });
});
