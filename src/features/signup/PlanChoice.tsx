import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import looks from '@/shared/ui/mantineLooks.module.css';
import classes from './PlanChoice.module.css';
import { billingPeriodText, formatPrice, planPrice } from './rules/pricing.ts';
import {
  isSelectablePlanCode,
  SELECTABLE_PLAN_CODES,
  type SelectablePlanCode,
} from './rules/selectablePlans.ts';
import type { PlanQuote } from './rules/moneyStory.ts';
import type { SelectablePlan, SelectablePlans } from './useSelectablePlans.ts';

interface PlanChoiceProps {
  plans: SelectablePlans;
  currency: string;
  value: SelectablePlanCode;
  onChange: (plan: SelectablePlanCode) => void;
  /** A badge on one plan, e.g. "First month free" on Monthly while the trial offer applies. */
  badge?: { plan: SelectablePlanCode; label: string } | null;
  /**
   * Each plan's price as the customer pays it (the service's preview, tax as quoted where they
   * live). Without one (an anonymous visitor, or while it loads) the list price, said to be before
   * tax.
   */
  quotes?: Partial<Record<SelectablePlanCode, PlanQuote>>;
  disabled?: boolean;
}

function PlanPriceText({
  plan,
  currency,
  quote,
}: {
  plan: SelectablePlan;
  currency: string;
  quote: PlanQuote | undefined;
}) {
  const { t } = useLingui();
  const price = planPrice(plan, currency);
  if (!price)
    return (
      <Text c="dimmed">
        <Trans>Not sold in {currency}</Trans>
      </Text>
    );
  const taxNote = quote ? quote.taxNote : t`before tax`;
  const amount = quote ? quote.price : formatPrice(price);
  const period = billingPeriodText(plan);
  return (
    <Text>
      <Trans>
        <Text span fw={700} size="xl">
          {amount}
        </Text>{' '}
        {period}
      </Trans>
      {taxNote ? (
        <Text span size="sm" c="dimmed">
          {' '}
          {taxNote}
        </Text>
      ) : null}
    </Text>
  );
}

/** Monthly or Annual, with prices in the account's currency. */
export function PlanChoice({
  plans,
  currency,
  value,
  onChange,
  badge,
  quotes,
  disabled,
}: PlanChoiceProps) {
  const { t } = useLingui();
  return (
    <Radio.Group
      label={t`Plan`}
      value={value}
      onChange={(next) => {
        if (isSelectablePlanCode(next)) onChange(next);
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
        {SELECTABLE_PLAN_CODES.map((code) => {
          const plan = plans[code];
          return (
            <Radio.Card
              key={code}
              value={code}
              p="md"
              radius="md"
              disabled={disabled}
              className={classes.card}
            >
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                <Stack gap={4}>
                  <Group gap="xs">
                    <Text fw={700}>{plan.name}</Text>
                    {badge?.plan === code ? (
                      <span className={looks.badge}>{badge.label}</span>
                    ) : null}
                  </Group>
                  <PlanPriceText plan={plan} currency={currency} quote={quotes?.[code]} />
                </Stack>
              </Group>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
