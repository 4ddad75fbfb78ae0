import {
  failure,
  heading,
  loader,
  screenMeta,
  screenState,
  text,
} from '../../../.storybook/screens.tsx';
import { CouponsScreen } from './CouponsScreen.tsx';

export default { title: 'Screens/Coupons', ...screenMeta(CouponsScreen, { route: '/coupons' }) };

export const WithCoupons = screenState({
  shows: async (canvas) => (await canvas.findAllByText('Discount'))[0],
});
export const Loading = screenState({
  scenario: 'listCoupons:hang',
  shows: loader('Loading your coupons'),
});
export const Empty = screenState({
  scenario: 'listCoupons:empty',
  shows: text('You have no coupons. Coupons you redeem or are offered show here.'),
});
export const Failed = screenState({
  scenario: 'listCoupons:500',
  shows: failure('Your coupons could not be loaded'),
});
export const Phone = screenState({ phone: true, shows: heading('Coupons') });
