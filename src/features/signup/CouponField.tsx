import { Trans, useLingui } from '@lingui/react/macro';
import { Button, CloseButton, Group, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { Coupon } from '@sdk/subscription/model';
import { focusFirstError } from '@/shared/forms/focusFirstError.ts';

export interface CouponFormValues {
  couponCode: string;
}

interface CouponFieldProps {
  form: UseFormReturnType<CouponFormValues>;
  onApply: (values: CouponFormValues) => void;
  checking: boolean;
  /** The coupon the user applied, shown with a way to remove it. */
  applied: Coupon | null;
  onRemove: () => void;
  disabled?: boolean;
}

/** Coupon entry: checked with the subscription service as it is applied. */
export function CouponField({
  form,
  onApply,
  checking,
  applied,
  onRemove,
  disabled,
}: CouponFieldProps) {
  const { t } = useLingui();
  return (
    <form onSubmit={form.onSubmit(onApply, (errors) => focusFirstError(form, errors))} noValidate>
      <TextInput
        label={t`Coupon code`}
        autoComplete="off"
        disabled={disabled}
        rightSectionWidth={96}
        rightSectionPointerEvents="all"
        rightSection={
          <Button type="submit" size="compact-sm" loading={checking} disabled={disabled}>
            <Trans>Apply</Trans>
          </Button>
        }
        {...form.getInputProps('couponCode')}
      />
      {applied ? (
        <Group gap="xs" mt="xs" role="status">
          <AppliedCoupon code={applied.code} displayText={applied.displayText} />
          <CloseButton
            size="sm"
            aria-label={t`Remove coupon`}
            onClick={onRemove}
            disabled={disabled}
          />
        </Group>
      ) : null}
    </form>
  );
}

/** "Coupon SAVE15 applied: 15% off": the code as typed, what it gives as the service words it. */
function AppliedCoupon({ code, displayText }: { code: string; displayText: string }) {
  return (
    <Text size="sm">
      <Trans>
        Coupon <strong>{code}</strong> applied: {displayText}
      </Trans>
    </Text>
  );
}
