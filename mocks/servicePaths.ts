import { MOCK_SERVICE_PATHS, type ServiceName } from '../src/config/services.ts';

/**
 * Where each service lives in the mock backend: a path prefix on any origin, the same for the
 * browser worker, node and the HTTP mock server, and for the generated handlers (orval.config.ts
 * reads it). The portal's configuration, where mock mode calls the services, is its one source.
 */
export const SERVICE_PREFIXES = MOCK_SERVICE_PATHS;

export type Service = ServiceName;

/** The MSW pattern of one of the service's paths on any origin, e.g. `*\/auth/account/login`. */
export function servicePath(service: Service, path: string): string {
  return `*${SERVICE_PREFIXES[service]}${path}`;
}

/** Every path of every service, as MSW patterns (e.g. for a handler that delays them all). */
export const EVERY_SERVICE_PATH: readonly string[] = Object.values(SERVICE_PREFIXES).map(
  (prefix) => `*${prefix}/*`,
);
