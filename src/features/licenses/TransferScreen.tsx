import { ScreenPlaceholder } from '@/app/screens/ScreenPlaceholder.tsx';

export function TransferScreen() {
  return <ScreenPlaceholder title="Transfer licenses" />;
}
