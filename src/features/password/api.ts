import { useChangePassword } from '@sdk/account/operations/changePassword.ts';

/*
 * The password area's write: its generated operation with what its answer changes in the cache.
 * The screen calls the hook and only says how it went.
 */

/** Changing the password. Nothing in the cache changes: no screen shows the password. */
export function useChangePasswordMutation() {
  return useChangePassword();
}
