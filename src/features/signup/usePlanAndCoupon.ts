import { useLingui } from '@lingui/react/macro';
import { useField } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getGetCouponQueryOptions } from '@sdk/subscription/operations/getCoupon.ts';
import type { User } from '@sdk/account/model';
import { refusalWordingsReady } from '@/api/errorMessages.ts';
import { type CouponProblem, couponProblemMessage } from '@/api/formErrors.ts';
import { showFieldErrors } from '@/shared/forms/focusFirstError.ts';
import { fieldsForm } from '@/shared/forms/fieldsForm.ts';
import type { CouponFormValues } from './CouponField.tsx';
import {
  couponAppliesToPlan,
  couponProblem,
  NOT_APPLICABLE,
  planForCoupon,
  unappliedCouponCode,
} from './rules/coupon.ts';
import { MONTHLY_PLAN_CODE, type SelectablePlanCode } from './rules/selectablePlans.ts';
import { offeredCouponCode } from './rules/terms.ts';
import { useCouponCheck } from './useCouponCheck.ts';

/** A plan the portal moved the customer to because of a coupon: said, with the way back. */
export interface PlanMove {
  couponCode: string;
  from: SelectablePlanCode;
  to: SelectablePlanCode;
  reason: 'couponIsFor' | 'couponNotFor';
}

/**
 * The plan and the coupon of the order: the coupon typed, checked and applied, and the coupon that
 * goes with the order (the applied one, else the trial offer on Monthly). A coupon can move the
 * plan (said once, with the way back); choosing a plan the coupon is not for drops it. `onChange`
 * hears of every change the customer makes to either.
 */
export function usePlanAndCoupon(user: User, onChange: () => void) {
  const { t } = useLingui();
  const { userId } = user;
  const [planCode, setPlanCode] = useState<SelectablePlanCode>(MONTHLY_PLAN_CODE);
  const [appliedCode, setAppliedCode] = useState<string | null>(null);
  const [moved, setMoved] = useState<PlanMove | null>(null);
  const checkCoupon = useCouponCheck(userId);

  // A coupon linked from the coupons page arrives typed in, for the customer to apply.
  const [searchParams] = useSearchParams();
  // Uncontrolled: a key typed re-renders the field, not the whole checkout.
  const couponForm = fieldsForm(
    'coupon',
    {
      couponCode: useField({
        mode: 'uncontrolled',
        initialValue: searchParams.get('coupon') ?? '',
      }),
    },
    { couponCode: (value) => (value.trim() ? null : t`Enter a coupon code`) },
  );

  // The coupon that goes with the order: the applied one, else the trial offer on Monthly.
  const offerCode = offeredCouponCode(planCode, appliedCode, user.hasTakenPlusTrial);
  const offer = useQuery({
    ...getGetCouponQueryOptions(userId, offerCode ?? ''),
    enabled: offerCode !== null,
  });
  // A trial offer the service no longer honours for this user is simply not offered.
  const coupon = offerCode && offer.data && couponProblem(offer.data) === null ? offer.data : null;
  const appliedCoupon = appliedCode ? coupon : null;
  // The offer decides the coupon, so the price waits for it; a failed offer shows its own failure.
  const offerSettled = offerCode === null || offer.isSuccess;

  const changeOrder = (next: { planCode: SelectablePlanCode; appliedCode: string | null }) => {
    setPlanCode(next.planCode);
    setAppliedCode(next.appliedCode);
    // A move the customer did not make is said once; their own choice replaces it.
    setMoved(null);
    onChange();
  };

  const choosePlan = (next: SelectablePlanCode) => {
    if (appliedCoupon && !couponAppliesToPlan(appliedCoupon, next)) {
      // The typed code stays, so applying it again brings its plan back. (Its words were asked
      // when the coupon was checked: here already.)
      void refusalWordingsReady().then(() =>
        couponForm.setErrors({ couponCode: couponProblemMessage(NOT_APPLICABLE) }),
      );
      changeOrder({ planCode: next, appliedCode: null });
      return;
    }
    changeOrder({ planCode: next, appliedCode });
  };

  const applyCoupon = async ({ couponCode }: CouponFormValues) => {
    const code = couponCode.trim();
    // The coupons' refusals are worded here, not by a refused request: their words are asked with
    // the check, and only a refusal waits for them (a coupon that applies does not).
    const wordings = refusalWordingsReady();
    const refuse = async (problem: CouponProblem) => {
      await wordings;
      showFieldErrors(couponForm, { couponCode: couponProblemMessage(problem) });
    };
    // Any failure of the check, an unknown code included, is the catalogue's "other failure".
    const found = await checkCoupon(code);
    if (found === null) return refuse('failed');
    const problem = couponProblem(found);
    const target = planForCoupon(found, planCode);
    const move = (reason: PlanMove['reason']) =>
      target === planCode ? null : { couponCode: code, from: planCode, to: target, reason };
    // Spec section 4: a coupon not valid for the plan still resets the selection (to Monthly).
    if (problem === NOT_APPLICABLE) {
      choosePlan(target);
      setMoved(move('couponNotFor'));
    }
    if (problem !== null) return refuse(problem);
    changeOrder({ planCode: target, appliedCode: code });
    setMoved(move('couponIsFor'));
  };

  /** The way back from a move a coupon made: the plan the customer had, without the coupon. */
  const moveBack = (from: SelectablePlanCode) => {
    couponForm.reset();
    changeOrder({ planCode: from, appliedCode: null });
  };

  const removeCoupon = () => {
    couponForm.reset();
    changeOrder({ planCode, appliedCode: null });
  };

  /** Subscribing with a code typed but not applied would silently leave it out: ask first. */
  const couponSettled = () => {
    if (unappliedCouponCode(couponForm.getValues().couponCode, appliedCode) === null) return true;
    showFieldErrors(couponForm, {
      couponCode: t`Apply this coupon, or clear the field, before you subscribe`,
    });
    return false;
  };

  return {
    planCode,
    appliedCode,
    /** The coupon that goes with the order, the trial offer included; null for none. */
    coupon,
    /** The coupon the customer applied, once the service has it; null for none. */
    appliedCoupon,
    offer,
    offerSettled,
    moved,
    couponForm,
    choosePlan,
    applyCoupon,
    moveBack,
    removeCoupon,
    couponSettled,
  };
}
