import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs.tsx';

export default { title: 'Shared/Tabs', component: Tabs } satisfies Meta<typeof Tabs>;

type Section = 'overview' | 'payment' | 'invoices';

function SubscriptionTabs() {
  const [section, setSection] = useState<Section>('overview');
  return (
    <Tabs
      value={section}
      onChange={setSection}
      tabs={[
        { value: 'overview', label: 'Overview' },
        { value: 'payment', label: 'Payment method' },
        { value: 'invoices', label: 'Invoices' },
      ]}
    >
      <p>The {section} panel.</p>
    </Tabs>
  );
}

export const ThreeTabs: StoryObj = {
  render: () => <SubscriptionTabs />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Payment method' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Payment method' })).toHaveTextContent(
      'The payment panel.',
    );
  },
};
