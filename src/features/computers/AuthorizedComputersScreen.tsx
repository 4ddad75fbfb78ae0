import { ScreenPlaceholder } from '@/app/screens/ScreenPlaceholder.tsx';

export function AuthorizedComputersScreen() {
  return <ScreenPlaceholder title="Authorized computers" />;
}
