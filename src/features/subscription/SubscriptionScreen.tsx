import { ScreenPlaceholder } from '@/app/screens/ScreenPlaceholder.tsx';

export function SubscriptionScreen() {
  return <ScreenPlaceholder title="Subscription" />;
}
