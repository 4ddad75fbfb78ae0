import { describe, expect, it } from 'vitest';
import { familyOfPath } from '@/shared/products/productFamilies.ts';

describe('familyOfPath', () => {
  it.each([
    ['/products/applications', 'applications'],
    ['/products/rackextensions/', 'rackextensions'],
    ['/products/rtos', 'rtos'],
    ['/products/transfer', null],
    ['/products', null],
    ['/', null],
  ])('%s → %s', (pathname, family) => {
    expect(familyOfPath(pathname)).toBe(family);
  });
});
