/**
 * The access token lives in this module's memory only: never in storage, a cookie we set, or a
 * URL. A page reload starts without it and the boot sequence refreshes it from the server's cookie.
 */
let accessToken: string | null = null;

export function getAccessToken(): string | null {
  return accessToken;
}

export function setAccessToken(token: string | null): void {
  accessToken = token;
}
