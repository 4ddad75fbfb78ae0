/** One entry per route of the spec (section 2); links and redirects use these, never literals. */
export const paths = {
  home: '/',
  signup: '/signup',
  profile: '/profile',
  changePassword: '/change-password',
  subscription: '/subscription',
  coupons: '/coupons',
  seats: '/seats',
  authorizedComputers: '/authorized_computers',
  orders: '/orders',
  receipts: '/receipts',
  products: '/products',
  transfer: '/products/transfer',
  notFound: '/404/',
} as const;

export const PRODUCT_FAMILIES = [
  'applications',
  'rackextensions',
  'refills',
  'vstplugins',
  'rtos',
] as const;
export type ProductFamilyRoute = (typeof PRODUCT_FAMILIES)[number];

export const productPath = (family: ProductFamilyRoute): string => `${paths.products}/${family}`;
