import {
  failure,
  heading,
  loader,
  screenMeta,
  screenState,
  text,
} from '../../../.storybook/screens.tsx';
import { AuthorizedComputersScreen } from './AuthorizedComputersScreen.tsx';

export default {
  title: 'Screens/Authorized computers',
  ...screenMeta(AuthorizedComputersScreen, { route: '/authorized_computers' }),
};

export const WithComputers = screenState({
  shows: async (canvas) => (await canvas.findAllByRole('button', { name: /Deauthorize/ }))[0],
});
export const Loading = screenState({
  scenario: 'listAuthorizedComputers:hang',
  shows: loader('Loading your computers'),
});
export const Empty = screenState({
  persona: 'empty',
  shows: text(/^None of your licenses is authorized on a computer/),
});
export const Failed = screenState({
  scenario: 'listAuthorizedComputers:500',
  shows: failure('Your computers could not be loaded'),
});
export const Phone = screenState({ phone: true, shows: heading('Authorized computers') });
