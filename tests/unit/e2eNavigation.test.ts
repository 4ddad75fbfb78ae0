import { describe, expect, it } from 'vitest';
import { PRODUCT_FAMILIES } from '@/config/paths.ts';
import { labelText, NAVIGATION } from '@/app/shell/navigation.ts';
import { productFamilyTitle } from '@/shared/products/productFamilies.ts';
import { FAMILY_TITLES, NAVIGATION as JOURNEY_NAVIGATION } from '../e2e/support/navigation.ts';

/**
 * The journeys' copy of the navigation (tests/e2e/support/navigation.ts, in English because
 * Playwright Test has no Lingui macro) is the shell's own, item by item.
 */
describe("the journeys' navigation", () => {
  it('is NAVIGATION in English, in its order', () => {
    expect(JOURNEY_NAVIGATION).toEqual(
      NAVIGATION.flatMap((section) => section.items).map(({ label, to }) => ({
        label: labelText(label),
        to,
      })),
    );
  });

  it('names each product family as the portal does', () => {
    expect(FAMILY_TITLES).toEqual(
      Object.fromEntries(PRODUCT_FAMILIES.map((family) => [family, productFamilyTitle(family)])),
    );
  });
});
