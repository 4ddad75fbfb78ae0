import { ScreenPlaceholder } from '@/app/screens/ScreenPlaceholder.tsx';

export function ProfileScreen() {
  return <ScreenPlaceholder title="Profile" />;
}
