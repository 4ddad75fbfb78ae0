import { cleanNotifications, notificationsStore } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { notifications } from './notifications.ts';

/** The toasts in the package's store, shown and queued, by their message. */
const shown = () =>
  [...notificationsStore.getState().notifications, ...notificationsStore.getState().queue].map(
    ({ message }) => message,
  );

describe('the toasts', () => {
  afterEach(() => cleanNotifications());

  it('are each shown, without an id', async () => {
    notifications.show({ message: 'Saved' });
    notifications.show({ message: 'Saved again' });
    await expect.poll(shown).toEqual(['Saved', 'Saved again']);
  });

  it('take the place of the one with their id still on screen, rather than being dropped', async () => {
    notifications.show({ id: 'outcome', message: 'Your subscription is canceled.' });
    await expect.poll(shown).toEqual(['Your subscription is canceled.']);
    notifications.show({ id: 'outcome', message: 'Your subscription is reactivated.' });
    await expect.poll(shown).toEqual(['Your subscription is reactivated.']);
  });
});
