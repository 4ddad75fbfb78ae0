import { heading, screenMeta, screenState } from '../../../.storybook/screens.tsx';
import { ChangePasswordScreen } from './ChangePasswordScreen.tsx';

export default {
  title: 'Screens/Change password',
  ...screenMeta(ChangePasswordScreen, { route: '/change-password' }),
};

export const Form = screenState({
  shows: async (canvas) => canvas.findByRole('form', { name: 'Change password' }),
});
export const Phone = screenState({ phone: true, shows: heading('Change password') });
