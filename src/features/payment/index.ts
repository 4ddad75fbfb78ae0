// What other features may use of the payment area; everything else in this folder is its own.
export { PaymentFormPending } from './PaymentFormPending.tsx';
export { PaymentMethodForm } from './PaymentMethodForm.tsx';
export { useUpdatePaymentMethodMutation } from './api.ts';
