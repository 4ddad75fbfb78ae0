import type { User } from '@sdk/account/model';

/**
 * The access token lives in this module's memory only: never in storage, a cookie we set, or a
 * URL. A page reload starts without it and the boot sequence refreshes it from the server's cookie.
 */
let accessToken: string | null = null;

/**
 * The user the last token refresh named (the proposed `AccessToken.user`), null when it named
 * none: the boot then need not ask `/account/me` (src/app/session/session.ts). Memory only, as the
 * token.
 */
let refreshedUser: User | null = null;

export function getAccessToken(): string | null {
  return accessToken;
}

export function setAccessToken(token: string | null): void {
  accessToken = token;
  // No token, no session: nor the user it was for.
  if (token === null) refreshedUser = null;
}

export function getRefreshedUser(): User | null {
  return refreshedUser;
}

export function setRefreshedUser(user: User | null): void {
  refreshedUser = user;
}
