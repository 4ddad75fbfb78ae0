import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  NetworkError,
  SignInUnavailableError,
  TransactionError,
  ValidationError,
  errorCodeOf,
} from './errors.ts';
import type * as refusalWordings from './refusalWordings.ts';

/**
 * The error mapper: the only place that knows the catalogue's wording (spec sections 5 and 8) and
 * how server error bodies map onto it. Screens call these functions; they never read error bodies.
 */

/**
 * The wordings a failure may need when nothing more can be downloaded (the network gone, a chunk
 * that did not come) or that a screen shows without a request: every first load carries them.
 */
const WORDINGS = {
  somethingWentWrong: msg`Something went wrong, please try again.`,
  unexpected: msg`An unexpected error occurred`,
  noLicenseSelected: msg`No license selected for transfer`,
  errorScreenTitle: msg`Something went wrong!`,
  notFound: msg`Sorry, the page or file you are looking for cannot be found.`,
  networkFailure: msg`We could not reach our service. Check your internet connection, then try again.`,
  serviceTimedOut: msg`Our service did not answer in time. Please try again in a moment.`,
  signInUnreachable: msg`We cannot reach the sign-in service right now. You are still signed in and nothing you entered is lost: please try again in a moment.`,
} satisfies Record<string, MessageDescriptor>;

type Refusals = typeof refusalWordings;
type RefusalWordings = Refusals['REFUSAL_WORDINGS'];

export type CatalogueMessage = keyof typeof WORDINGS | keyof RefusalWordings;

/** The services' refusals in the catalogue's words, once `refusalWordingsReady` has them here. */
let refusals: Refusals | undefined;
let refusalsLoading: Promise<void> | undefined;
let translationsReady: () => Promise<void> = () => Promise.resolve();

/**
 * How to wait for a chunk's translations (src/shared/i18n's `cataloguesReady`, a layer above):
 * handed over by the app as it starts.
 */
export function waitForTranslationsWith(ready: () => Promise<void>): void {
  translationsReady = ready;
}

/**
 * How long a refusal waits for its words: a download that does not answer must not hold the
 * customer's answer (the general wording stands in, the wording replaces it once here).
 */
export const REFUSAL_WORDS_WAIT_MS = 4_000;

/**
 * The refusals' wordings and their translations, downloaded on the first need: a refused write
 * waits for them before it rejects (mutators.ts), so whatever shows the error reads them in the
 * customer's language. Half of the catalogue's text, which a first load no longer carries in every
 * language (decision 017). A download that fails (the code, or its words) leaves the general
 * wording standing in, and the next refusal asks again.
 */
export function refusalWordingsReady(): Promise<void> {
  refusalsLoading ??= import('./refusalWordings.ts')
    .then(async (module) => {
      await translationsReady();
      refusals = module;
    })
    .catch(() => {
      refusalsLoading = undefined;
    });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ceiling = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, REFUSAL_WORDS_WAIT_MS);
  });
  return Promise.race([refusalsLoading, ceiling]).finally(() => clearTimeout(timer));
}

/** The wordings there are: the refusals' once they are here. */
const wordings = (): Record<string, MessageDescriptor> => ({
  ...WORDINGS,
  ...refusals?.REFUSAL_WORDINGS,
});

/**
 * The catalogue's messages in the active language: English exactly as the specification words
 * them, the other languages from `src/api/locales/` (decision 017). Read at the moment of use, so a
 * change of language shows at the next render. A refusal's wording read before its download has
 * come is the general one. (A proxy, so that the shell names no refusal: their keys come with
 * their words.)
 */
export const MESSAGES: Readonly<Record<CatalogueMessage, string>> = new Proxy(
  {} as Record<CatalogueMessage, string>,
  {
    // A symbol (an inspector's, a matcher's) is no message.
    get: (_, key) =>
      typeof key === 'string' ? i18n._(wordings()[key] ?? WORDINGS.somethingWentWrong) : undefined,
    ownKeys: () => Object.keys(wordings()),
    getOwnPropertyDescriptor: (_, key) => {
      const wording = wordings()[key as string];
      return wording && { enumerable: true, configurable: true, value: i18n._(wording) };
    },
  },
);

/** Every wording of the catalogue: a server message mapped to one of these is already covered. */
const catalogueWordings = (): ReadonlySet<string> => new Set(Object.values(MESSAGES));

/** A refusal's code that means the subscription's state forbids the action, not a business rule. */
const STATE_CONFLICT_CODE = 'subscription_state_conflict';

/**
 * A refusal's message as the customer reads it: the catalogue's wording for a code or a server
 * message it rewords, else the server's own.
 */
export function mapServerMessage(message: string, code?: string): string {
  // A coded refusal's own text may name ids: without the words for its code, the general wording.
  if (!refusals && code !== undefined) return MESSAGES.somethingWentWrong;
  const byCode = code === undefined ? undefined : refusals?.CODE_MESSAGES.get(code);
  if (byCode) return MESSAGES[byCode];
  const match = refusals?.SERVER_MESSAGE_MAP.find(([fragment]) => message.includes(fragment));
  return match ? MESSAGES[match[1]] : message;
}

/**
 * What to tell the user about any failed request, when the screen has no more specific wording. A
 * network failure keeps the specification's text ("Failed to PUT … — …") as the error's message,
 * for reports; the screen says what happened and what to do instead.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ValidationError || error instanceof TransactionError) {
    return error.message
      ? mapServerMessage(error.message, errorCodeOf(error.body))
      : MESSAGES.somethingWentWrong;
  }
  if (error instanceof NetworkError) return networkFailureMessage(error);
  return MESSAGES.somethingWentWrong;
}

/** What a failed request that never got an answer tells the user. */
export function networkFailureMessage(error: NetworkError): string {
  if (error instanceof SignInUnavailableError) return MESSAGES.signInUnreachable;
  return error.timedOut ? MESSAGES.serviceTimedOut : MESSAGES.networkFailure;
}

/**
 * A change to a subscription that the subscription service refused by a business rule (a 400
 * validation error). The portal offers only what the subscription's state allows and checks the
 * input first, so such a refusal means the subscription is no longer as this window showed it: it
 * changed in another window, on another device, or at support. The server's text names internal
 * ids and plan codes; the customer gets the catalogue's wording instead.
 */
export function isRefusedAsChangedElsewhere(error: unknown): error is ValidationError {
  if (!(error instanceof ValidationError) || error.context?.service !== 'subscription')
    return false;
  // With a code, only a state conflict is about the subscription having moved on.
  const code = errorCodeOf(error.body);
  if (code !== undefined) {
    return code === STATE_CONFLICT_CODE || !refusals?.CODE_MESSAGES.has(code);
  }
  // A refusal the catalogue words already (a coupon used up ...) is a rule, not a stale page.
  return !catalogueWordings().has(mapServerMessage(error.message));
}

/**
 * The same refusal, in the catalogue's words, for a caller that has reloaded the subscription
 * (the wording says so). Type, status, body and context stay the server's, for reports.
 */
export function changedElsewhereRefusal(refusal: ValidationError): ValidationError {
  return new ValidationError(
    MESSAGES.subscriptionChangedElsewhere,
    refusal.context,
    refusal.status,
    refusal.body,
    refusal.fieldErrors,
  );
}
