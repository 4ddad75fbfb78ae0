import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChargeLine, Charges, Fact, Facts } from './Facts.tsx';

export default { title: 'Shared/Facts', component: Facts } satisfies Meta<typeof Facts>;

export const AccountFacts: StoryObj = {
  render: () => (
    <Facts>
      <Fact label="Plan">Reason+ Monthly</Fact>
      <Fact label="Status">Active</Fact>
      <Fact label="Next charge">December 24, 2026</Fact>
      <Fact label="Payment method">Visa ending in 4242</Fact>
    </Facts>
  ),
  play: async ({ canvasElement }) => {
    const labels = await within(canvasElement).findAllByRole('term');
    await expect(labels.map((label) => label.textContent)).toEqual([
      'Plan',
      'Status',
      'Next charge',
      'Payment method',
    ]);
  },
};

export const ChargeLines: StoryObj = {
  render: () => (
    <Charges>
      <ChargeLine label="Reason+ Monthly" amount="$19.99" />
      <ChargeLine label="Sales tax (8.25%)" amount="$1.65" />
      <ChargeLine label="Total" amount="$21.64" strong />
    </Charges>
  ),
  play: async ({ canvasElement }) => {
    const total = await within(canvasElement).findByText('$21.64');
    await expect(total).toHaveAttribute('data-strong', 'true');
  },
};
