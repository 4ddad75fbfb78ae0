import { PRODUCT_FAMILIES, type ProductFamilyRoute } from '@/config/paths.ts';

export const PRODUCT_FAMILY_TITLES: Record<ProductFamilyRoute, string> = {
  applications: 'Applications',
  rackextensions: 'Rack Extensions',
  refills: 'ReFills',
  vstplugins: 'VST plugins',
  rtos: 'RTOs',
};

export function isProductFamily(value: string): value is ProductFamilyRoute {
  return (PRODUCT_FAMILIES as readonly string[]).includes(value);
}
