import { type ChangeNotice, TAB_CHANNEL_NAME } from '@/app/session/tabSync.ts';

/**
 * The panel changed what the mock backend answers (a scenario, the clock, the data): the portal
 * reloads what it shows at once, as it does when another tab changes something. The panel is in a
 * root of its own and holds no query client: it tells the app on the tabs' channel, which every
 * other BroadcastChannel of that name hears, the app's in this tab included.
 */
export function refreshPortal(): void {
  const channel = new BroadcastChannel(TAB_CHANNEL_NAME);
  // `account` also reloads the profile the shell shows; every other query goes stale with it.
  const notice: ChangeNotice = { changed: 'account' };
  channel.postMessage(notice);
  channel.close();
}
