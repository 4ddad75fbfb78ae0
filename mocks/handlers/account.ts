/**
 * The account service on the auth host (openapi/account.yaml), stateful. The refresh call is the
 * only one authenticated by the refresh cookie; the rest take the bearer token.
 */
import { HttpResponse } from 'msw';
import type { AccountProfile, User } from '@sdk/account/model';
import {
  getAddToTrialJourneyMockHandler,
  getChangeEmailMockHandler,
  getChangePasswordMockHandler,
  getCheckPasswordMockHandler,
  getGetAccountProfileMockHandler,
  getGetMarketingSubscriptionMockHandler,
  getGetMeMockHandler,
  getRefreshAccessTokenMockHandler,
  getRequestEmailChangeOtpMockHandler,
  getSendVerificationEmailMockHandler,
  getSubscribeToMarketingEmailsMockHandler,
  getUnsubscribeFromMarketingEmailsMockHandler,
  getUpdateAccountAddressMockHandler,
} from '@sdk/account/account.msw.ts';
import { issueAccessToken, sessionFromCookies } from '../auth/session.ts';
import { db } from '../db/collections.ts';
import type { UserRecord } from '../db/schema.ts';
import { stateSettled } from '../db/state.ts';
import { scenarioAwaits } from '../scenarios/engine.ts';
import { vatIdRefusal } from '../db/vatIds.ts';
import {
  addressUpdateBody,
  emailChangeBody,
  emailChangeOtpBody,
  emailVerificationBody,
  passwordChangeBody,
  passwordCheckBody,
  trialJourneyBody,
} from './requests.ts';
import {
  accountBody,
  authorize,
  fail,
  nowIso,
  omit,
  refuseFields,
  respondWith,
  type Caller,
} from './support.ts';
import { idempotent } from './idempotency.ts';
import { refreshOriginAllowed } from '../auth/refreshOrigin.ts';

/** The one-time code every e-mail change accepts in the mocks. */
export const MOCK_EMAIL_OTP = '123456';
const OTP_LIFETIME_MS = 15 * 60 * 1000;
const MIN_PASSWORD_LENGTH = 8;
const COMMON_PASSWORDS = new Set(['password', 'password1', '12345678', 'qwertyui', 'iloveyou']);

const PASSWORD_CHANGE_FIELDS = ['nonFieldErrors', 'oldPassword', 'newPassword', 'confirmPassword'];
const EMAIL_CHANGE_FIELDS = ['nonFieldErrors', 'newEmail', 'passwordConfirmation', 'otp'];

/**
 * The profile's `version` (proposed): a hash of the profile as answered (32-bit FNV-1a of its
 * JSON, keys sorted). Derived rather than stored, so it differs whenever the profile does, whoever
 * changed it (the subscription service marks the trial taken), and every tab's mock agrees on it.
 * A write that changes nothing keeps it: a form based on that version has nothing to overwrite.
 */
