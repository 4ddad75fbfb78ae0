import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { paths } from '@/config/paths.ts';
import { labelText, NAVIGATION } from './navigation.ts';

const PORTAL_TITLE = msg`Your account`;

const SCREEN_NAMES = new Map<string, MessageDescriptor | string>([
  ...NAVIGATION.flatMap((section) => section.items.map((item) => [item.to, item.label] as const)),
  [paths.signup, msg`Subscribe to Reason+`],
]);

/**
 * The browser tab's title for a path, in the active language: the screen's name first, so tabs,
 * history and a screen reader's announcement of the new page tell screens apart (WCAG 2.4.2).
 * Paths that are no screen of their own (redirects, not found) keep the portal's name.
 */
export function pageTitle(pathname: string): string {
  const screen = SCREEN_NAMES.get(pathname.replace(/(.)\/+$/, '$1'));
  const portal = i18n._(PORTAL_TITLE);
  return screen ? `${labelText(screen)} · ${portal}` : portal;
}
