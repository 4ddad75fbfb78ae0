import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Modal, Stack, Text } from '@mantine/core';
import type { FocusEvent } from 'react';
import { EXIT_SURVEY_Z_INDEX } from '@/shared/ui/layers.ts';
import { exitSurveyUrl } from './exitSurvey.ts';

/**
 * The modal's focus trap listens for Tab in this document; inside the survey's frame (another
 * document) it hears nothing, so Tab out of the frame would land on the page behind the modal.
 * This stop right after the frame takes that Tab and sends the focus back to the dialog's start;
 * reached the other way (Shift+Tab from the start, which the trap sends to its last stop), it sends
 * the focus into the frame.
 */
function FrameFocusGuard() {
  const wrap = (event: FocusEvent<HTMLSpanElement>) => {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector, not text
    const dialog = event.currentTarget.closest('[role="dialog"]');
    const start = dialog?.querySelector<HTMLElement>('button');
    if (start && event.relatedTarget === start) dialog?.querySelector('iframe')?.focus();
    else start?.focus();
  };
  return <span tabIndex={0} onFocus={wrap} />;
}

/** The fullscreen survey itself; its own chunk, loaded only when a survey is triggered. */
export function ExitSurveyModal({
  opened,
  thanked,
  userId,
  surveyBaseUrl,
  onClose,
}: {
  opened: boolean;
  thanked: boolean;
  userId: number;
  surveyBaseUrl: string | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Modal
      fullScreen
      zIndex={EXIT_SURVEY_Z_INDEX}
      opened={opened}
      onClose={onClose}
      title={t`Help us improve`}
      closeButtonProps={{ 'aria-label': t`Close the survey` }}
    >
      <Stack gap="md" h="calc(100vh - 120px)">
        {thanked ? (
          <Alert color="green" title={t`Thank you for your feedback!`}>
            <Trans>Close the survey to return to our site.</Trans>
          </Alert>
        ) : null}
        {surveyBaseUrl ? (
          <>
            <iframe
              title={t`Exit survey`}
              src={exitSurveyUrl(surveyBaseUrl, userId)}
              style={{ border: 0, flex: 1, width: '100%' }}
            />
            <FrameFocusGuard />
          </>
        ) : (
          <Text>
            <Trans>We are sorry to see you go. You can close this window.</Trans>
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
