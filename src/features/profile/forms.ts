/** The profile's edit forms, one chunk fetched after the first screen (`editForms.ts`). */
export { AddressForm } from './AddressForm.tsx';
export { ChangeEmailForm } from './ChangeEmailForm.tsx';
