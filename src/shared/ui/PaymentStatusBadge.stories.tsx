import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { PaymentStatusBadge } from './PaymentStatusBadge.tsx';

const meta = { title: 'Shared/PaymentStatusBadge', component: PaymentStatusBadge } satisfies Meta<
  typeof PaymentStatusBadge
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A status and the customer's word for it. */
const badge = (status: Story['args']['status'], label: string): Story => ({
  args: { status },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(label);
  },
});

export const Paid = badge('Approved', 'Paid');
export const Processing = badge('Pending', 'Processing');
export const PaymentFailed = badge('Denied', 'Payment failed');
export const Canceled = badge('Canceled', 'Canceled');
export const Voided = badge('Deleted', 'Voided');
