import { failure, loader, screenMeta, screenState, text } from '../../../.storybook/screens.tsx';
import { SeatsScreen } from './SeatsScreen.tsx';

export default { title: 'Screens/Seats', ...screenMeta(SeatsScreen, { route: '/seats' }) };

export const MultiSeat = screenState({
  persona: 'multi-seat',
  shows: async (canvas) => canvas.findByRole('heading', { level: 2, name: /5 seats/ }),
});
export const SingleSeat = screenState({
  shows: async (canvas) => canvas.findByRole('heading', { level: 2, name: /1 seat/ }),
});
export const Loading = screenState({
  scenario: 'listSubscriptions:hang',
  shows: loader('Loading your seats'),
});
export const SeatHoldersLoading = screenState({
  persona: 'multi-seat',
  scenario: 'getSubscriptionSeats:hang',
  shows: loader('Loading the seat holders'),
});
export const NoSubscription = screenState({
  persona: 'trial-eligible',
  shows: text('You have no current subscription, so no seats.'),
});
export const Failed = screenState({
  scenario: 'listSubscriptions:500',
  shows: failure('Your subscription could not be loaded'),
});
export const SeatHoldersFailed = screenState({
  persona: 'multi-seat',
  scenario: 'getSubscriptionSeats:500',
  shows: failure('The seat holders could not be loaded'),
});
export const Phone = screenState({
  persona: 'multi-seat',
  phone: true,
  shows: async (canvas) => canvas.findByRole('heading', { level: 2, name: /5 seats/ }),
});
