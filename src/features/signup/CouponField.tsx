import { Trans, useLingui } from '@lingui/react/macro';
import { Button, CloseButton, Group, Text, TextInput } from '@mantine/core';
import { useLayoutEffect, useRef, useState } from 'react';
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

/** The field's room for its Apply button, in px: English's, and the margin around a longer word. */
const APPLY_MIN_WIDTH = 96;
const APPLY_MARGIN = 8;

/**
 * Coupon entry: checked with the subscription service as it is applied. The field keeps its own
 * "checking" state, so Apply answers at once by redrawing the field alone (the checkout redraws
 * when the answer changes the order); a second Apply while one is checking is not sent.
 */
export function CouponField({ form, onApply, applied, onRemove, disabled }: CouponFieldProps) {
  const { t } = useLingui();
  const [checking, setChecking] = useState(false);
  // The Apply button sits in the field: the field's room for it (its text keeps clear of it) is the
  // button's own width in the customer's language, measured before the field is painted, where a
  // fixed width broke German's "Anwenden" inside the word.
  const applyLabel = t`Apply`;
  const applyButton = useRef<HTMLButtonElement>(null);
  const [applyWidth, setApplyWidth] = useState(APPLY_MIN_WIDTH);
  useLayoutEffect(() => {
    const width = applyButton.current?.offsetWidth;
    if (width) setApplyWidth(Math.max(APPLY_MIN_WIDTH, width + APPLY_MARGIN));
  }, [applyLabel]);
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
        rightSectionWidth={applyWidth}
        rightSectionPointerEvents="all"
        rightSection={
          <Button
            ref={applyButton}
            type="submit"
            size="compact-sm"
            loading={checking}
            disabled={disabled}
            styles={{ label: { whiteSpace: 'nowrap' } }}
          >
            {applyLabel}
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
