import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@/shared/ui/Link.tsx';
import {
  getListCouponsQueryOptions,
  useListCoupons,
} from '@sdk/subscription/operations/listCoupons.ts';
import type { Coupon, CouponState } from '@sdk/subscription/model';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { subscriptionAccountQuery } from '@/shared/session/session.ts';
import { useSession } from '@/shared/session/useSession.ts';
import looks from '@/shared/ui/mantineLooks.module.css';
import { QueryList } from '@/shared/screens/QueryList.tsx';
import { hasSubscription, useCurrentSubscription } from '@/features/subscription/index.ts';
import { SectionLoader } from '@/shared/screens/SectionLoader.tsx';
import {
  COUPON_STATE_LABELS,
  couponDiscountText,
  couponDurationText,
  couponPlansText,
} from './rules/couponTerms.ts';
import { type CouponUse, couponUse } from './rules/couponUse.ts';
import classes from './CouponsScreen.module.css';

const STATE_COLORS: Record<CouponState, string> = {
  active: 'green',
  redeemable: 'blue',
  maxed_out: 'gray',
  inactive: 'gray',
  expired: 'gray',
};

/**
 * As the landing screen: the coupons are asked with the subscriptions, before the first render,
 * which waits for them.
 */
export const prefetchCouponsScreen = (queryClient: QueryClient, userId: number) =>
  queryClient.prefetchQuery(getListCouponsQueryOptions(userId));

/**
 * The account's coupons: their state, what they give, for how long and on which plans; an
 * available one says how to use it, or why it cannot be used on the current subscription.
 */
export function CouponsScreen() {
  const { t } = useLingui();
  const { user } = useSession();
  const coupons = useListCoupons(user.userId);
  // Fixed discounts are in the billing currency: the subscription account's, else the user's.
  const subscriptionAccount = useQuery(subscriptionAccountQuery(useQueryClient(), user.userId));
  const currency = subscriptionAccount.data?.currency ?? user.currency ?? 'USD';
  const current = useCurrentSubscription(user.userId);
  const subscribed = current.query.data ? hasSubscription(current.subscription) : undefined;

  return (
    <Stack gap="lg">
      <Title order={1}>
        <Trans>Coupons</Trans>
      </Title>
      <QueryList
        query={coupons}
        failureTitle={t`Your coupons could not be loaded`}
        loading={<SectionLoader label={t`Loading your coupons`} />}
        empty={
          <Text>
            <Trans>You have no coupons. Coupons you redeem or are offered show here.</Trans>
          </Text>
        }
      >
        {(items) => (
          <div className={classes.cards}>
            {items.map((coupon) => (
              <CouponCard
                key={coupon.code}
                coupon={coupon}
                currency={currency}
                use={couponUse(coupon, subscribed)}
              />
            ))}
          </div>
        )}
      </QueryList>
    </Stack>
  );
}

function CouponCard({
  coupon,
  currency,
  use,
}: {
  coupon: Coupon;
  currency: string;
  use: CouponUse | null;
}) {
  const { t } = useLingui();
  const headingId = useId();
  return (
    <article className={`${looks.paper} ${classes.card}`} aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4" id={headingId}>
            {coupon.name ?? coupon.displayText}
          </Title>
          <span
            className={looks.badge}
            data-variant="filled"
            data-color={
              use?.kind === 'notForCurrentSubscription' ? 'gray' : STATE_COLORS[coupon.state]
            }
          >
            {use?.badge ?? COUPON_STATE_LABELS[coupon.state]}
          </span>
        </Group>
        {/* Often the coupon's name already says it ("15% off"): not twice. */}
        {coupon.name !== undefined && coupon.displayText.trim() !== coupon.name.trim() ? (
          <Text fw={600}>{coupon.displayText}</Text>
        ) : null}
        <dl style={{ margin: 0 }}>
          <Term label={t`Code`}>
            <Text component="code" ff="monospace" size="sm">
              {coupon.code}
            </Text>
          </Term>
          <Term label={t`Discount`}>{couponDiscountText(coupon, currency)}</Term>
          <Term label={t`Lasts`}>{couponDurationText(coupon)}</Term>
          <Term label={t`Plans`}>{couponPlansText(coupon)}</Term>
        </dl>
        {use ? <Text size="sm">{use.text}</Text> : null}
        {use?.kind === 'atCheckout' ? (
          <Link
            to={use.checkoutPath}
            className={`${looks.lightButton} mantine-focus-auto mantine-active`}
            style={{ alignSelf: 'flex-start' }}
          >
            <Trans>Subscribe with this coupon</Trans>
          </Link>
        ) : null}
      </Stack>
    </article>
  );
}

function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text component="dt" size="sm" c="dimmed" miw={72} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {children}
      </Text>
    </Group>
  );
}
