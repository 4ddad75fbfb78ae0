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
  return (
    <form onSubmit={form.onSubmit(onApply, (errors) => focusFirstError(form, errors))} noValidate>
      <TextInput
        label="Coupon code"
        autoComplete="off"
        disabled={disabled}
        rightSectionWidth={96}
        rightSectionPointerEvents="all"
        rightSection={
          <Button type="submit" size="compact-sm" loading={checking} disabled={disabled}>
            Apply
          </Button>
        }
        {...form.getInputProps('couponCode')}
      />
      {applied ? (
        <Group gap="xs" mt="xs" role="status">
          <Text size="sm">
            Coupon <strong>{applied.code}</strong> applied: {applied.displayText}
          </Text>
          <CloseButton
            size="sm"
            aria-label="Remove coupon"
            onClick={onRemove}
            disabled={disabled}
          />
        </Group>
      ) : null}
    </form>
  );
}
