import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PRODUCT_FAMILIES, type ProductFamilyRoute } from '@/config/paths.ts';

/**
 * The product families' names as catalogue messages (read with `productFamilyTitle`, or by the
 * navigation when it is shown). Rack Extensions, ReFills and RTOs are the products' own names.
 */
export const PRODUCT_FAMILY_TITLES: Record<ProductFamilyRoute, MessageDescriptor> = {
  applications: msg`Applications`,
  rackextensions: msg`Rack Extensions`,
  refills: msg`ReFills`,
  vstplugins: msg`VST plugins`,
  rtos: msg`RTOs`,
};

/** A family's name in the active language: "Applications", "Anwendungen". */
export function productFamilyTitle(family: ProductFamilyRoute): string {
  return i18n._(PRODUCT_FAMILY_TITLES[family]);
}

function isProductFamily(value: string): value is ProductFamilyRoute {
  return (PRODUCT_FAMILIES as readonly string[]).includes(value);
}

/** The family of a /products/<family> path: each family is its own static route, without a param. */
export function familyOfPath(pathname: string): ProductFamilyRoute | null {
  const last = pathname.split('/').filter(Boolean).at(-1) ?? '';
  return isProductFamily(last) ? last : null;
}
