import { Trans, useLingui } from '@lingui/react/macro';
import { Button, CloseButton, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Coupon } from '@sdk/subscription/model';
import type { FieldsForm } from '@/shared/forms/fieldsForm.ts';

export interface CouponFormValues {
  couponCode: string;
}

interface CouponFieldProps {
  form: FieldsForm<CouponFormValues>;
  /** Checks the code and applies it; the field shows it checking until this settles. */
  onApply: (values: CouponFormValues) => Promise<void>;
  /** The coupon the user applied, shown with a way to remove it. */
  applied: Coupon | null;
  onRemove: () => void;
  disabled?: boolean;
}

/**
 * Coupon entry: checked with the subscription service as it is applied. The field keeps its own
 * "checking" state, so Apply answers at once by redrawing the field alone (the checkout redraws
 * when the answer changes the order); a second Apply while one is checking is not sent.
 */
export function CouponField({ form, onApply, applied, onRemove, disabled }: CouponFieldProps) {
  const { t } = useLingui();
  const [checking, setChecking] = useState(false);
  const apply = async (values: CouponFormValues) => {
    if (checking) return;
    setChecking(true);
    try {
      await onApply(values);
    } finally {
      setChecking(false);
    }
  };
  // The form belongs to the checkout: a valid code changes nothing of its state, so the click
  // redraws the field alone; an earlier refusal goes as the next code is checked (no redraw of the
  // checkout when there is none), and an invalid code shows its error beside the field.
  return (
    <form onSubmit={form.onSubmit(apply)} noValidate>
      <TextInput
        key={form.key('couponCode')}
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
