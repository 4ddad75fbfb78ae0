/**
 * The portal's services, written once: the list (the portal's configuration, the mock backend,
 * the generator and the contract scripts iterate it) and where each lives in mock mode, a path on
 * any origin that the browser worker, node and the HTTP mock server answer, and the generated
 * handlers use (orval.config.ts, mocks/servicePaths.ts).
 */
export const SERVICES = ['account', 'subscription', 'license', 'shop'] as const;

export type ServiceName = (typeof SERVICES)[number];

export const MOCK_SERVICE_PATHS = {
  account: '/auth',
  subscription: '/subscription-api',
  license: '/license-api',
  shop: '/shop/api',
} as const satisfies Record<ServiceName, string>;
