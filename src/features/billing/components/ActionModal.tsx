import {
  Alert,
  Button,
  type ButtonVariant,
  Group,
  type MantineColor,
  Modal,
  Stack,
} from '@mantine/core';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/api/errorMessages.ts';

export interface ModalAction {
  label: string;
  color?: MantineColor;
  variant?: ButtonVariant;
  /** Not available yet (what it needs is still loading or failed to load). */
  disabled?: boolean;
  /**
   * Sends the action. Resolve `false` to stay open (the input needs fixing); a rejection is shown
   * in the modal, which stays open with everything the customer chose.
   */
  run: () => Promise<unknown>;
}

export interface ActionModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What will happen: what the customer keeps and until when. */
  children: ReactNode;
  /** The buttons, the main one last (Enter sends it). */
  actions: readonly [...ModalAction[], ModalAction];
  dismissLabel?: string;
}

/**
 * Gives the focus back to what had it (the button that opened the modal) when the modal closes.
 * Mantine does this only for a modal that was mounted closed and then opened; a confirmation
 * loaded lazily on its first use mounts already open.
 */
function useFocusReturnOnClose(opened: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (opened) {
      // Still the opener: Mantine moves the focus into the modal only after this effect.
      if (document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
      return;
    }
    const target = opener.current;
    opener.current = null;
    if (!target) return;
    const focusedAtClose = document.activeElement;
    // After Mantine's own attempt (10 ms), and only if nothing else took the focus meanwhile.
    const timer = setTimeout(() => {
      const focused = document.activeElement;
      if (focused === null || focused === document.body || focused === focusedAtClose) {
        target.focus({ preventScroll: true });
      }
    }, 20);
    return () => clearTimeout(timer);
  }, [opened]);
}

/**
 * The confirmation every billing action (subscription changes, payment method removal) goes through. One action at a time: a second click
 * while one is on its way sends nothing, and the modal cannot be closed under a pending request.
 */
export function ActionModal({
  opened,
  onClose,
  title,
  children,
  actions,
  dismissLabel = 'Keep things as they are',
}: ActionModalProps) {
  // Held from the first click until the modal has closed: after a success the buttons stay on
  // screen for the closing transition, and a second click must not send the action again.
  const locked = useRef(false);
  const [running, setRunning] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useFocusReturnOnClose(opened);

  const dismiss = () => {
    if (locked.current) return;
    setFailure(null);
    onClose();
  };

  const run = async (action: ModalAction) => {
    if (locked.current || action.disabled) return;
    locked.current = true;
    setRunning(action.label);
    setFailure(null);
    try {
      if ((await action.run()) !== false) {
        onClose();
        return;
      }
    } catch (error) {
      setFailure(errorMessage(error));
    }
    locked.current = false;
    setRunning(null);
  };

  const reset = () => {
    locked.current = false;
    setRunning(null);
    setFailure(null);
  };

  const primary = actions[actions.length - 1] as ModalAction;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(primary);
  };

  return (
    <Modal
      opened={opened}
      onClose={dismiss}
      onExitTransitionEnd={reset}
      title={title}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {children}
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={dismiss} disabled={running !== null}>
              {dismissLabel}
            </Button>
            {actions.map((action) => (
              <Button
                key={action.label}
                type={action === primary ? 'submit' : 'button'}
                color={action.color}
                variant={action.variant ?? (action === primary ? 'filled' : 'light')}
                loading={running === action.label}
                disabled={action.disabled || (running !== null && running !== action.label)}
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
