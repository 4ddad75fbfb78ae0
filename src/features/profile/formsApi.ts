import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useChangeEmail } from '@sdk/account/operations/changeEmail.ts';
import {
  getGetAccountProfileQueryKey,
  getGetAccountProfileQueryOptions,
} from '@sdk/account/operations/getAccountProfile.ts';
import { getGetMarketingSubscriptionQueryKey } from '@sdk/account/operations/getMarketingSubscription.ts';
import { useRequestEmailChangeOtp } from '@sdk/account/operations/requestEmailChangeOtp.ts';
import {
  getUpdateAccountAddressMutationKey,
  updateAccountAddress,
} from '@sdk/account/operations/updateAccountAddress.ts';
import { getGetSubscriptionAccountQueryKey } from '@sdk/subscription/operations/getSubscriptionAccount.ts';
import type { AccountProfile } from '@sdk/account/model';
import { UnknownError } from '@/api/errors.ts';
import {
  type AddressFormValues,
  addressChangedElsewhereMessage,
  addressUpdate,
  sameAddress,
} from './rules/address.ts';

/*
 * The edit forms' writes (the forms' chunk, `forms.ts`, imports them; nothing on the first screen
 * does): each is its generated operation with what its answer changes in the cache. The forms call
 * these hooks and only say how it went. The profile screen's own reads and writes are in `api.ts`.
 */

// ---------------------------------------------------------------- postal address

/**
 * The service refused the write because the profile is no longer at the `version` the form was
 * filled from (409 `profile_changed`, proposed in openapi/account.yaml): the update's only 409.
 */
const isStaleWrite = (error: unknown): boolean =>
  error instanceof UnknownError && error.status === 409;

/** The address was changed elsewhere since the form was filled: `current` is the profile now. */
export class AddressChangedElsewhere extends Error {
  constructor(readonly current: AccountProfile) {
    super(addressChangedElsewhereMessage(current));
  }
}

/**
 * Saves the address over the profile it is based on (`basedOn`). When that profile has changed
 * meanwhile, the service refuses; the profile is read again, and if only something other than the
 * address changed (the e-mail address, in this tab), there is nothing to overwrite and the address
 * is sent again over the new version. Otherwise it fails with `AddressChangedElsewhere`. One
 * mutation for all of it, so it is pending (and `useSendOnce` holds) from the first request to the
 * last. Saved, the answer is the profile every screen shows.
 */
export function useUpdateAccountAddressMutation(userId: number) {
  const queryClient = useQueryClient();
  const send = (values: AddressFormValues, version?: string) =>
    updateAccountAddress(userId, addressUpdate(values, version));
  return useMutation({
    mutationKey: getUpdateAccountAddressMutationKey(),
    mutationFn: async ({
      values,
      basedOn,
    }: {
      values: AddressFormValues;
      basedOn: AccountProfile;
    }): Promise<AccountProfile> => {
      try {
        return await send(values, basedOn.version);
      } catch (error) {
        if (!isStaleWrite(error)) throw error;
        const current = await queryClient.fetchQuery({
          ...getGetAccountProfileQueryOptions(userId),
          staleTime: 0,
        });
        if (!sameAddress(current, basedOn)) throw new AddressChangedElsewhere(current);
        return send(values, current.version);
      }
    },
    onSuccess: (profile) => queryClient.setQueryData(getGetAccountProfileQueryKey(userId), profile),
  });
}

// ---------------------------------------------------------------- e-mail address

/** The change's first step: a one-time code sent to the new address. Nothing in the cache changes. */
export function useRequestEmailChangeOtpMutation() {
  return useRequestEmailChangeOtp();
}

/**
 * The change's second step, with the code. The answer is the profile every screen shows; the
 * marketing subscription and the billing account carry the address too, and are read again.
 */
export function useChangeEmailMutation(userId: number) {
  const queryClient = useQueryClient();
  return useChangeEmail({
    mutation: {
      onSuccess: (profile) => {
        queryClient.setQueryData(getGetAccountProfileQueryKey(userId), profile);
        void queryClient.invalidateQueries({ queryKey: getGetMarketingSubscriptionQueryKey() });
        void queryClient.invalidateQueries({
          queryKey: getGetSubscriptionAccountQueryKey(userId),
        });
      },
    },
  });
}
