import { userEvent, within } from 'storybook/test';
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

/**
 * Monthly → Annual now (issue 33): the credit for the unused part of the month, what is due today
 * and the first renewal, before confirming. Mid-period on the mock clock, so the figures hold.
 */
export const ChangePlanNow = screenState({
  clock: '2026-11-29',
  shows: async (canvas) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Switch to annual billing' }));
    // The confirmation is a modal, outside the canvas.
    const modal = await within(document.body).findByRole('dialog', {
      name: 'Switch to annual billing',
    });
    await userEvent.click(within(modal).getByRole('radio', { name: /^Switch now/ }));
    return within(modal).findByRole('row', { name: /^Credit for unused time/ });
  },
});

/** The notice of a renewal whose payment failed (issue 33): amount, day, and when access ends. */
const pastDueNotice = (canvas: Canvas) =>
  canvas.findByRole('alert', { name: /^Your payment of €23\.79 on .+ failed$/ });

export const PastDue = screenState({ persona: 'past-due', shows: pastDueNotice });

/** Pay now: priced with the invoice's own amount, the saved card named, before anything is paid. */
export const PastDuePaying = screenState({
  persona: 'past-due',
  shows: async (canvas) => {
    await userEvent.click(
      within(await pastDueNotice(canvas)).getByRole('button', { name: 'Pay now' }),
    );
    const modal = await within(document.body).findByRole('dialog', { name: 'Pay €23.79 now' });
    return within(modal).findByText('€23.79 will be charged to Visa ending 1881 now.');
  },
});
