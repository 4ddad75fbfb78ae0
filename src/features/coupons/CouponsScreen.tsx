import { ScreenPlaceholder } from '@/app/screens/ScreenPlaceholder.tsx';

export function CouponsScreen() {
  return <ScreenPlaceholder title="Coupons" />;
}
