import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { NotFoundScreen } from './NotFoundScreen.tsx';

export default { title: 'Screens/Not found', component: NotFoundScreen } satisfies Meta;

export const NotFound: StoryObj = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: 'Go to your account' });
  },
};
