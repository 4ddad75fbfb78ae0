import { MESSAGES } from '@/api/errorMessages.ts';
import {
  all,
  heading,
  loader,
  screenMeta,
  screenState,
  text,
} from '../../../.storybook/screens.tsx';
import { ProfileScreen } from './ProfileScreen.tsx';

export default { title: 'Screens/Profile', ...screenMeta(ProfileScreen, { route: '/profile' }) };

export const Loaded = screenState({
  shows: all(heading('Profile'), text('maja.lindqvist@example.com')),
});
// The profile is part of the session: while it loads the gate shows the page's loader, and its
// failure is the error screen (src/app/session/SessionGate.tsx).
export const Loading = screenState({
  scenario: 'getAccountProfile:hang',
  shows: loader('Loading'),
});
export const Failed = screenState({
  scenario: 'getAccountProfile:500',
  shows: heading(MESSAGES.errorScreenTitle),
});
export const UnverifiedEmail = screenState({
  persona: 'unverified-email',
  shows: text('Not verified'),
});
export const Phone = screenState({ phone: true, shows: text('maja.lindqvist@example.com') });
// A business customer (issue 33): the company above the address, the VAT ID below it.
export const BusinessCustomer = screenState({
  persona: 'business-nl',
  shows: all(text('Studio Noord B.V.'), text('VAT ID: NL859048236B01')),
});
