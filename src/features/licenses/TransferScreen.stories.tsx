import {
  failure,
  heading,
  loader,
  screenMeta,
  screenState,
  text,
} from '../../../.storybook/screens.tsx';
import { TransferScreen } from './TransferScreen.tsx';

export default {
  title: 'Screens/Transfer licenses',
  ...screenMeta(TransferScreen, { route: '/products/transfer' }),
};

export const Form = screenState({
  shows: async (canvas) => canvas.findByRole('textbox', { name: /New owner's e-mail address/ }),
});
export const Loading = screenState({
  scenario: 'listLicenses:hang',
  shows: loader('Loading your licenses'),
});
export const NothingToTransfer = screenState({
  persona: 'empty',
  shows: text(/^You have no licenses that can be transferred\./),
});
export const Failed = screenState({
  scenario: 'listLicenses:500',
  shows: failure('Your licenses could not be loaded'),
});
export const Phone = screenState({ phone: true, shows: heading('Transfer licenses') });
