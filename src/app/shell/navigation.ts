import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PRODUCT_FAMILIES, paths, productPath } from '@/config/paths.ts';
import { PRODUCT_FAMILY_TITLES } from '@/shared/products/productFamilies.ts';

/** A catalogue message, or a text not converted yet (the product families' names). */
type Label = MessageDescriptor | string;

interface NavItem {
  label: Label;
  to: string;
}

interface NavSection {
  label: Label;
  items: NavItem[];
}

/** A label in the active language. */
export function labelText(label: Label): string {
  return typeof label === 'string' ? label : i18n._(label);
}

/** Every screen of the shell, as the navigation lists them. */
export const NAVIGATION: NavSection[] = [
  {
    label: msg`Account`,
    items: [
      { label: msg`Profile`, to: paths.profile },
      { label: msg`Change password`, to: paths.changePassword },
      { label: msg`Subscription`, to: paths.subscription },
      { label: msg`Coupons`, to: paths.coupons },
      { label: msg`Seats`, to: paths.seats },
      { label: msg`Authorized computers`, to: paths.authorizedComputers },
      { label: msg`Orders`, to: paths.orders },
      { label: msg`Receipts`, to: paths.receipts },
    ],
  },
  {
    label: msg`Products`,
    items: [
      ...PRODUCT_FAMILIES.map((family) => ({
        label: PRODUCT_FAMILY_TITLES[family],
        to: productPath(family),
      })),
      { label: msg`Transfer licenses`, to: paths.transfer },
    ],
  },
];
