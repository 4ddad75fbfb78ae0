/**
 * A ref for a message that appears after the customer acted elsewhere on the page (a bar's button
 * on a phone): brought into view when it mounts, so a failure is never shown off-screen. Centred,
 * because a bar fixed at the bottom of the screen would cover the nearest edge.
 */
export function revealOnAppear(element: HTMLElement | null): void {
  // jsdom has no scrolling.
  element?.scrollIntoView?.({ block: 'center' });
}
