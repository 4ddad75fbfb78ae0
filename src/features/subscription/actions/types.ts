import type { Subscription } from '@sdk/subscription/model';

/** What every action's confirmation gets from the actions panel. */
export interface ActionModalBaseProps {
  opened: boolean;
  onClose: () => void;
  userId: number;
  subscription: Subscription;
}
