/**
 * The `meta` of a read whose answer is only valid for the state it was asked in (an action's
 * price): it is never asked again on its own, by a focus, a reconnect or another tab's change,
 * because the new state may refuse it (a 400); its screen asks again once the new state is known.
 */
export const ASKED_FOR_A_STATE = { askedForAState: true } as const;

export const isAskedForAState = (meta: Record<string, unknown> | undefined): boolean =>
  meta?.askedForAState === true;
