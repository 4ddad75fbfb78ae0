/** The profile's edit forms, one chunk fetched when the customer goes for an Edit (`editForms.tsx`). */
export { AddressForm } from './AddressForm.tsx';
export { ChangeEmailForm } from './ChangeEmailForm.tsx';
