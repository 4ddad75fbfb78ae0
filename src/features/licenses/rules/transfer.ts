import { t } from '@lingui/core/macro';
import type { License, LicenseTransfer } from '@sdk/license/model';
import { MESSAGES } from '@/api/errorMessages.ts';
import { TEXT_LIMITS, textProblem } from '@/shared/forms/textRules.ts';

/** One license that changes owner in a transfer, as the transfer screen lists it. */
interface MovedLicense {
  licenseNumber: string;
  productName?: string;
  version?: string;
}

/**
 * The licenses a transfer moves (spec section 5): the chosen license first, then every license in
 * its upgrade chain, since an upgrade is worthless without the license it upgraded. A number that
 * appears twice is moved once.
 */
export function licensesMovedBy(license: License): MovedLicense[] {
  const moved: MovedLicense[] = [
    {
      licenseNumber: license.licenseNumber,
      productName: license.productName,
      version: license.version,
    },
    ...license.upgradedChain,
  ];
  const seen = new Set<string>();
  return moved.filter(({ licenseNumber }) => {
    if (seen.has(licenseNumber)) return false;
    seen.add(licenseNumber);
    return true;
  });
}

/** The body of `POST /public/license/transfer`; raises the catalogue's error with no license chosen. */
export function transferPayload(
  license: License | null | undefined,
  newOwnerEmail: string,
): LicenseTransfer {
  if (!license) throw new Error(MESSAGES.noLicenseSelected);
  return {
    new_owner_email: newOwnerEmail.trim(),
    license_numbers: licensesMovedBy(license).map(({ licenseNumber }) => licenseNumber),
  };
}

// Deliberately loose: the server has the last word on addresses; this catches typos only.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Read when used: each is in the language active then. */
export const NEW_OWNER_EMAIL_ERRORS = {
  get missing() {
    return t`Enter the new owner's e-mail address`;
  },
  get malformed() {
    return t`Enter a valid e-mail address, such as name@example.com`;
  },
  get own() {
    return t`This is your own e-mail address: enter the new owner’s`;
  },
};

/** What is wrong with the new owner's e-mail address, or null when it will do. */
export function newOwnerEmailError(value: string, ownEmail: string): string | null {
  // Length and characters first: a 5,000-character address is told so, not that it is malformed.
  const limits = textProblem(value, {
    maxLength: TEXT_LIMITS.email,
    get required() {
      return NEW_OWNER_EMAIL_ERRORS.missing;
    },
  });
  if (limits) return limits;
  const email = value.trim();
  if (!EMAIL_SHAPE.test(email)) return NEW_OWNER_EMAIL_ERRORS.malformed;
  if (email.toLowerCase() === ownEmail.trim().toLowerCase()) return NEW_OWNER_EMAIL_ERRORS.own;
  return null;
}
