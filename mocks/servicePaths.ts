/**
 * Where each service lives in the mock backend: a path prefix on any origin, the same for the
 * browser worker, node and the HTTP mock server, and for the generated handlers (orval.config.ts
 * reads it). The portal's mock-mode configuration calls the services there: MOCK_SERVICE_PATHS in
 * src/config/env.ts, a copy because the app never imports mocks, held equal by
 * tests/unit/mocks/servicePaths.test.ts.
 */
export const SERVICE_PREFIXES = {
  account: '/auth',
  subscription: '/subscription-api',
  license: '/license-api',
  shop: '/shop/api',
} as const;

export type Service = keyof typeof SERVICE_PREFIXES;

/** The MSW pattern of one of the service's paths on any origin, e.g. `*\/auth/account/login`. */
export function servicePath(service: Service, path: string): string {
  return `*${SERVICE_PREFIXES[service]}${path}`;
}

/** Every path of every service, as MSW patterns (e.g. for a handler that delays them all). */
export const EVERY_SERVICE_PATH: readonly string[] = Object.values(SERVICE_PREFIXES).map(
  (prefix) => `*${prefix}/*`,
);
