import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import type { Subscription } from '@sdk/subscription/model';
import type { NotificationData } from '@mantine/notifications';
import { refusalWordingsReady } from '@/api/errorMessages.ts';
import { notifications } from '@/shared/ui/notifications.ts';
import { type ActionFailure, actionFailure } from '../rules/actionFailure.ts';
import { allowedActions, type SubscriptionAction } from '../rules/actions.ts';
import { changedSince, stateOf } from '../rules/subscriptionChange.ts';
import { refreshAboutSubscriptions, rereadSince } from './useSubscriptionAction.ts';

/** A failed action, in the words `actionFailure` chose once the subscription was read again. */
export class SubscriptionActionFailure extends Error {
  override readonly name = 'SubscriptionActionFailure';
  readonly contactSupport: boolean;
  constructor({ message, contactSupport }: ActionFailure, cause: unknown) {
    super(message, { cause });
    this.contactSupport = contactSupport;
  }
}

/** Said in a confirmation that stays open on a subscription changed elsewhere. */
export function updatedNotice(): string {
  return t`Your subscription was changed elsewhere, for example in another window. What is shown here is updated: please check it before you confirm.`;
}

/**
 * The outcome of an action on the subscription, as a toast: one at a time, the newest in place of
 * the last, so that "Your subscription is canceled" never stays beside "… is reactivated".
 */
export function showOutcome(data: NotificationData): void {
  notifications.show({ ...data, id: 'subscription-outcome' });
}

/** Said when a confirmation closes because its action no longer applies. */
function noteNoLongerApplies(): void {
  showOutcome({
    color: 'yellow',
    title: t`Your subscription was changed elsewhere`,
    message: t`What you were about to confirm no longer applies. The page shows your subscription as it is now.`,
  });
}

interface ActionDialogOptions {
  userId: number;
  /** The subscription as the screen now has it (it follows every read of the list). */
  subscription: Subscription;
  opened: boolean;
  onClose: () => void;
  action: Exclude<SubscriptionAction, 'updatePaymentMethod'>;
}

interface Confirmation {
  /** Sends the write; resolves with the subscription as the service answered it. */
  write: () => Promise<Subscription>;
  /** Whether a subscription read again shows the change made: the write went through after all. */
  reached: (subscription: Subscription) => boolean;
  /** Tells the customer it is done (a toast, the exit survey ...). */
  done: (subscription: Subscription) => void;
}

/**
 * What every action's confirmation does around its write, so none is a dead end or says more
 * than it knows (issue 26):
 * - the write fails: the subscription has been read again (`useSubscriptionAction`); if it shows
 *   the change, it is done and said so; if the subscription changed otherwise and the action no
 *   longer applies, the dialog closes with a note; else the failure is said in the customer's words
 *   (`actionFailure`: unchanged, changed elsewhere, a refusal's own message, support);
 * - the subscription changes while the dialog is open (another tab, a return into view): if the
 *   action still applies, what the dialog shows is reloaded and a notice says so; if not, the
 *   dialog closes with a note.
 */
export function useActionDialog({
  userId,
  subscription,
  opened,
  onClose,
  action,
}: ActionDialogOptions) {
  const queryClient = useQueryClient();
  // The subscription as the dialog was opened on, or as its own write or the read after a failed
  // one left it; and whether its own write is on its way (its answer changes the subscription
  // too, and that is no change "elsewhere").
  const [baseline, setBaseline] = useState(subscription);
  const [sending, setSending] = useState(false);
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setBaseline(subscription);
  }
  const applies = (sub: Subscription) => allowedActions(sub).includes(action);
  const changed = opened && !sending && changedSince(baseline, subscription);
  const stillApplies = applies(subscription);
  // Each new state elsewhere once: not every read that brings the same state again.
  const changedTo = changed ? stateOf(subscription) : null;

  const followChange = useEffectEvent(() => {
    if (!stillApplies) {
      onClose();
      noteNoLongerApplies();
    } else {
      refreshAboutSubscriptions(queryClient, userId);
    }
  });
  useEffect(() => {
    if (changedTo !== null) followChange();
  }, [changedTo]);

  const confirm = async ({ write, reached, done }: Confirmation): Promise<void> => {
    const before = baseline;
    const startedAt = Date.now();
    setSending(true);
    try {
      const updated = await write();
      setBaseline(updated);
      done(updated);
    } catch (error) {
      const reread = rereadSince(queryClient, userId, before.id, startedAt);
      if (reread.status === 'found') {
        setBaseline(reread.subscription);
        if (reached(reread.subscription)) {
          done(reread.subscription);
          return;
        }
      }
      const changedMeanwhile =
        reread.status === 'gone' ||
        (reread.status === 'found' && changedSince(before, reread.subscription));
      if (changedMeanwhile) refreshAboutSubscriptions(queryClient, userId);
      if (
        reread.status === 'gone' ||
        (changedMeanwhile && reread.status === 'found' && !applies(reread.subscription))
      ) {
        noteNoLongerApplies();
        return;
      }
      // Its words may be a refusal's (changed elsewhere, unchanged after a server error).
      await refusalWordingsReady();
      throw new SubscriptionActionFailure(actionFailure(error, before, reread), error);
    } finally {
      setSending(false);
    }
  };

  return { confirm, notice: changed && stillApplies ? updatedNotice() : null };
}
