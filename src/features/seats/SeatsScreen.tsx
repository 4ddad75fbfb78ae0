import { ScreenPlaceholder } from '@/app/screens/ScreenPlaceholder.tsx';

export function SeatsScreen() {
  return <ScreenPlaceholder title="Seats" />;
}
