import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import type { PlanCode } from '@sdk/subscription/model';
import { getPreviewNewSubscriptionQueryOptions } from '@sdk/subscription/operations/previewNewSubscription.ts';
import { expect, within } from 'storybook/test';
import { useSession } from '@/shared/session/useSession.ts';
import { type Canvas, screenState, withSession } from '../../../.storybook/screens.tsx';
import { PriceBreakdown } from './PriceBreakdown.tsx';

/**
 * The breakdown of the subscription service's own preview (the mock backend's, for the persona),
 * as checkout shows it: its loading and failure come from the scenarios, not from made-up figures.
 */
function PreviewOfPlan({ plan, couponCode }: { plan: PlanCode; couponCode?: string }) {
  const { user, profile } = useSession();
  const preview = useQuery(
    getPreviewNewSubscriptionQueryOptions(user.userId, {
      plan,
      currency: profile.currency ?? 'USD',
      ...(couponCode ? { couponCode } : {}),
    }),
  );
  return (
    <PriceBreakdown
      breakdown={preview.data}
      error={preview.error}
      onRetry={() => void preview.refetch()}
      retrying={preview.isFetching}
    />
  );
}

const meta = {
  title: 'Shared/PriceBreakdown',
  component: PreviewOfPlan,
  decorators: [withSession()],
  args: { plan: 'reasonplusmonthly' },
} satisfies Meta<typeof PreviewOfPlan>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = (name: RegExp) => async (canvas: Canvas) => canvas.findByRole('row', { name });

export const Monthly: Story = screenState({ persona: 'trial-taken', shows: row(/^Total/) });

export const FreeTrial: Story = {
  ...screenState({
    persona: 'trial-eligible',
    shows: (canvas) => canvas.findByText(/^Free trial until/),
  }),
  args: { couponCode: 'first-month-introduction-offer' },
};

export const Annual: Story = {
  ...screenState({ persona: 'trial-taken', shows: row(/^Due today/) }),
  args: { plan: 'reasonplusannualnt' },
};

export const Loading: Story = screenState({
  persona: 'trial-taken',
  scenario: 'previewNewSubscription:hang',
  shows: (canvas) => canvas.findByText('Calculating the price…'),
});

export const Failed: Story = screenState({
  persona: 'trial-taken',
  scenario: 'previewNewSubscription:500',
  shows: async (canvas) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The price could not be calculated');
    return within(alert).findByRole('button', { name: 'Try again' });
  },
});

/** A business in the Netherlands with a VAT ID (issue 33): "Reverse charge" at 0, not VAT. */
export const ReverseCharge: Story = {
  ...screenState({ persona: 'business-nl', shows: row(/^Reverse charge/) }),
  args: { plan: 'reasonplusannualnt' },
};