function profileVersion(profile: Omit<AccountProfile, 'version'>): string {
  const json = JSON.stringify(profile, Object.keys(profile).sort());
  let hash = 0x811c9dc5;
  for (let index = 0; index < json.length; index++) {
    hash = Math.imul(hash ^ json.charCodeAt(index), 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The signed-in user, as getMe and the token refresh answer it. */
const signedInUser = (user: UserRecord): User => ({
  userId: user.userId,
  currency: user.currency,
  hasTakenPlusTrial: user.hasTakenPlusTrial,
  email: user.email,
  username: user.username,
});

function toProfile(user: UserRecord): AccountProfile {
  const profile = omit(user, 'userId', 'personaId', 'password', 'inTrialJourney', 'version');
  return { ...profile, version: profileVersion(profile) };
}

/** 409 `profile_changed`: the address was edited from a profile that has changed since. */
function refuseStaleWrite(): never {
  return respondWith(
    HttpResponse.json(
      {
        detail:
          'The profile was changed after it was read. Read it again, then send the address again.',
        code: 'profile_changed',
      },
      { status: 409 },
    ),
  );
}

async function updateUser(caller: Caller, change: (user: UserRecord) => void): Promise<UserRecord> {
  const updated = await db.users.update((q) => q.where({ userId: caller.userId }), {
    data: change,
  });
  return updated ?? caller.user;
}

function marketingOf(caller: Caller) {
  const record = db.marketingSubscriptions.findFirst((q) => q.where({ userId: caller.userId }));
  return { subscribed: record?.subscribed ?? false, email: caller.user.email };
}

async function setMarketing(caller: Caller, subscribed: boolean) {
  db.marketingSubscriptions.deleteMany((q) => q.where({ userId: caller.userId }));
  await db.marketingSubscriptions.create({
    userId: caller.userId,
    subscribed,
    changedAt: nowIso(),
  });
  return marketingOf(caller);
}

export const accountHandlers = [
  getRefreshAccessTokenMockHandler(async ({ request, cookies }) => {
    await stateSettled();
    if (!refreshOriginAllowed(request.headers.get('Origin'))) {
      fail('account', 403, 'This origin may not refresh a session.');
    }
    const session = sessionFromCookies(cookies);
    if (session.kind === 'no-credentials') {
      fail('account', 401, 'Authentication credentials were not provided.');
    }
    if (session.kind === 'invalid') fail('account', 401, 'Token is invalid or expired');
    const token = await issueAccessToken(session.personaId, session.userId);
    const user = db.users.findFirst((q) => q.where({ userId: session.userId }));
    // The proposed `user`, unless a scenario waits for the portal to ask getMe itself.
    return user && !scenarioAwaits(request, 'getMe')
      ? { ...token, user: signedInUser(user) }
      : token;
  }),

  getGetMeMockHandler(async ({ request }): Promise<User> => {
    const { user } = await authorize('account', request);
    return signedInUser(user);
  }),

  getGetAccountProfileMockHandler(async ({ request, params }) => {
    const { user } = await authorize('account', request, params.userId);
    return toProfile(user);
  }),

  getUpdateAccountAddressMockHandler(
    idempotent(
      'updateAccountAddress',
      200,
      async ({ request, params }) => {
        const caller = await authorize('account', request, params.userId);
        const { version, ...address } = await accountBody(request, addressUpdateBody);
        // The format only: a real service asks VIES whether the number is registered. A VAT ID
        // kept (absent from the body) must still belong to the address's country.
        const vatId = address.vatId === undefined ? caller.user.vatId : address.vatId;
        const vatIdRefused = vatId ? vatIdRefusal(vatId, address.addressCountryCode) : null;
        if (vatIdRefused) refuseFields({ vatId: [vatIdRefused] }, { vatId: 'invalid_vat_id' });
        // Without a version the last write wins, as before the proposal.
        if (version !== undefined && version !== toProfile(caller.user).version) refuseStaleWrite();
        return toProfile(await updateUser(caller, (user) => Object.assign(user, address)));
      },
      'account',
    ),
  ),

  getAddToTrialJourneyMockHandler(
    idempotent(
      'addToTrialJourney',
      204,
      async ({ request }) => {
        const caller = await authorize('account', request);
        await accountBody(request, trialJourneyBody);
        if (caller.user.inTrialJourney) {
          refuseFields({ nonFieldErrors: ['The user is already in the trial journey.'] });
        }
        await updateUser(caller, (user) => {
          user.inTrialJourney = true;
        });
      },
      'account',
    ),
  ),

  getCheckPasswordMockHandler(
    idempotent(
      'checkPassword',
      200,
      async ({ request }) => {
        const caller = await authorize('account', request);
        const body = await accountBody(request, passwordCheckBody);
        if (body.user_id !== caller.userId) {
          fail('account', 403, 'You do not have permission to perform this action.');
        }
        return { valid: body.password === caller.user.password };
      },
      'account',
    ),
  ),

  getChangePasswordMockHandler(
    idempotent(
      'changePassword',
      204,
      async ({ request, params }) => {
        const caller = await authorize('account', request, params.userId);
        const body = await accountBody(request, passwordChangeBody, PASSWORD_CHANGE_FIELDS);
        if (body.oldPassword !== caller.user.password) {
          refuseFields({
            oldPassword: ['Your old password was entered incorrectly. Please enter it again.'],
          });
        }
        if (body.newPassword !== body.confirmPassword) {
          refuseFields({ confirmPassword: ["The two password fields didn't match."] });
        }
        const weaknesses = [
          ...(COMMON_PASSWORDS.has(body.newPassword.toLowerCase())
            ? ['This password is too common.']
            : []),
          ...(body.newPassword.length < MIN_PASSWORD_LENGTH
            ? [`This password must contain at least ${MIN_PASSWORD_LENGTH} characters.`]
            : []),
        ];
        if (weaknesses.length > 0) refuseFields({ newPassword: weaknesses });
        if (body.newPassword === body.oldPassword) {
          refuseFields({ nonFieldErrors: ['The new password must differ from the old password.'] });
        }
        await updateUser(caller, (user) => {
          user.password = body.newPassword;
        });
      },
      'account',
    ),
  ),

  getSendVerificationEmailMockHandler(
    idempotent(
      'sendVerificationEmail',
      204,
      async ({ request }) => {
        const caller = await authorize('account', request);
        const body = await accountBody(request, emailVerificationBody);
        if (body.email.toLowerCase() !== caller.user.email.toLowerCase()) {
          refuseFields({ email: ['This is not the e-mail address of your account.'] });
        }
        if (caller.user.isEmailVerified) {
          refuseFields({ nonFieldErrors: ['Your e-mail address is already verified.'] });
        }
      },
      'account',
    ),
  ),

  getRequestEmailChangeOtpMockHandler(
    idempotent(
      'requestEmailChangeOtp',
      204,
      async ({ request, params }) => {
        const caller = await authorize('account', request, params.userId);
        const body = await accountBody(request, emailChangeOtpBody, EMAIL_CHANGE_FIELDS);
        if (body.passwordConfirmation !== caller.user.password) {
          refuseFields({ passwordConfirmation: ['The password you entered is incorrect.'] });
        }
        const taken = db.users.findFirst((q) =>
          q.where({ email: (email) => email.toLowerCase() === body.newEmail.toLowerCase() }),
        );
        if (taken)
          refuseFields({ newEmail: ['An account with this e-mail address already exists.'] });
        db.emailOtps.deleteMany((q) => q.where({ userId: caller.userId }));
        await db.emailOtps.create({
          userId: caller.userId,
          newEmail: body.newEmail,
          code: MOCK_EMAIL_OTP,
          expiresAt: new Date(Date.now() + OTP_LIFETIME_MS).toISOString(),
        });
      },
      'account',
    ),
  ),

  getChangeEmailMockHandler(
    idempotent(
      'changeEmail',
      200,
      async ({ request, params }) => {
        const caller = await authorize('account', request, params.userId);
        const body = await accountBody(request, emailChangeBody, EMAIL_CHANGE_FIELDS);
        if (body.oldEmail.toLowerCase() !== caller.user.email.toLowerCase()) {
          refuseFields({
            nonFieldErrors: ['The current e-mail address does not match your account.'],
          });
        }
        const otp = db.emailOtps.findFirst((q) =>
          q.where({ userId: caller.userId, newEmail: body.newEmail }),
        );
        if (!otp || otp.code !== body.otp.trim() || Date.parse(otp.expiresAt) <= Date.now()) {
          refuseFields({ otp: ['The code you entered is not valid.'] });
        }
        db.emailOtps.deleteMany((q) => q.where({ userId: caller.userId }));
        // The subscription service's copy of the address follows the account's.
        await db.subscriptionAccounts.update((q) => q.where({ userId: caller.userId }), {
          data(account) {
            account.email = body.newEmail;
          },
        });
        const updated = await updateUser(caller, (user) => {
          user.email = body.newEmail;
          user.isEmailVerified = true;
        });
        return toProfile(updated);
      },
      'account',
    ),
  ),

  getGetMarketingSubscriptionMockHandler(async ({ request }) =>
    marketingOf(await authorize('account', request)),
  ),

  getSubscribeToMarketingEmailsMockHandler(
    idempotent(
      'subscribeToMarketingEmails',
      200,
      async ({ request }) => setMarketing(await authorize('account', request), true),
      'account',
    ),
  ),

  getUnsubscribeFromMarketingEmailsMockHandler(
    idempotent(
      'unsubscribeFromMarketingEmails',
      200,
      async ({ request }) => setMarketing(await authorize('account', request), false),
      'account',
    ),
  ),
];
