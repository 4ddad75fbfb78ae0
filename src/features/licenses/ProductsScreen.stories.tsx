import {
  all,
  failure,
  heading,
  loader,
  screenMeta,
  screenState,
  text,
} from '../../../.storybook/screens.tsx';
import { ProductsScreen } from './ProductsScreen.tsx';

export default {
  title: 'Screens/Products',
  ...screenMeta(ProductsScreen, { route: '/products/applications' }),
};

export const Applications = screenState({ shows: text(/^\d+ licenses?$/) });
export const Loading = screenState({
  scenario: 'listLicenses:hang',
  shows: loader('Loading your licenses'),
});
export const Empty = screenState({
  persona: 'empty',
  shows: text(/^You have no .* licenses yet\.$/),
});
export const Failed = screenState({
  scenario: 'listLicenses:500',
  shows: failure('Your licenses could not be loaded'),
});
export const Heavy = screenState({
  persona: 'heavy',
  shows: all(
    async (canvas) => canvas.findByRole('searchbox', { name: /^Search your/ }),
    async (canvas) => canvas.findByRole('button', { name: /Show more/ }),
  ),
});
export const Phone = screenState({ phone: true, shows: heading(/.+/) });
