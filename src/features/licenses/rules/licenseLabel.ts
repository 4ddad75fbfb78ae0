import { t } from '@lingui/core/macro';
import type { License } from '@sdk/license/model';

/*
 * A license's product name, version, registration date and transferability are proposed fields a
 * service may leave out (openapi/license.yaml): these say what the screens show without them.
 */

/** What a license is called: its product's name, else its number. */
export function licenseTitle(license: Pick<License, 'licenseNumber' | 'productName'>): string {
  const number = license.licenseNumber;
  return license.productName ?? t`License ${number}`;
}

/** "Reason 13 13.1.2", "Reason 13", or the license number when no product name is known. */
export function licenseWithVersion(
  license: Pick<License, 'licenseNumber' | 'productName' | 'version'>,
): string {
  return [licenseTitle(license), license.version].filter(Boolean).join(' ');
}

/**
 * Whether the portal offers to transfer the license: unless the service says it cannot be. Without
 * the field the service decides at the transfer, and says why it refuses.
 */
export function isOfferedForTransfer(license: Pick<License, 'transferable'>): boolean {
  return license.transferable !== false;
}
