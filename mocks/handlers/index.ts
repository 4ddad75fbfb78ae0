/**
 * Every handler of the mock backend, in the order MSW tries them (first match wins): the scenarios
 * a developer or a test set, the stateful handlers of the four services, then the generated ones
 * as the fallback for anything not overridden. Within a service, static paths come before `/:id` ones (`POST /subscriptions/new`
 * before `POST /subscriptions/:id`, both in ./subscription/subscriptions.ts; the previews, with
 * `GET /subscriptions/preview`, before both).
 */
import { getAccountServiceMock } from '@sdk/account/account.msw.ts';
import { getLicenseServiceMock } from '@sdk/license/license.msw.ts';
import { getShopServiceMock } from '@sdk/shop/shop.msw.ts';
import { getSubscriptionServiceAPIMock } from '@sdk/subscription/subscription.msw.ts';
import { scenarioHandlers } from '../scenarios/engine.ts';
import { routedByService } from './routing.ts';
import { accountHandlers } from './account.ts';
import { licenseHandlers } from './license.ts';
import { shopHandlers } from './shop.ts';
import { subscriptionAccountHandlers } from './subscription/accounts.ts';
import { couponHandlers } from './subscription/coupons.ts';
import { invoiceHandlers } from './subscription/invoices.ts';
import { lifecycleHandlers } from './subscription/lifecycle.ts';
import { paymentMethodHandlers } from './subscription/paymentMethod.ts';
import { planHandlers } from './subscription/plans.ts';
import { previewHandlers } from './subscription/previews.ts';
import { seatHandlers } from './subscription/seats.ts';
import { subscriptionHandlers } from './subscription/subscriptions.ts';

export const statefulHandlers = [
  ...accountHandlers,
  // The subscription service, area by area.
  ...subscriptionAccountHandlers,
  ...previewHandlers,
  ...subscriptionHandlers,
  ...lifecycleHandlers,
  ...seatHandlers,
  ...paymentMethodHandlers,
  ...invoiceHandlers,
  ...couponHandlers,
  ...planHandlers,
  ...licenseHandlers,
  ...shopHandlers,
];

export const generatedHandlers = [
  ...getAccountServiceMock(),
  ...getSubscriptionServiceAPIMock(),
  ...getLicenseServiceMock(),
  ...getShopServiceMock(),
];

const backend = [...statefulHandlers, ...generatedHandlers];

/** The scenarios (../scenarios/engine.ts) first: they stand in front of the whole backend. */
export const handlers = [...scenarioHandlers(() => backend), ...backend];

/** What MSW runs (browser, node, the HTTP mock server): `handlers`, asked by route (./routing.ts). */
export const routedHandlers = routedByService(handlers);
