import { ScreenPlaceholder } from '@/app/screens/ScreenPlaceholder.tsx';

export function ReceiptsScreen() {
  return <ScreenPlaceholder title="Receipts" />;
}
