import { Route, Routes } from 'react-router-dom';
import {
  failure,
  heading,
  loader,
  screenMeta,
  screenState,
  text,
} from '../../../.storybook/screens.tsx';
import { SignupForm } from './SignupForm.tsx';
import { SignupScreen } from './SignupScreen.tsx';

export default {
  title: 'Screens/Signup',
  ...screenMeta(SignupScreen, { route: '/signup', optionalSession: true }),
  // The page and the form in its outlet, as the router nests them.
  render: () => (
    <Routes>
      <Route path="/signup" element={<SignupScreen />}>
        <Route index element={<SignupForm />} />
      </Route>
    </Routes>
  ),
};

export const TrialEligible = screenState({
  persona: 'trial-eligible',
  shows: async (canvas) => canvas.findByRole('heading', { name: 'Choose your plan' }),
});
export const Anonymous = screenState({
  persona: 'anonymous',
  shows: async (canvas) => canvas.findByRole('link', { name: 'Sign in to subscribe' }),
});
export const AlreadySubscribed = screenState({ shows: text('You already have Reason+') });
export const Loading = screenState({
  persona: 'trial-eligible',
  scenario: 'getPlan:hang',
  shows: loader('Loading the plans'),
});
export const Failed = screenState({
  persona: 'trial-eligible',
  scenario: 'getPlan:500',
  shows: failure('The plans could not be loaded'),
});
export const Phone = screenState({
  persona: 'trial-eligible',
  phone: true,
  shows: heading('Subscribe to Reason+'),
});
