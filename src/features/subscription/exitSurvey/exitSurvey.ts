/** Spec section 9: the survey shows 1 s after the trigger; the thank-you 15 s after it shows. */
export const EXIT_SURVEY_SHOW_DELAY_MS = 1000;
export const EXIT_SURVEY_THANKS_DELAY_MS = 15_000;

/** The third-party survey's address for this user (its identifier travels as `uid`). */
export function exitSurveyUrl(base: string, userId: number): string {
  const url = new URL(base);
  url.searchParams.set('uid', String(userId));
  return url.href;
}
