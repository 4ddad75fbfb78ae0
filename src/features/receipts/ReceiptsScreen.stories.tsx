import {
  failure,
  heading,
  loader,
  screenMeta,
  screenState,
  text,
} from '../../../.storybook/screens.tsx';
import { ReceiptsScreen } from './ReceiptsScreen.tsx';

export default { title: 'Screens/Receipts', ...screenMeta(ReceiptsScreen, { route: '/receipts' }) };

export const WithReceipts = screenState({
  shows: async (canvas) => canvas.findByRole('table', { name: 'Your receipts, newest first' }),
});
export const Loading = screenState({
  scenario: 'listReceipts:hang',
  shows: loader('Loading your receipts'),
});
export const Empty = screenState({
  persona: 'empty',
  shows: text('You have no receipts yet. A receipt is issued for every paid shop order.'),
});
export const Failed = screenState({
  scenario: 'listReceipts:500',
  shows: failure('Your receipts could not be loaded'),
});
export const Heavy = screenState({
  persona: 'heavy',
  shows: async (canvas) => canvas.findByRole('button', { name: /Show more/ }),
});
export const Phone = screenState({ phone: true, shows: heading('Receipts') });
