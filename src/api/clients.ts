/**
 * The typed SDK outside React: one openapi-fetch client per service, typed by the generated
 * `sdk/<service>/paths.ts`, for scripts, tools and tests that do not render. Every request goes
 * through the one HTTP layer (`send` in ./http.ts), so the bearer token, the single-flight refresh
 * with one retry and the typed network errors behave exactly as in the portal.
 *
 * ```ts
 * setAccessToken(token);
 * const { subscription } = createServiceClients();
 * const { data, error } = await subscription.GET('/account/{userId}/subscriptions', {
 *   params: { path: { userId }, query: { filter: 'all' } },
 * });
 * ```
 *
 * openapi-fetch answers `{ data, error, response }` rather than throwing on 4xx/5xx; only a
 * failure without an answer (`NetworkError`) or an ended session (`UnauthorizedError`) throws.
 */
import createClient, { type Client } from 'openapi-fetch';
import { config, type ServiceName, type ServiceUrls } from '@/config/env.ts';
import type { paths as AccountPaths } from '@sdk/account/paths.ts';
import type { paths as LicensePaths } from '@sdk/license/paths.ts';
import type { paths as ShopPaths } from '@sdk/shop/paths.ts';
import type { paths as SubscriptionPaths } from '@sdk/subscription/paths.ts';
import { send } from './http.ts';

export { getAccessToken, setAccessToken } from './accessToken.ts';

/** The generated `paths` type of each service's document. */
interface ServicePaths {
  account: AccountPaths;
  subscription: SubscriptionPaths;
  license: LicensePaths;
  shop: ShopPaths;
}

type ServiceClient<S extends ServiceName> = Client<ServicePaths[S]>;

type ServiceClients = { readonly [S in ServiceName]: ServiceClient<S> };

/** A typed client of one service; `baseUrl` defaults to the portal's configured URL. */
function createServiceClient<S extends ServiceName>(
  service: S,
  baseUrl: string = config.services[service],
): ServiceClient<S> {
  return createClient<ServicePaths[S]>({
    baseUrl,
    fetch: (request) => send(service, request),
  });
}

/** A typed client per service; pass base URLs to reach services other than the configured ones. */
export function createServiceClients(baseUrls: Partial<ServiceUrls> = {}): ServiceClients {
  const urls: ServiceUrls = { ...config.services, ...baseUrls };
  return {
    account: createServiceClient('account', urls.account),
    subscription: createServiceClient('subscription', urls.subscription),
    license: createServiceClient('license', urls.license),
    shop: createServiceClient('shop', urls.shop),
  };
}
