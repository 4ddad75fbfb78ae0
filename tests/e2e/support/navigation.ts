/**
 * The navigation in English, for the journeys: src/app/shell/navigation.ts and
 * src/shared/products/productFamilies.ts word it with Lingui macros, which Playwright Test cannot
 * import (decision 019). tests/unit/e2eNavigation.test.ts pins them to the portal's English, and
 * tests/e2e/shell.test.ts checks that the shell draws exactly these items.
 */
import {
  paths,
  PRODUCT_FAMILIES,
  type ProductFamilyRoute,
  productPath,
} from '../../../src/config/paths.ts';

/** The product families' names, as the navigation and each family's heading show them. */
export const FAMILY_TITLES: Readonly<Record<ProductFamilyRoute, string>> = {
  applications: 'Applications',
  rackextensions: 'Rack Extensions',
  refills: 'ReFills',
  vstplugins: 'VST plugins',
  rtos: 'RTOs',
};

/** Every item of the navigation, in its order: each link's name and the route it opens. */
export const NAVIGATION: readonly { label: string; to: string }[] = [
  { label: 'Profile', to: paths.profile },
  { label: 'Change password', to: paths.changePassword },
  { label: 'Subscription', to: paths.subscription },
  { label: 'Coupons', to: paths.coupons },
  { label: 'Seats', to: paths.seats },
  { label: 'Authorized computers', to: paths.authorizedComputers },
  { label: 'Orders', to: paths.orders },
  { label: 'Receipts', to: paths.receipts },
  ...PRODUCT_FAMILIES.map((family) => ({ label: FAMILY_TITLES[family], to: productPath(family) })),
  { label: 'Transfer licenses', to: paths.transfer },
];
