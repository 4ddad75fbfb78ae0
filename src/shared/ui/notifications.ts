import type { NotificationData } from '@mantine/notifications';

/**
 * Toasts for completed actions (the one feedback pattern: a toast when it is done, an alert beside
 * the form when it fails). The notifications package is fetched with the first toast, not with the
 * screen that may show one: importing it statically put about 19 KB into /profile's first load,
 * past its budget (decision 004). Providers mounts the renderer late for the same reason; toasts
 * shown before it mounts wait in the package's store.
 */
export const notifications = {
  show(data: NotificationData): void {
    void import('@mantine/notifications').then((module) => module.notifications.show(data));
  },
};
