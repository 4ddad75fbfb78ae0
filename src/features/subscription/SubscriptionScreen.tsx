import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { Suspense, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { InvoicesSection, PaymentMethodSection } from '@/features/billing/index.ts';
import { SectionLoader } from '@/shared/screens/SectionLoader.tsx';
import { Tabs } from '@/shared/ui/Tabs.tsx';
import { ExitSurveyProvider } from './exitSurvey/ExitSurveyProvider.tsx';
import { onIntent } from '@/shared/scheduling/onIntent.ts';
import { useSession } from '@/shared/session/useSession.ts';
import { SubscriptionOverview } from './lazyOverview.ts';
import { preloadTabCode } from './prefetch.ts';
import { paymentMethodRequired } from './rules/paymentMethodRequired.ts';
import { planKind } from './rules/subscriptionState.ts';
import { useCurrentSubscription } from './useSubscriptions.ts';

// For the router: what the screen asks for before its first render when it is the landing screen.
export { prefetchSubscriptionScreen, preloadSubscriptionTab } from './prefetch.ts';

const TABS = ['overview', 'payment', 'invoices'] as const;
type Tab = (typeof TABS)[number];

const isTab = (value: string | null): value is Tab =>
  value !== null && (TABS as readonly string[]).includes(value);

/** A tab's code comes on the customer's intent to open it: the click waits for its data alone. */
const onIntentToOpen = (tab: Tab) => onIntent(() => preloadTabCode(tab));

/** The focus in the tab list, where the arrow keys open each tab they reach: every tab's code. */
const { onFocus: onFocusInTabs } = onIntent(() => Promise.all(TABS.map(preloadTabCode)));

/**
 * The subscription screen, with the payment method and invoices as its tabs (the shell has no
 * screens of their own for them). The tab is in the URL (`?tab=payment`), so it can be linked. Each
 * tab's code is its own chunk, the overview's too: a link to the invoices does not download the
 * overview's summary, actions and notices.
 */
export function SubscriptionScreen() {
  const { t } = useLingui();
  const { user, profile } = useSession();
  const { query, subscription } = useCurrentSubscription(user.userId);
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'overview';
  const showTab = (next: Tab) =>
    setParams(next === 'overview' ? {} : { tab: next }, { replace: true });
  const paymentTab = useRef<HTMLButtonElement>(null);
  // The overview's button that leads here leaves with the overview: the focus goes to the tab.
  const showPaymentMethod = () => {
    showTab('payment');
    paymentTab.current?.focus();
  };
  // The special free accounts are not billed: nothing for them to manage on a payment method.
  const canManagePayment = !subscription || planKind(subscription.planCode) !== 'free';
  // Until the subscriptions are known, removing is not offered: the service may refuse it.
  const mustKeepPayment = !query.data || paymentMethodRequired(query.data);

  return (
    // The exit survey a cancellation opens: the subscription screen's own, not the shell's, so
    // that no other screen's first load carries it.
    <ExitSurveyProvider userId={user.userId}>
      <Stack gap="lg">
        <Title order={1}>
          <Trans>Subscription</Trans>
        </Title>
        <Tabs
          value={tab}
          onChange={showTab}
          onListFocus={onFocusInTabs}
          tabs={[
            {
              value: 'overview',
              label: <Trans>Overview</Trans>,
              buttonProps: onIntentToOpen('overview'),
            },
            {
              value: 'payment',
              label: <Trans>Payment method</Trans>,
              ref: paymentTab,
              buttonProps: onIntentToOpen('payment'),
            },
            {
              value: 'invoices',
              label: <Trans>Invoices</Trans>,
              buttonProps: onIntentToOpen('invoices'),
            },
          ]}
        >
          {tab === 'overview' && (
            <Suspense fallback={<SectionLoader label={t`Loading your subscription`} />}>
              <SubscriptionOverview
                userId={user.userId}
                onUpdatePaymentMethod={showPaymentMethod}
              />
            </Suspense>
          )}
          {tab === 'payment' && (
            <Suspense fallback={<SectionLoader label={t`Loading the payment method`} />}>
              <PaymentMethodSection
                userId={user.userId}
                canManage={canManagePayment}
                mustKeep={mustKeepPayment}
                cardholder={{ firstName: profile.firstName, lastName: profile.lastName }}
              />
            </Suspense>
          )}
          {tab === 'invoices' && (
            <Suspense fallback={<SectionLoader label={t`Loading the invoices`} />}>
              <InvoicesSection userId={user.userId} />
            </Suspense>
          )}
        </Tabs>
      </Stack>
    </ExitSurveyProvider>
  );
}
