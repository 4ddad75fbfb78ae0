import type { NotificationData } from '@mantine/notifications';

/**
 * Toasts for completed actions (the one feedback pattern: a toast when it is done, an alert beside
 * the form when it fails). The notifications package, and Providers' renderer of toasts, are
 * fetched with the visit's first toast, not with the screen that may show one (decision 025):
 * importing it statically put about 19 KB into /profile's first load, past its budget (decision
 * 004), and most visits show no toast at all. A toast shown before the renderer is there waits in
 * the package's store.
 */
let wanted = false;
const listeners = new Set<() => void>();

/** Whether this page has shown a toast yet: Providers mounts the renderer from then on. */
export function toastsWanted(): boolean {
  return wanted;
}

export function onToastsWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const notifications = {
  show(data: NotificationData): void {
    if (!wanted) {
      wanted = true;
      // After the caller's own work: a toast is shown mid-action (a confirmation about to close),
      // and the renderer's mount must not render the screen before that action has finished.
      setTimeout(() => listeners.forEach((listener) => listener()));
    }
    void import('@mantine/notifications').then(({ notifications: toasts }) => {
      // A toast with the id of one still on screen takes its place (the package would drop it):
      // "canceled" gives way to "reactivated" rather than the two contradicting each other.
      if (data.id !== undefined) toasts.hide(data.id);
      toasts.show(data);
    });
  },
};
