import { ScreenPlaceholder } from '@/app/screens/ScreenPlaceholder.tsx';

export function ChangePasswordScreen() {
  return <ScreenPlaceholder title="Change password" />;
}
