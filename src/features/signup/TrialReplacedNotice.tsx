import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { PriceBreakdown } from '@sdk/subscription/model';
import { trialReplacedText } from './rules/moneyStory.ts';

interface TrialReplacedNoticeProps {
  couponCode: string;
  /** The order's figures, with the coupon. */
  breakdown: PriceBreakdown;
  /** The same plan's figures with the free trial instead. */
  withTrial: PriceBreakdown;
  onKeepTrial: () => void;
  disabled: boolean;
}

/** An applied coupon takes the free trial's place: what that changes, and the way back. */
export function TrialReplacedNotice({
  couponCode,
  breakdown,
  withTrial,
  onKeepTrial,
  disabled,
}: TrialReplacedNoticeProps) {
  const { t } = useLingui();
  return (
    <Alert color="yellow" role="note" title={t`Your coupon replaces the free trial`}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{trialReplacedText(couponCode, breakdown, withTrial)}</Text>
        <Button size="xs" variant="light" onClick={onKeepTrial} disabled={disabled}>
          <Trans>Keep the free trial</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}
