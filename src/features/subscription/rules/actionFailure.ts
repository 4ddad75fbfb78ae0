import { t } from '@lingui/core/macro';
import { NetworkError, TransactionError, ValidationError } from '@/api/errors.ts';
import { errorMessage, isRefusedAsChangedElsewhere, MESSAGES } from '@/api/errorMessages.ts';
import { changedSince, type ComparedSubscription } from './subscriptionChange.ts';

/**
 * What a confirmation says after its write failed, once the subscription has been read again: a
 * failure alone does not tell whether the change happened (an answer lost on the way back), so the
 * portal looks before it speaks. Pure, so each case's wording is table-tested.
 */

/** The subscription as read again after the failure. */
export type Reread<S extends ComparedSubscription = ComparedSubscription> =
  | { status: 'found'; subscription: S }
  /** No longer among the customer's subscriptions. */
  | { status: 'gone' }
  /** The read failed too: nobody can say what the subscription is now. */
  | { status: 'failed' };

export interface ActionFailure {
  message: string;
  /** The customer may need a person: the message is followed by a link to support. */
  contactSupport: boolean;
}

/** A refusal the catalogue has no words for: the service's own text names ids and plan codes. */
export function unexplainedRefusal(): string {
  return t`This change could not be made. Your subscription has not changed. If you need it made, please contact support.`;
}

export function actionFailure(
  error: unknown,
  shown: ComparedSubscription,
  reread: Reread,
): ActionFailure {
  const refusal = error instanceof ValidationError || error instanceof TransactionError;
  if (reread.status === 'failed') {
    const what =
      refusal || error instanceof NetworkError
        ? errorMessage(error)
        : t`Something went wrong on our side.`;
    return {
      message: t`${what} We could not check whether your subscription changed: reload the page to see it as it is now before you try again.`,
      contactSupport: true,
    };
  }
  if (reread.status === 'gone' || changedSince(shown, reread.subscription)) {
    return { message: MESSAGES.subscriptionChangedElsewhere, contactSupport: false };
  }
  if (error instanceof NetworkError) {
    const reason = errorMessage(error);
    return { message: t`${reason} Your subscription has not changed.`, contactSupport: false };
  }
  if (refusal) {
    // Unchanged, so not a stale page after all: a rule refused it. Its catalogue words when it
    // has some; the service's text never.
    return isRefusedAsChangedElsewhere(error)
      ? { message: unexplainedRefusal(), contactSupport: true }
      : { message: errorMessage(error), contactSupport: false };
  }
  return { message: MESSAGES.unchangedAfterServerError, contactSupport: true };
}
