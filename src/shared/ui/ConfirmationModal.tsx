import { useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  type ButtonVariant,
  Group,
  type MantineColor,
  Modal,
  Stack,
} from '@mantine/core';
import { useMediaQuery, useMounted } from '@mantine/hooks';
import { type MutationKey, partialMatchKey, useMutationState } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/api/errorMessages.ts';
import { useSendOnce } from './useSendOnce.ts';

interface ConfirmationAction {
  label: string;
  color?: MantineColor;
  variant?: ButtonVariant;
  /** Not available yet (what it needs is still loading or failed to load). */
  disabled?: boolean;
  /** The write the button sends, by its generated hook's `get…MutationKey()`. */
  sends: MutationKey;
  /**
   * Sends the action (its mutation before its first `await`). Resolve `false` to stay open (the
   * input needs fixing); a rejection is shown in the modal, which stays open with everything the
   * customer chose.
   */
  run: () => Promise<unknown>;
}

interface ConfirmationModalProps {
  opened: boolean;
  onClose: () => void;
  title: string | undefined;
  /** What will happen: what the customer keeps and until when. */
  children: ReactNode;
  /** The buttons, the main one last (Enter sends it). */
  actions: readonly [...ConfirmationAction[], ConfirmationAction];
  dismissLabel?: string;
  /**
   * The failure's wording; the catalogue's message for the error unless the caller knows better
   * (a caller may add a link, to support say).
   */
  failureMessage?: (error: unknown) => ReactNode;
  /** Said first, as a notice: what changed since the dialog opened, say. */
  notice?: ReactNode;
  failureTitle?: string;
  /** The dialog has faded out (its focus handed back): where the caller may move the focus. */
  onClosed?: () => void;
}

/**
 * The one confirmation of the portal: every write the customer is asked about first (subscription
 * changes, payment method removal, deauthorizing a computer, a license transfer) goes through it.
 * One action at a time, by the actions' own mutations: while one is on its way a second click
 * sends nothing and the modal cannot be closed; once confirmed, a closing modal sends nothing more.
 */
export function ConfirmationModal({
  opened,
  onClose,
  title,
  children,
  actions,
  dismissLabel,
  failureMessage = errorMessage,
  failureTitle,
  notice,
  onClosed,
}: ConfirmationModalProps) {
  const { t } = useLingui();
  const { once, sending } = useSendOnce(...actions.map((action) => action.sends));
  const pendingKeys = useMutationState({
    filters: { status: 'pending' },
    select: (mutation) => mutation.options.mutationKey,
  });
  const pending = actions.find((action) =>
    pendingKeys.some((key) => key !== undefined && partialMatchKey(key, action.sends)),
  );
  const [failure, setFailure] = useState<ReactNode>(null);
  // Mantine gives the focus back to what had it (the button that opened the modal) on close, for
  // a modal it saw open: it notes that element when `opened` turns true after its first render.
  // A confirmation loaded lazily on its first use mounts already open, so the modal is always
  // mounted closed and opened once mounted; the focus then moves in, and back on close, by
  // Mantine's own focus trap and focus return.
  const mounted = useMounted();
  // A phone gets the whole screen: the words and the buttons get all of its little room.
  const phone = useMediaQuery('(max-width: 36em)') ?? false;

  const dismiss = () => {
    if (sending()) return;
    setFailure(null);
    onClose();
  };

  // Confirmed: nothing more is sent until the modal opens again. Not only `opened`, which a click
  // reads as of the last render: the second click of a double click can come after the write
  // has answered and before the closing modal has rendered.
  const confirmed = useRef(false);
  useEffect(() => {
    if (opened) confirmed.current = false;
  }, [opened]);

  const run = (action: ConfirmationAction) =>
    once(async () => {
      // Closing after a confirmation, its buttons still on screen: it is done.
      if (!opened || confirmed.current || action.disabled) return;
      setFailure(null);
      try {
        if ((await action.run()) !== false) {
          confirmed.current = true;
          onClose();
        }
      } catch (error) {
        setFailure(failureMessage(error));
      }
    });

  const primary = actions[actions.length - 1] as ConfirmationAction;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(primary);
  };

  return (
    <Modal
      opened={opened && mounted}
      onClose={dismiss}
      onExitTransitionEnd={() => {
        setFailure(null);
        onClosed?.();
      }}
      title={title}
      size="lg"
      centered
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {notice ? (
            <Alert color="yellow" role="status">
              {notice}
            </Alert>
          ) : null}
          {children}
          {failure ? (
            <Alert color="red" role="alert" title={failureTitle}>
              {failure}
            </Alert>
          ) : null}
          {/* Stuck to the bottom of the dialog while what is above scrolls: every action (the
              offer's "Accept" too) is on screen however long the words, on a phone as well. */}
          <Group
            justify="flex-end"
            gap="sm"
            py="sm"
            style={{
              position: 'sticky',
              bottom: 0,
              zIndex: 1,
              background: 'var(--mantine-color-body)',
              borderTop: '1px solid var(--mantine-color-default-border)',
            }}
          >
            <Button variant="default" onClick={dismiss} disabled={pending !== undefined}>
              {dismissLabel ?? t`Keep things as they are`}
            </Button>
            {actions.map((action) => (
              <Button
                key={action.label}
                type={action === primary ? 'submit' : 'button'}
                color={action.color}
                variant={action.variant ?? (action === primary ? 'filled' : 'light')}
                loading={pending === action}
                disabled={action.disabled || (pending !== undefined && pending !== action)}
                onClick={action === primary ? undefined : () => void run(action)}
              >
                {action.label}
              </Button>
            ))}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
