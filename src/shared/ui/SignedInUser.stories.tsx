import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { useSession } from '@/shared/session/useSession.ts';
import { withSession } from '../../../.storybook/screens.tsx';
import { SignedInUser } from './SignedInUser.tsx';

/** The header's right end for the session's own profile, as the mock persona has it. */
function OfTheSession() {
  return <SignedInUser profile={useSession().profile} />;
}

export default {
  title: 'Shared/SignedInUser',
  component: SignedInUser,
  decorators: [withSession()],
  render: () => <OfTheSession />,
} satisfies Meta<typeof SignedInUser>;

export const SignedIn: StoryObj<typeof SignedInUser> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Maja Lindqvist');
    await canvas.findByRole('button', { name: 'Sign out' });
  },
};
