import { ScreenPlaceholder } from '@/app/screens/ScreenPlaceholder.tsx';

export function OrdersScreen() {
  return <ScreenPlaceholder title="Orders" />;
}
