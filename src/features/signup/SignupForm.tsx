import { ScreenPlaceholder } from '@/app/screens/ScreenPlaceholder.tsx';

export function SignupForm() {
  return <ScreenPlaceholder title="Subscribe to Reason+" />;
}
