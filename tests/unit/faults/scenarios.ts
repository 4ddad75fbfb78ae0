/**
 * One row per operation the portal calls: the screen and the customer's steps that send it, and
 * what the spec says the customer sees when it fails. The fault and double-submit tests run every
 * row; inventory.test.ts fails when a called operation has no row.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { PersonaId } from '@mocks/node.ts';
import { MESSAGES } from '@/api/errorMessages.ts';
import { paths, productPath } from '@/config/paths.ts';
import { selectLicenseForTransfer } from '@/features/licenses/selectedLicense.ts';
import type { DocumentedOperation, OperationId } from '@/test/inventory.ts';
import { listWithoutRenewals, refreshWithoutUser } from '@/test/operations.ts';

/**
 * The faults that end in a failure (the slow answer is checked for its pending state instead).
 * 'no answer': nothing comes back (headers or body) within the request timeout.
 */
export type Failure = 'server error' | 'network failure' | 'no answer';

/** What the customer is shown when the operation fails. */
export type Shown =
  /** A message of the error catalogue (src/api/errorMessages.ts), where the screen shows it. */
  | { message: string | RegExp }
  /** The spec's "Something went wrong!" screen (the initial data load failed). */
  | { errorScreen: true }
  /** The spec's logout: the browser leaves for the auth host (no session, or no user). */
  | { logout: true }
  /** The spec shows nothing for this failure: the screen named here shows, without a message. */
  | { quietly: string };

export interface Ui {
  user: UserEvent;
  /** The open dialog titled `name`. */
  dialog(name: string): Promise<HTMLElement>;
  /** Clicks the button named `name`, on the page or in `scope`, once it is there and enabled. */
  click(name: string | RegExp, scope?: HTMLElement): Promise<void>;
  /** Types into the labelled field; the fault tests then check the text is still there. */
  type(label: string | RegExp, value: string, scope?: HTMLElement): Promise<void>;
}

export interface Scenario {
  operationId: OperationId;
  /** The screen the customer opens. */
  route: string;
  /** Who they are: a persona of the mock backend (mocks/README.md), monthly-active by default. */
  persona?: PersonaId;
  /** The customer's steps, in words: the table's documentation. */
  trigger: string;
  /** App state the customer brings to the screen (e.g. the license picked on a product page). */
  before?: () => void;
  /** The steps up to (not including) the button that sends the operation. */
  steps?: (ui: Ui) => Promise<void>;
  /**
   * The control that sends it (a button unless said otherwise; the first when several match):
   * clicked once by the fault tests, twice by the double-submit test.
   */
  submit?: { button: string | RegExp; role?: 'button' | 'switch'; dialog?: string };
  /** What the customer sees when it fails; the catalogue's message for the error by default. */
  shows?: (failure: Failure, operation: DocumentedOperation) => Shown;
  /**
   * While the answer is slow: a pending state (a loader, a busy button) by default. A screen that
   * carries on without the answer says here what it shows instead.
   */
  whileSlow?: () => Promise<unknown>;
}

/**
 * The catalogue's words for a failed request when the screen has none of its own (`errorMessage`):
 * "Something went wrong, please try again." for a server error; for a lost connection or no answer
 * in time, what happened and what to do. The network error's "Failed to {METHOD} {url} — {message}"
 * (spec section 8) is its message for reports, never the screen's (issue 26).
 */
export function catalogue(failure: Failure): Shown {
  if (failure === 'server error') return { message: MESSAGES.somethingWentWrong };
  return {
    message: failure === 'no answer' ? MESSAGES.serviceTimedOut : MESSAGES.networkFailure,
  };
}

const always = (shown: Shown) => (): Shown => shown;

/** The initial data load (spec section 8): a failure shows the error screen. */
const errorScreen = always({ errorScreen: true });
/**
 * The auth host failing or out of reach at start is an outage, not the end of the session
 * (decision 016): the page says so and keeps trying; logout is for a refused session only.
 */
const signInUnreachable = always({ message: MESSAGES.signInUnreachable });

/** The subscription service is the screens' that show it (decision 016): the profile carries on. */
const profileCarriesOn = {
  shows: always({ quietly: 'Profile' }),
  whileSlow: () => screen.findByRole('heading', { level: 1, name: 'Profile' }),
};

/**
 * A subscription action that failed: the dialog re-reads the subscription and says it has not
 * changed, in the customer's words (issue 26): with support's link after a server error.
 */
