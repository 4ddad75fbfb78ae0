import { Trans } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { errorMessage } from '@/api/errorMessages.ts';
import {
  CouponNotFoundError,
  errorCodeOf,
  RequestError,
  SignInUnavailableError,
} from '@/api/errors.ts';
import { revealOnAppear } from '@/shared/ui/revealOnAppear.ts';

/** The service's error codes about a coupon (`coupon_expired`, …) start with this. */
const COUPON_ERROR_PREFIX = 'coupon_';

/** A refusal at Subscribe that is about the coupon: removing it is the way on. */
const isCouponRefusal = (error: unknown): boolean =>
  error instanceof CouponNotFoundError ||
  (error instanceof RequestError &&
    (errorCodeOf(error.body) ?? '').startsWith(COUPON_ERROR_PREFIX));

export interface CheckoutFailureProps {
  error: unknown;
  /** Whether the order carries a coupon the customer applied (which a refusal may be about). */
  couponApplied: boolean;
  onRemoveCoupon: () => void;
}

/** Why Subscribe did not subscribe, and the way on where there is one. */
export function CheckoutFailure({ error, couponApplied, onRemoveCoupon }: CheckoutFailureProps) {
  return (
    <Alert color="red" role="alert" ref={revealOnAppear}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(error)}</Text>
        {error instanceof SignInUnavailableError ? (
          <Text size="sm">
            <Trans>
              Keep this page open: we finish subscribing you as soon as it answers again.
            </Trans>
          </Text>
        ) : null}
        {/* A coupon the service refuses cannot succeed on a retry: removing it is the way on. */}
        {couponApplied && isCouponRefusal(error) ? (
          <Button size="xs" variant="light" color="red" onClick={onRemoveCoupon}>
            <Trans>Remove coupon</Trans>
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
