import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deauthorizeComputer, getListAuthorizedComputersQueryKey } from '@sdk/license/license.ts';
import type { Computer } from '@sdk/license/model';
import { useRef, useState } from 'react';
import { errorMessage } from '@/api/errorMessages.ts';
import { UnauthorizedError, UnknownError } from '@/api/errors.ts';
import { reportError } from '@/app/monitoring/monitoring.ts';

const DEAUTHORIZE_TAGS = { call: 'deauthorize-computer' } as const;

/** Asks before deauthorizing: the computer's products stop working until it is authorized again. */
export function DeauthorizeComputerModal({
  computer,
  onClose,
  onDeauthorized,
  onClosed,
}: {
  /** The computer to deauthorize; the dialog is open while there is one. */
  computer: Computer | null;
  onClose: () => void;
  onDeauthorized: (computer: Computer) => void;
  /** The dialog has faded out (its focus handed back): where the caller may move the focus. */
  onClosed?: () => void;
}) {
  const queryClient = useQueryClient();
  const sending = useRef(false);
  // The dialog keeps naming the last computer while it fades out after `computer` is cleared.
  const [shown, setShown] = useState(computer);
  if (computer && computer !== shown) setShown(computer);
  const mutation = useMutation({
    mutationFn: async (target: Computer) => {
      try {
        await deauthorizeComputer(target.id);
      } catch (error) {
        // Already deauthorized (from the product, or another tab): what the customer asked for.
        if (error instanceof UnknownError && error.status === 404) return;
        throw error;
      }
    },
    // Reloaded either way: a failure may still have changed what the server holds.
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getListAuthorizedComputersQueryKey() }),
    onError: (error) => {
      // A 401 is the session ending, handled by the HTTP layer; anything else is unexpected.
      if (!(error instanceof UnauthorizedError)) reportError(error, DEAUTHORIZE_TAGS);
    },
  });

  const confirm = async () => {
    if (!computer || sending.current) return;
    sending.current = true;
    try {
      await mutation.mutateAsync(computer);
      mutation.reset();
      onDeauthorized(computer);
    } catch {
      // Shown in the dialog from the mutation's error.
    } finally {
      sending.current = false;
    }
  };

  const close = () => {
    if (sending.current) return;
    mutation.reset();
    onClose();
  };

  return (
    <Modal
      opened={computer !== null}
      onClose={close}
      title={shown ? `Deauthorize ${shown.name}?` : undefined}
      centered
      onExitTransitionEnd={onClosed}
    >
      <Stack gap="md">
        <Text size="sm">
          {shown?.productNames.join(', ')} will stop working on {shown?.name} until you sign in to
          them there again.
        </Text>
        {mutation.error ? (
          <Alert color="red" title="The computer was not deauthorized">
            {errorMessage(mutation.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={mutation.isPending}>
            Deauthorize
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
