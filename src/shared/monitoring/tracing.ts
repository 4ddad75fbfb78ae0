import { addIntegration, browserTracingIntegration } from '@sentry/react';

/**
 * Page-load and navigation traces, in a chunk of its own: only a visit drawn for traces loads it
 * (`tracesThisVisit`, decision 023). Added after Sentry started, the page load's span still starts
 * at the navigation (Sentry dates it from the page's time origin).
 */
export function startTracing(): void {
  addIntegration(browserTracingIntegration());
}
