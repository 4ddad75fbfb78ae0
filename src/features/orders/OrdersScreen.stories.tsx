import {
  failure,
  heading,
  loader,
  screenMeta,
  screenState,
  text,
} from '../../../.storybook/screens.tsx';
import { OrdersScreen } from './OrdersScreen.tsx';

export default { title: 'Screens/Orders', ...screenMeta(OrdersScreen, { route: '/orders' }) };

export const WithOrders = screenState({
  shows: async (canvas) => canvas.findByRole('table', { name: 'Your shop orders, newest first' }),
});
export const Loading = screenState({
  scenario: 'listOrders:hang',
  shows: loader('Loading your orders'),
});
export const Empty = screenState({ persona: 'empty', shows: text('You have no orders yet.') });
export const Failed = screenState({
  scenario: 'listOrders:500',
  shows: failure('Your orders could not be loaded'),
});
export const Heavy = screenState({
  persona: 'heavy',
  shows: async (canvas) => canvas.findByRole('button', { name: /Show more/ }),
});
export const Phone = screenState({ phone: true, shows: heading('Orders') });
