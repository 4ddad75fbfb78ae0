/*
 * The cache keys written by hand, all of them, here. The generated SDK gives every operation its
 * keys (`getGetMeQueryKey()` is `['/account/me']`, `getPayInvoiceMutationKey()` is
 * `['payInvoice']`): use those. These are for what has no operation of its own, in the same style,
 * so the cache reads one way:
 *
 * - a read's key is an array beginning with a path, under `/portal/`: no service has a path there
 *   (theirs begin `/account`, `/api`, `/plan`, `/public`, `/orders`, `/receipts`), so none of
 *   these can match an operation's generated key; what follows the path is the read's
 *   parameters, as in the generated keys;
 * - a write's key is its name in an array, as the generated one is its operationId: a write of
 *   one operation uses that operation's generated key, so only writes of several operations (or of
 *   none of ours) are named here.
 *
 * Written as functions (`get…QueryKey()`, `get…MutationKey()`), like the generated ones.
 * `src/api/queryKeys.test.ts` holds the style, and finds any key written elsewhere in src/.
 */

/** The session (`sessionQuery`, src/app/session): the signed-in shell's, or /signup's optional one. */
export const getSessionQueryKey = (optional: boolean) =>
  ['/portal/session', optional ? 'optional' : 'required'] as const;

/**
 * The profile's edit forms (`editForms.tsx`): code, not server state, fetched like a read for its
 * loading, failure and Try again.
 */
export const getProfileEditFormsQueryKey = () => ['/portal/code/profile-edit-forms'] as const;

/** The profile's marketing opt-in switch (`editForms.tsx`), code fetched the same way. */
export const getProfileOptInQueryKey = () => ['/portal/code/profile-opt-in'] as const;

/** The billing provider's adapter with its script (`useBillingProvider`, the payment area). */
export const getBillingProviderQueryKey = () => ['/portal/code/billing-provider'] as const;

/** The payment form's own code (`PaymentMethodForm`), fetched beside the provider's. */
export const getPaymentMethodFormQueryKey = () => ['/portal/code/payment-method-form'] as const;

/** Checkout's payment step (`LaterPaymentStep`), code fetched once the plans and prices show. */
export const getCheckoutPaymentStepQueryKey = () => ['/portal/code/checkout-payment-step'] as const;

/** The marketing opt-in: one write for its two operations (subscribe, unsubscribe), one switch. */
export const getSetMarketingEmailsMutationKey = () => ['setMarketingEmails'] as const;

/**
 * The payment form's submission: the provider's token (a write at the provider, maybe through
 * PayPal's window), then what the form's caller does with it.
 */
export const getSubmitPaymentFormMutationKey = () => ['submitPaymentForm'] as const;

/** Checkout at signup: the card saved, the subscription created, the trial journey joined. */
export const getCheckoutMutationKey = () => ['checkout'] as const;

/** An invoice saved as a PDF (`usePdfDownload`): a file the customer asks for, one at a time. */
export const getDownloadInvoicePdfMutationKey = () => ['downloadInvoicePdf'] as const;

/** A receipt saved as a PDF (`usePdfDownload`): a file the customer asks for, one at a time. */
export const getDownloadReceiptPdfMutationKey = () => ['downloadReceiptPdf'] as const;
