import { lazyPart } from '@/shared/scheduling/lazyPart.ts';

/**
 * The overview tab: its own chunk, so that a landing on the payment method or the invoices does
 * not download the subscription's summary, actions and notices it does not show. The boot script
 * preloads it with the screen's code when the page lands on the overview (vite.config.ts).
 */
const overview = lazyPart(
  () => import('./components/SubscriptionOverview.tsx'),
  (module) => module.SubscriptionOverview,
);

export const SubscriptionOverview = overview.Part;

/** The overview's code, downloading (once): settles when it is here, or has failed. */
export const preloadOverview = (): Promise<unknown> => overview.preload().catch(() => undefined);
