import { failure, loader, screenMeta, screenState, text } from '../../../.storybook/screens.tsx';
import type { Canvas } from '../../../.storybook/screens.tsx';
import { SubscriptionScreen } from './SubscriptionScreen.tsx';

export default {
  title: 'Screens/Subscription',
  ...screenMeta(SubscriptionScreen, { route: '/subscription' }),
};

/** The summary of the subscription the screen picked, by its plan's name. */
const summary = (plan: string) => (canvas: Canvas) => canvas.findByRole('region', { name: plan });

export const MonthlyActive = screenState({ shows: summary('Reason+ Monthly') });
export const Loading = screenState({
  scenario: 'listSubscriptions:hang',
  shows: loader('Loading your subscription'),
});
export const Failed = screenState({
  scenario: 'listSubscriptions:500',
  shows: failure('Your subscription could not be loaded'),
});
export const NoSubscription = screenState({
  persona: 'trial-eligible',
  shows: async (canvas) => canvas.findByRole('link', { name: 'Subscribe to Reason+' }),
});
export const InTrial = screenState({ persona: 'monthly-trial', shows: text('Free trial') });
export const Paused = screenState({ persona: 'paused', shows: text('Paused') });
export const Canceled = screenState({ persona: 'annual-canceled', shows: text('Canceled') });
export const Expired = screenState({ persona: 'expired', shows: text('Expired') });
export const ExpiredCard = screenState({
  persona: 'expired-card',
  shows: async (canvas) => canvas.findByRole('alert'),
});
export const FreeAccount = screenState({
  persona: 'employee',
  shows: text('Free account: there is nothing to pay.'),
});
export const Prepaid = screenState({
  persona: 'prepaid',
  shows: text(/^Prepaid until .*; it does not renew\.$/),
});
export const MultiSeat = screenState({ persona: 'multi-seat', shows: text('Multi-seat') });
export const Phone = screenState({ phone: true, shows: summary('Reason+ Monthly') });
