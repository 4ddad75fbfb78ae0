/**
 * Every handler of the mock backend, in the order MSW tries them (first match wins): the stateful
 * handlers of the four services, then the generated ones as the fallback for anything not
 * overridden. Within a service, static paths come before `/:id` ones.
 */
import { getAccountServiceMock } from '@sdk/account/account.msw.ts';
import { getLicenseServiceMock } from '@sdk/license/license.msw.ts';
import { getShopServiceMock } from '@sdk/shop/shop.msw.ts';
import { getSubscriptionServiceAPIMock } from '@sdk/subscription/subscription.msw.ts';
import { accountHandlers } from './account.ts';
import { licenseHandlers } from './license.ts';
import { shopHandlers } from './shop.ts';
import { subscriptionHandlers } from './subscription.ts';

export const statefulHandlers = [
  ...accountHandlers,
  ...subscriptionHandlers,
  ...licenseHandlers,
  ...shopHandlers,
];

export const generatedHandlers = [
  ...getAccountServiceMock(),
  ...getSubscriptionServiceAPIMock(),
  ...getLicenseServiceMock(),
  ...getShopServiceMock(),
];

export const handlers = [...statefulHandlers, ...generatedHandlers];
