import { useSyncExternalStore } from 'react';

/**
 * The license chosen for transfer, kept in app state (spec section 3) so "Transfer" on a product
 * page opens the transfer screen with it selected. Only the license number is kept: the license
 * itself always comes from the current license list, so a transferred license cannot linger.
 */
let selectedLicenseNumber: string | null = null;
const listeners = new Set<() => void>();

export function selectLicenseForTransfer(licenseNumber: string | null): void {
  if (licenseNumber === selectedLicenseNumber) return;
  selectedLicenseNumber = licenseNumber;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = (): string | null => selectedLicenseNumber;

export function useSelectedLicenseNumber(): string | null {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
