import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@mantine/core';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UnknownError } from '@/api/errors.ts';
import { ConfirmationModal } from './ConfirmationModal.tsx';

const meta = {
  title: 'Shared/ConfirmationModal',
  component: ConfirmationModal,
  args: {
    opened: true,
    onClose: fn(),
    title: 'Cancel your subscription?',
    children: <Text>Reason+ stays yours until December 24, 2026; then it ends.</Text>,
    actions: [{ label: 'Cancel subscription', color: 'red', sends: ['story'], run: fn() }],
    dismissLabel: 'Keep my subscription',
  },
} satisfies Meta<typeof ConfirmationModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The modal renders into the page's body (a portal), not into the story's own element. */
const dialog = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', {
    name: 'Cancel your subscription?',
  });

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    await within(modal).findByRole('button', { name: 'Keep my subscription' });
  },
};

export const Confirmed: Story = {
  play: async ({ canvasElement, args }) => {
    const modal = await dialog(canvasElement);
    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel subscription' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Failed: Story = {
  args: {
    failureTitle: 'Your subscription was not canceled',
    actions: [
      {
        label: 'Cancel subscription',
        color: 'red',
        sends: ['story'],
        run: () =>
          Promise.reject(
            new UnknownError('A server error occurred.', null, 500, {
              message: 'A server error occurred.',
            }),
          ),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel subscription' }));
    const failure = await within(modal).findByRole('alert');
    await expect(failure).toHaveTextContent('Your subscription was not canceled');
  },
};

export const Notice: Story = {
  args: { notice: 'Your subscription was changed in another window: please check it again.' },
  play: async ({ canvasElement }) => {
    const modal = await dialog(canvasElement);
    await within(modal).findByRole('status');
  },
};
