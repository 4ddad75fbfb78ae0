/** The profile's forms and its opt-in switch, one chunk fetched after the first screen (`editForms.tsx`). */
export { AddressForm } from './AddressForm.tsx';
export { ChangeEmailForm } from './ChangeEmailForm.tsx';
export { MarketingChoice } from './MarketingChoice.tsx';
