/** Shorthand for what the personas own: licenses bought or bundled on one day, and computers. */
import type { ComputerInput, LicenseInput } from './input.ts';
import type { ProductKey } from './products.ts';

/** Licenses bought together on one day. */
export const bought = (registeredAt: string, ...products: ProductKey[]): LicenseInput[] =>
  products.map((product) => ({ product, registeredAt }));

/** What comes free with a Reason+ subscription or a Reason purchase: no order, not transferable. */
export const bundled = (registeredAt: string, ...products: ProductKey[]): LicenseInput[] =>
  products.map((product) => ({ product, registeredAt, bundled: true, transferable: false }));

export const macStudio = (authorizedAt: string, products: ProductKey[]): ComputerInput => ({
  name: 'Studio Mac',
  operatingSystem: 'macOS 15.1',
  authorizedAt,
  lastSeenAt: '2026-11-20T21:13:54Z',
  products,
});

export const windowsLaptop = (
  name: string,
  authorizedAt: string,
  products: ProductKey[],
): ComputerInput => ({
  name,
  operatingSystem: 'Windows 11 Pro 23H2',
  authorizedAt,
  lastSeenAt: null,
  products,
});
