/**
 * Types lead: this file is only type-checked (`npm run typecheck`), never run. Each
 * `@ts-expect-error` line must fail to compile; if a document change makes it compile, the
 * directive is unused and the typecheck fails.
 */
import { useUpdateAccountAddress } from '@sdk/account/operations/updateAccountAddress.ts';
import { usePauseSubscription } from '@sdk/subscription/operations/pauseSubscription.ts';

export function WrongFieldNamesDoNotCompile() {
  const updateAddress = useUpdateAccountAddress();
  const pause = usePauseSubscription();

  updateAddress.mutate({
    userId: 100234,
    data: {
      addressCountryCode: 'SE',
      addressLine1: 'Drottninggatan 1',
      addressLine2: null,
      // @ts-expect-error the contract's field is addressZip
      addressZipCode: '111 51',
      addressCity: 'Stockholm',
      addressState: null,
    },
  });

  // @ts-expect-error the contract's field is remainingPauseCycles
  pause.mutate({ userId: 100234, id: 'sub_7fK2mQ9xL1', data: { cycles: 2 } });

  pause.mutate({ userId: 100234, id: 'sub_7fK2mQ9xL1', data: { remainingPauseCycles: 2 } });
  return null;
}
