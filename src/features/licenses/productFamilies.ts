import { PRODUCT_FAMILIES, type ProductFamilyRoute } from '@/config/paths.ts';

export const PRODUCT_FAMILY_TITLES: Record<ProductFamilyRoute, string> = {
  applications: 'Applications',
  rackextensions: 'Rack Extensions',
  refills: 'ReFills',
  vstplugins: 'VST plugins',
  rtos: 'RTOs',
};

function isProductFamily(value: string): value is ProductFamilyRoute {
  return (PRODUCT_FAMILIES as readonly string[]).includes(value);
}

/** The family of a /products/<family> path: each family is its own static route, without a param. */
export function familyOfPath(pathname: string): ProductFamilyRoute | null {
  const last = pathname.split('/').filter(Boolean).at(-1) ?? '';
  return isProductFamily(last) ? last : null;
}
