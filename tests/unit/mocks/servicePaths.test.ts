/**
 * The service prefixes are written once for the mocks (mocks/servicePaths.ts); the portal's
 * mock-mode configuration and the generated handlers (orval.config.ts) must agree with them.
 */
import { describe, expect, it } from 'vitest';
import { getAccountServiceMock } from '@sdk/account/account.msw.ts';
import { getLicenseServiceMock } from '@sdk/license/license.msw.ts';
import { getShopServiceMock } from '@sdk/shop/shop.msw.ts';
import { getSubscriptionServiceAPIMock } from '@sdk/subscription/subscription.msw.ts';
import { MOCK_SERVICE_PATHS } from '@/config/env.ts';
import { SERVICE_PREFIXES, type Service } from '@mocks/servicePaths.ts';

const GENERATED_HANDLERS: Record<Service, () => { info: { path: unknown } }[]> = {
  account: getAccountServiceMock,
  subscription: getSubscriptionServiceAPIMock,
  license: getLicenseServiceMock,
  shop: getShopServiceMock,
};

describe('service prefixes', () => {
  it('are where the portal calls the services in mock mode', () => {
    expect(MOCK_SERVICE_PATHS).toEqual(SERVICE_PREFIXES);
  });

  it.each(Object.keys(GENERATED_HANDLERS) as Service[])(
    'prefix every generated handler of the %s service',
    (service) => {
      const paths = GENERATED_HANDLERS[service]().map((handler) => String(handler.info.path));
      expect(paths.length).toBeGreaterThan(0);
      const prefixed = new RegExp(`^\\*${SERVICE_PREFIXES[service]}/`);
      for (const path of paths) expect(path).toMatch(prefixed);
    },
  );
});
