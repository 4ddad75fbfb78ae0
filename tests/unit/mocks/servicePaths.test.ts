/**
 * The service prefixes are written once (src/config/services.ts, the mocks' SERVICE_PREFIXES);
 * the generated handlers (orval.config.ts) must carry them.
 */
import { describe, expect, it } from 'vitest';
import { getAccountServiceMock } from '@sdk/account/account.msw.ts';
import { getLicenseServiceMock } from '@sdk/license/license.msw.ts';
import { getShopServiceMock } from '@sdk/shop/shop.msw.ts';
import { getSubscriptionServiceAPIMock } from '@sdk/subscription/subscription.msw.ts';
import { SERVICE_PREFIXES, type Service } from '@mocks/servicePaths.ts';

const GENERATED_HANDLERS: Record<Service, () => { info: { path: unknown } }[]> = {
  account: getAccountServiceMock,
  subscription: getSubscriptionServiceAPIMock,
  license: getLicenseServiceMock,
  shop: getShopServiceMock,
};

describe('service prefixes', () => {
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
