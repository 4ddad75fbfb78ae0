import { type MutationKey, useQueryClient } from '@tanstack/react-query';

/**
 * One write at a time, decided by the mutations' own state: `sending()` is true while a mutation
 * with one of these keys (a generated hook's `get…MutationKey()`) is pending, and `once` then
 * skips the submission. React Query marks a mutation pending in its cache the moment it is sent,
 * whereas `isPending` reaches the button a render later (the hook hears of it on a timer): asking
 * the cache is what keeps the second click of a fast double click from sending again. A submission
 * therefore sends its mutation before its first `await`.
 */
export function useSendOnce(...operations: MutationKey[]) {
  const queryClient = useQueryClient();
  const sending = () =>
    operations.some((mutationKey) => queryClient.isMutating({ mutationKey }) > 0);
  const once = async (submission: () => Promise<void>): Promise<void> => {
    if (!sending()) await submission();
  };
  return { once, sending };
}
