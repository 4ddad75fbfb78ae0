import { usePreviewSubscriptionChange } from '@sdk/subscription/operations/previewSubscriptionChange.ts';
import type { PreviewSubscriptionChangeParams } from '@sdk/subscription/model';
import { ASKED_FOR_A_STATE } from '@/api/queryMeta.ts';

/**
 * The service's price for an action on the subscription. Kept only while shown (`gcTime: 0`): an
 * action makes every such price outdated (`useSubscriptionAction`), and the next one shown asks
 * afresh rather than show the old amount while it asks.
 */
export function useActionPreview(
  userId: number,
  subscriptionId: string,
  action: PreviewSubscriptionChangeParams,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return usePreviewSubscriptionChange(userId, subscriptionId, action, {
    query: {
      enabled,
      gcTime: 0,
      // A dialog's price follows the subscription's state, not the window's focus: after an
      // action or a change elsewhere the dialog asks again, or closes (useActionDialog).
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      meta: ASKED_FOR_A_STATE,
    },
  });
}