const actionUnchanged = (failure: Failure): Shown =>
  failure === 'server error'
    ? { message: MESSAGES.unchangedAfterServerError }
    : { message: failure === 'no answer' ? MESSAGES.serviceTimedOut : MESSAGES.networkFailure };

/** The subscription screen's action buttons open their confirmation dialogs. */
const openAction = (button: string, dialog: string) => async (ui: Ui) => {
  await ui.click(button);
  await ui.dialog(dialog);
};

/** The e-mail change shows the server's message, whatever the status; without one, the fallback. */
const emailChangeFailure = (failure: Failure): Shown => ({
  message: failure === 'server error' ? 'A server error occurred.' : MESSAGES.unexpected,
});

const REASON_13 = 'RS-APP-4471-2290';

/** The transfer form filled in and reviewed, the confirmation's password typed. */
async function reviewTransfer(ui: Ui) {
  await ui.type("New owner's e-mail address", 'jonas.berg@example.com');
  await ui.click('Review and confirm');
  const dialog = await ui.dialog('Confirm the transfer');
  // Not checked as kept: the confirmation closes on any outcome but a wrong password, by design.
  await ui.user.type(within(dialog).getByLabelText('Your password'), 'correct-horse');
}

export const SCENARIOS: Scenario[] = [
  // ---------------------------------------------------------------- boot (spec section 4)
  {
    operationId: 'refreshAccessToken',
    route: paths.profile,
    trigger: 'open any account screen (the boot refreshes the token first)',
    shows: signInUnreachable,
  },
  {
    operationId: 'getMe',
    route: paths.profile,
    trigger:
      'open any account screen, the token refresh naming no user (boot round 2; a refresh that names the user leaves it out)',
    before: refreshWithoutUser,
    shows: signInUnreachable,
  },
  {
    operationId: 'getAccountProfile',
    route: paths.profile,
    trigger: 'open any account screen (boot round 3)',
    shows: errorScreen,
  },
  {
    operationId: 'getSubscriptionAccount',
    route: paths.profile,
    trigger: 'open any account screen (boot round 3, not waited for by the profile)',
    ...profileCarriesOn,
  },
  {
    operationId: 'createSubscriptionAccount',
    route: paths.profile,
    persona: 'no-account',
    trigger: 'open any account screen without a subscription account (boot creates it)',
    ...profileCarriesOn,
  },
  {
    operationId: 'listSubscriptions',
    route: paths.seats,
    trigger: 'open Seats (boot round 3 loads it; the failure shows where it is used)',
  },
  // ---------------------------------------------------------------- profile
  {
    operationId: 'getMarketingSubscription',
    route: paths.profile,
    trigger: 'open Profile',
  },
  {
    operationId: 'updateAccountAddress',
    route: paths.profile,
    trigger: 'Profile: press "Edit address", edit the postal address, press "Save address"',
    steps: async (ui) => {
      await ui.click('Edit address');
      await ui.type('Address line 1', '19 Harbour Street');
      await ui.type('City', 'Seattle');
    },
    submit: { button: 'Save address' },
  },
  {
    operationId: 'sendVerificationEmail',
    route: paths.profile,
    persona: 'unverified-email',
    trigger: 'Profile with an unverified address: press "Resend verification e-mail"',
    submit: { button: 'Resend verification e-mail' },
  },
  {
    operationId: 'requestEmailChangeOtp',
    route: paths.profile,
    trigger:
      'Profile: press "Change e-mail address", type the new address and the password, press "Send code"',
    steps: async (ui) => {
      await ui.click('Change e-mail address');
      await ui.type('New e-mail address', 'maja.new@example.com');
      await ui.type('Current password', 'correct-horse');
    },
    submit: { button: 'Send code' },
    // Spec section 5: the first server message (the 500's detail too), else "An unexpected error occurred".
    shows: emailChangeFailure,
  },
  {
    operationId: 'changeEmail',
    route: paths.profile,
    trigger: 'Profile: send the code to a new address, type it, press "Confirm new address"',
    steps: async (ui) => {
      await ui.click('Change e-mail address');
      await ui.user.type(
        await screen.findByLabelText('New e-mail address'),
        'maja.new@example.com',
      );
      await ui.user.type(screen.getByLabelText('Current password'), 'correct-horse');
      await ui.click('Send code');
      await ui.type('Code', '123456');
    },
    submit: { button: 'Confirm new address' },
    shows: emailChangeFailure,
  },
  {
    operationId: 'subscribeToMarketingEmails',
    route: paths.profile,
    persona: 'unverified-email',
    trigger: 'Profile, not subscribed: switch marketing e-mails on',
    submit: { button: /Send me news/, role: 'switch' },
  },
  {
    operationId: 'unsubscribeFromMarketingEmails',
    route: paths.profile,
    trigger: 'Profile, subscribed: switch marketing e-mails off',
    submit: { button: /Send me news/, role: 'switch' },
  },
  {
    operationId: 'changePassword',
    route: paths.changePassword,
    trigger: 'Change password: fill in the three fields, press "Change password"',
    steps: async (ui) => {
      await ui.type('Old password', 'correct-horse');
      await ui.type('New password', 'battery-staple-9');
      await ui.type('Confirm new password', 'battery-staple-9');
    },
    submit: { button: 'Change password' },
    // Spec section 5: no field message from the server, so the general one above the form.
    shows: (failure) =>
      failure === 'server error' ? { message: MESSAGES.unexpected } : catalogue(failure),
  },
  // ---------------------------------------------------------------- subscription
  {
    operationId: 'previewRenewal',
    route: paths.subscription,
    trigger:
      'open Subscription (the next charge), the list carrying no renewal (a list that carries it, the proposed include=renewal, leaves it out)',
    before: listWithoutRenewals,
  },
  {
    operationId: 'getBillingAccount',
    route: `${paths.subscription}?tab=payment`,
    trigger: 'open Subscription, tab "Payment method"',
  },
  {
    operationId: 'listInvoices',
    route: `${paths.subscription}?tab=invoices`,
    trigger: 'open Subscription, tab "Invoices"',
  },
  {
    operationId: 'getInvoicePdf',
    route: `${paths.subscription}?tab=invoices`,
    trigger: 'Subscription, tab "Invoices": press an invoice\'s "PDF"',
    steps: async () => {
      await screen.findAllByRole('button', { name: /^Download invoice/ });
    },
    submit: { button: /^Download invoice/ },
  },
  {
    operationId: 'pauseSubscription',
    route: paths.subscription,
    trigger: 'Subscription: "Pause", choose the cycles, press "Pause subscription"',
    steps: async (ui) => {
      await openAction('Pause', 'Pause your subscription')(ui);
      await ui.type('Billing cycles to pause for', '3', await ui.dialog('Pause your subscription'));
    },
    submit: { button: 'Pause subscription', dialog: 'Pause your subscription' },
    shows: actionUnchanged,
  },
  {
    operationId: 'resumeSubscription',
    route: paths.subscription,
    persona: 'paused',
    trigger: 'Subscription, paused: "Resume", press "Resume subscription"',
    steps: openAction('Resume', 'Resume your subscription'),
    submit: { button: 'Resume subscription', dialog: 'Resume your subscription' },
    shows: actionUnchanged,
  },
  {
    operationId: 'cancelSubscription',
    route: paths.subscription,
    trigger: 'Subscription: "Cancel subscription", decline the offer ("No thanks, cancel")',
    steps: openAction('Cancel subscription', 'Cancel your subscription'),
    submit: { button: 'No thanks, cancel', dialog: 'Cancel your subscription' },
    shows: actionUnchanged,
  },
  {
    operationId: 'getAntichurnOffer',
    route: paths.subscription,
    trigger: 'Subscription: "Cancel subscription" (the modal asks what the offer is)',
    submit: { button: 'Cancel subscription' },
    // Without the answer the offer is made in general terms; the service decides on accepting.
    shows: always({ quietly: 'Subscription' }),
    whileSlow: () => screen.findByText('Before you go: a discount to stay'),
  },
  {
    operationId: 'applyAntichurnCoupon',
    route: paths.subscription,
    trigger: 'Subscription: "Cancel subscription", press "Accept the offer"',
    steps: openAction('Cancel subscription', 'Cancel your subscription'),
    submit: { button: 'Accept the offer', dialog: 'Cancel your subscription' },
    shows: actionUnchanged,
  },
  {
    operationId: 'reactivateSubscription',
    route: paths.subscription,
    persona: 'annual-canceled',
    trigger: 'Subscription, canceled: "Reactivate", press "Reactivate subscription"',
    steps: openAction('Reactivate', 'Reactivate your subscription'),
    submit: { button: 'Reactivate subscription', dialog: 'Reactivate your subscription' },
    shows: actionUnchanged,
  },
  {
    operationId: 'terminateSubscription',
    route: paths.subscription,
    trigger:
      'Subscription: "End now", acknowledge the paid time given up, press "End subscription now"',
    steps: async (ui) => {
      await openAction('End now', 'End your subscription now')(ui);
      const dialog = await ui.dialog('End your subscription now');
      // Monthly: the rest of the paid month goes without a refund, acknowledged first (issue 26).
      await ui.user.click(await within(dialog).findByRole('checkbox', { name: /I understand/ }));
    },
    submit: { button: 'End subscription now', dialog: 'End your subscription now' },
    shows: actionUnchanged,
  },
  {
    operationId: 'previewTermination',
    route: paths.subscription,
    trigger: 'Subscription: "End now" (the confirmation says what ending now does to the money)',
    submit: { button: 'End now' },
  },
  {
    operationId: 'changeSubscriptionPlan',
    route: paths.subscription,
    trigger: 'Subscription: "Switch to annual billing", confirm',
    steps: openAction('Switch to annual billing', 'Switch to annual billing'),
    submit: { button: 'Switch to annual billing', dialog: 'Switch to annual billing' },
    shows: actionUnchanged,
  },
  {
    operationId: 'previewSubscriptionChange',
    route: paths.subscription,
    trigger:
      'Subscription: "Switch to annual billing" (the confirmation prices the next charge, beside its total)',
    submit: { button: 'Switch to annual billing' },
  },
  {
    operationId: 'getPlan',
    route: paths.signup,
    persona: 'anonymous',
    trigger: 'open /signup (the plans)',
  },
  {
    operationId: 'getBillingDate',
    route: paths.subscription,
    trigger: 'Subscription: press "Change billing date" (the current date)',
    steps: async (ui) => ui.click('Change billing date'),
    // Until it comes, the dialog takes the period end (the same date) and the calendar is usable.
    whileSlow: () => screen.findByRole('group', { name: 'New billing date' }),
  },
  {
    operationId: 'getAllowedBillingDateRange',
    route: paths.subscription,
    trigger: 'Subscription: press "Change billing date" (the dates allowed)',
    steps: async (ui) => ui.click('Change billing date'),
  },
  {
    operationId: 'changeBillingDate',
    route: paths.subscription,
    trigger: 'Subscription: "Change billing date", pick a day, confirm',
    steps: async (ui) => {
      await openAction('Change billing date', 'Change your billing date')(ui);
      const calendar = await screen.findByRole('group', { name: 'New billing date' });
      await ui.user.click(within(calendar).getByRole('button', { name: 'December 20, 2026' }));
    },
    submit: { button: 'Change billing date', dialog: 'Change your billing date' },
    shows: actionUnchanged,
  },
  {
    operationId: 'getSubscriptionSeats',
    route: paths.seats,
    persona: 'multi-seat',
    trigger: 'open Seats with a multi-seat subscription (the seat holders)',
  },
  {
    operationId: 'listCoupons',
    route: paths.coupons,
    trigger: 'open Coupons',
  },
  // ---------------------------------------------------------------- payment method
  {
    operationId: 'updatePaymentMethod',
    route: `${paths.subscription}?tab=payment`,
    trigger: 'Subscription, "Payment method": "Update payment method", press "Save payment method"',
    steps: async (ui) => {
      await ui.click('Update payment method');
      const dialog = await ui.dialog('Replace your payment method');
      await ui.type('First name on card', 'Maja Li', dialog);
    },
    submit: { button: 'Save payment method', dialog: 'Replace your payment method' },
  },
  {
    operationId: 'deletePaymentMethod',
    route: `${paths.subscription}?tab=payment`,
    persona: 'annual-canceled',
    trigger: 'Subscription, "Payment method": "Remove payment method", confirm',
    steps: openAction('Remove payment method', 'Remove your payment method'),
    submit: { button: 'Remove payment method', dialog: 'Remove your payment method' },
  },
  {
    operationId: 'payInvoice',
    route: `${paths.subscription}?tab=invoices`,
    persona: 'past-due',
    trigger: 'Subscription, "Invoices": "Pay now" on the failed invoice, press "Pay €23.79"',
    steps: async (ui) => {
      await ui.click(/^Pay now/);
      await ui.dialog('Pay €23.79 now');
    },
    submit: { button: 'Pay €23.79', dialog: 'Pay €23.79 now' },
  },
  // ---------------------------------------------------------------- signup
  {
    operationId: 'getCoupon',
    route: paths.signup,
    persona: 'trial-taken',
    trigger: '/signup: type a coupon code, press "Apply"',
    steps: async (ui) => ui.type('Coupon code', 'SAVE15'),
    submit: { button: 'Apply' },
    // Spec section 5: any failure of a coupon check other than the listed ones.
    shows: always({ message: MESSAGES.somethingWentWrong }),
  },
  {
    operationId: 'previewNewSubscription',
    route: paths.signup,
    persona: 'trial-eligible',
    trigger: '/signup signed in: the price of Monthly with the free month, beside the total',
  },
  {
    operationId: 'createSubscription',
    route: paths.signup,
    persona: 'trial-taken',
    trigger: '/signup: Monthly, "Use another card or PayPal", name on the card, press "Subscribe"',
    steps: async (ui) => {
      await ui.user.click(await screen.findByRole('radio', { name: 'Use another card or PayPal' }));
      await ui.type('First name on card', 'Tommy');
    },
    submit: { button: 'Subscribe' },
  },
  {
    operationId: 'addToTrialJourney',
    route: paths.signup,
    persona: 'trial-eligible',
    trigger: '/signup: Monthly with the free month, press "Subscribe" (a trial joins the journey)',
    steps: async (ui) => {
      await screen.findByText('Auto-renews after one month at standard price.');
      // A customer in Berlin agrees to immediate access first (issue 26).
      await ui.user.click(
        await screen.findByRole('checkbox', { name: /I want access to Reason\+ now/ }),
      );
    },
    submit: { button: 'Subscribe' },
    // Spec section 8: the failure is reported, never shown; the confirmation of the new
    // subscription shows on the signup page.
    shows: always({ quietly: 'Subscribe to Reason+' }),
  },
  // ---------------------------------------------------------------- licenses and computers
  {
    operationId: 'listLicenses',
    route: productPath('applications'),
    trigger: 'open Products, Applications',
    // Spec section 8: a fetch TypeError is reported as a potential cross-origin issue, no message.
    shows: (failure) =>
      failure === 'network failure' ? { quietly: 'Applications' } : catalogue(failure),
  },
  {
    operationId: 'checkPassword',
    route: paths.transfer,
    before: () => selectLicenseForTransfer(REASON_13),
    trigger: 'Transfer: a license, the new owner, "Review and confirm", the password, confirm',
    steps: reviewTransfer,
    submit: { button: /^Transfer/, dialog: 'Confirm the transfer' },
    // Spec section 8: any failure but the server's reason is reported as 'UnknownError'.
    shows: always({ message: MESSAGES.somethingWentWrong }),
  },
  {
    operationId: 'transferLicenses',
    route: paths.transfer,
    before: () => selectLicenseForTransfer(REASON_13),
    trigger: 'Transfer: a license, the new owner, "Review and confirm", the password, confirm',
    steps: reviewTransfer,
    submit: { button: /^Transfer/, dialog: 'Confirm the transfer' },
    shows: always({ message: MESSAGES.somethingWentWrong }),
  },
  {
    operationId: 'listAuthorizedComputers',
    route: paths.authorizedComputers,
    trigger: 'open Authorized computers',
  },
  {
    operationId: 'deauthorizeComputer',
    route: paths.authorizedComputers,
    trigger: 'Authorized computers: "Deauthorize" on a computer, confirm',
    steps: async (ui) => {
      const computer = await screen.findByRole('article', { name: 'Studio Mac' });
      await ui.click('Deauthorize', computer);
      await ui.dialog('Deauthorize Studio Mac?');
    },
    submit: { button: 'Deauthorize', dialog: 'Deauthorize Studio Mac?' },
  },
  // ---------------------------------------------------------------- shop
  {
    operationId: 'listOrders',
    route: paths.orders,
    trigger: 'open Orders',
  },
  {
    operationId: 'listReceipts',
    route: paths.receipts,
    trigger: 'open Receipts',
  },
  {
    operationId: 'getReceiptPdf',
    route: paths.receipts,
    trigger: 'Receipts: press a receipt\'s "Download PDF"',
    steps: async () => {
      await screen.findAllByRole('button', { name: /^Download PDF of receipt/ });
    },
    submit: { button: /^Download PDF of receipt/ },
  },
];
