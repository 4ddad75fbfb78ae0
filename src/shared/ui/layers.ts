/**
 * The portal's own layers, above Mantine's (modals and their overlay at 200, popovers at 300).
 * Named here together because their order is the point: each says what it must stay above.
 */

/** Toasts stay readable, not dimmed, when the next dialog opens after the action they report. */
export const TOASTS_Z_INDEX = 1000;

/**
 * The exit survey takes the whole screen and its close button must work at once (spec section 1):
 * nothing may cover it, not even the "Your subscription is canceled" toast that precedes it.
 */
export const EXIT_SURVEY_Z_INDEX = TOASTS_Z_INDEX + 100;
