import type { License, ProductFamily } from '@sdk/license/model';

/** A family with more licenses than this gets a search box. */
export const SEARCH_THRESHOLD = 8;

/** The licenses of one product family, most recently registered first. */
export function licensesOfFamily(licenses: readonly License[], family: ProductFamily): License[] {
  return (
    licenses
      .filter((license) => license.productFamily === family)
      // Without registration dates (a proposed field), the service's order stands.
      .sort((a, b) => (b.registeredAt ?? '').localeCompare(a.registeredAt ?? ''))
  );
}

/**
 * Whether a license matches what the customer typed: any word of the query found in the product
 * name, the version or a license number (its own or one in its upgrade chain), ignoring case.
 */
export function matchesSearch(license: License, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [
    license.productName,
    license.version,
    license.licenseNumber,
    ...license.upgradedChain.flatMap((upgraded) => [upgraded.productName, upgraded.licenseNumber]),
  ]
    .join(' ')
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}
