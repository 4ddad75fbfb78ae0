import { PRODUCT_FAMILIES, paths, productPath } from '@/config/paths.ts';
import { PRODUCT_FAMILY_TITLES } from '@/features/licenses/productFamilies.ts';

interface NavItem {
  label: string;
  to: string;
}

interface NavSection {
  label: string;
  items: NavItem[];
}

/** Every screen of the shell, as the navigation lists them. */
export const NAVIGATION: NavSection[] = [
  {
    label: 'Account',
    items: [
      { label: 'Profile', to: paths.profile },
      { label: 'Change password', to: paths.changePassword },
      { label: 'Subscription', to: paths.subscription },
      { label: 'Coupons', to: paths.coupons },
      { label: 'Seats', to: paths.seats },
      { label: 'Authorized computers', to: paths.authorizedComputers },
      { label: 'Orders', to: paths.orders },
      { label: 'Receipts', to: paths.receipts },
    ],
  },
  {
    label: 'Products',
    items: [
      ...PRODUCT_FAMILIES.map((family) => ({
        label: PRODUCT_FAMILY_TITLES[family],
        to: productPath(family),
      })),
      { label: 'Transfer licenses', to: paths.transfer },
    ],
  },
];
