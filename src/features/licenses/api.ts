import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkPassword } from '@sdk/account/operations/checkPassword.ts';
import { getListLicensesQueryKey } from '@sdk/license/operations/listLicenses.ts';
import {
  getTransferLicensesMutationKey,
  transferLicenses,
} from '@sdk/license/operations/transferLicenses.ts';
import type { LicenseTransfer } from '@sdk/license/model';
import { errorMessage } from '@/api/errorMessages.ts';
import {
  formFieldErrors,
  transferFailureMessage,
  transferFailureReason,
  UNKNOWN_TRANSFER_FAILURE,
} from '@/api/formErrors.ts';
import { ValidationError } from '@/api/errors.ts';
import { reportError } from '@/shared/monitoring/monitoring.ts';
import { selectLicenseForTransfer } from './selectedLicense.ts';

/** What the confirmation says of a wrong password, in the active language. */
export const wrongPasswordMessage = (): string => t`That is not your current password`;

/**
 * How a confirmed transfer ended. Only `wrongPassword` keeps the confirmation open; the others are
 * the transfer's outcome, shown on the screen.
 */
export type TransferOutcome =
  | { kind: 'wrongPassword'; message: string }
  | { kind: 'transferred'; transfer: LicenseTransfer }
  /** The server refused and said why (`errors.reason`). */
  | { kind: 'refused'; message: string }
  /** Anything else: reported, with the catalogue's message for an unknown error. */
  | { kind: 'failed'; message: string };

const CHECK_PASSWORD_TAGS = { call: 'check-password' } as const;
const TRANSFER_TAGS = { call: 'transfer-licenses' } as const;

async function confirmPassword(userId: number, password: string): Promise<TransferOutcome | null> {
  try {
    const { valid } = await checkPassword({ user_id: userId, password });
    return valid ? null : { kind: 'wrongPassword', message: wrongPasswordMessage() };
  } catch (error) {
    if (error instanceof ValidationError) {
      return {
        kind: 'wrongPassword',
        message: formFieldErrors(error).password ?? errorMessage(error),
      };
    }
    reportError(error, CHECK_PASSWORD_TAGS);
    return { kind: 'failed', message: transferFailureMessage(UNKNOWN_TRANSFER_FAILURE) };
  }
}

/*
 * The licenses area's write: its generated operation with what its answer changes in the cache.
 * Screens call the hook and only show the outcome.
 */

/**
 * An irreversible transfer: the password is checked first (`account/api/check/password`), then
 * the licenses move, then the license list reloads so they are gone from every screen. One
 * mutation for the two requests, under the transfer's key: the password check is part of it.
 * Every outcome is an answer (`TransferOutcome`), not a rejection.
 */
export function useTransferLicensesMutation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: getTransferLicensesMutationKey(),
    mutationFn: async ({
      transfer,
      password,
    }: {
      transfer: LicenseTransfer;
      password: string;
    }): Promise<TransferOutcome> => {
      const problem = await confirmPassword(userId, password);
      if (problem) return problem;
      try {
        await transferLicenses(transfer);
      } catch (error) {
        const reason = transferFailureReason(error);
        if (reason === UNKNOWN_TRANSFER_FAILURE) {
          reportError(error, TRANSFER_TAGS);
          return { kind: 'failed', message: transferFailureMessage(reason) };
        }
        return { kind: 'refused', message: transferFailureMessage(reason) };
      }
      return { kind: 'transferred', transfer };
    },
    // Awaited: the outcome reaches the screen once the list no longer has the licenses.
    onSuccess: async (outcome) => {
      if (outcome.kind !== 'transferred') return;
      selectLicenseForTransfer(null);
      // A failed reload is the license list's own failure, handled where the list is shown. The
      // product pages' lists (not on screen now) reload too: they must not show what has left.
      await queryClient.invalidateQueries({
        queryKey: getListLicensesQueryKey(),
        refetchType: 'all',
      });
    },
  });
}
