import { useQueryClient } from '@tanstack/react-query';
import { useDeauthorizeComputer } from '@sdk/license/operations/deauthorizeComputer.ts';
import { getListAuthorizedComputersQueryKey } from '@sdk/license/operations/listAuthorizedComputers.ts';
import { UnauthorizedError, UnknownError } from '@/api/errors.ts';
import { reportError } from '@/shared/monitoring/monitoring.ts';

const DEAUTHORIZE_TAGS = { call: 'deauthorize-computer' } as const;

/** Already deauthorized (from the product, or another tab): what the customer asked for. */
export const isAlreadyDeauthorized = (error: unknown): boolean =>
  error instanceof UnknownError && error.status === 404;

export function useDeauthorizeComputerMutation() {
  const queryClient = useQueryClient();
  return useDeauthorizeComputer({
    mutation: {
      // Reloaded either way: a failure may still have changed what the server holds.
      onSettled: () =>
        queryClient.invalidateQueries({ queryKey: getListAuthorizedComputersQueryKey() }),
      onError: (error) => {
        // A 401 is the session ending, handled by the HTTP layer; anything else is unexpected.
        if (!(error instanceof UnauthorizedError) && !isAlreadyDeauthorized(error)) {
          reportError(error, DEAUTHORIZE_TAGS);
        }
      },
    },
  });
}
