import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { moveBackText, planMovedText } from './rules/moneyStory.ts';
import type { SelectablePlanCode } from './rules/selectablePlans.ts';
import type { SelectablePlans } from './useSelectablePlans.ts';
import type { PlanMove } from './usePlanAndCoupon.ts';

interface PlanMoveNoticeProps {
  move: PlanMove;
  plans: SelectablePlans;
  onMoveBack: (from: SelectablePlanCode) => void;
  disabled: boolean;
}

/** "We changed your plan": the move a coupon made, said once, with the way back. */
export function PlanMoveNotice({ move, plans, onMoveBack, disabled }: PlanMoveNoticeProps) {
  const { t } = useLingui();
  return (
    <Alert color="blue" role="status" title={t`We changed your plan`}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {planMovedText(move.couponCode, {
            from: plans[move.from].name,
            to: plans[move.to].name,
            reason: move.reason,
          })}
        </Text>
        <Button size="xs" variant="light" onClick={() => onMoveBack(move.from)} disabled={disabled}>
          {moveBackText(plans[move.from].name, move.reason)}
        </Button>
      </Stack>
    </Alert>
  );
}
