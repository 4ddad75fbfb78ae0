import { paths } from '@/config/paths.ts';
import { NAVIGATION } from './navigation.ts';

const PORTAL_TITLE = 'Your account';

const SCREEN_NAMES = new Map<string, string>([
  ...NAVIGATION.flatMap((section) => section.items.map((item) => [item.to, item.label] as const)),
  [paths.signup, 'Subscribe to Reason+'],
]);

/**
 * The browser tab's title for a path: the screen's name first, so tabs, history and a screen
 * reader's announcement of the new page tell screens apart (WCAG 2.4.2). Paths that are no screen
 * of their own (redirects, not found) keep the portal's name.
 */
export function pageTitle(pathname: string): string {
  const screen = SCREEN_NAMES.get(pathname.replace(/(.)\/+$/, '$1'));
  return screen ? `${screen} · ${PORTAL_TITLE}` : PORTAL_TITLE;
}
