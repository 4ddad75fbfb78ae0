import { Alert, Modal, Stack, Text } from '@mantine/core';
import { exitSurveyUrl } from './exitSurvey.ts';

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
  return (
    <Modal
      fullScreen
      opened={opened}
      onClose={onClose}
      title="Help us improve"
      closeButtonProps={{ 'aria-label': 'Close the survey' }}
    >
      <Stack gap="md" h="calc(100vh - 120px)">
        {thanked ? (
          <Alert color="green" title="Thank you for your feedback!">
            Close the survey to return to our site.
          </Alert>
        ) : null}
        {surveyBaseUrl ? (
          <iframe
            title="Exit survey"
            src={exitSurveyUrl(surveyBaseUrl, userId)}
            style={{ border: 0, flex: 1, width: '100%' }}
          />
        ) : (
          <Text>We are sorry to see you go. You can close this window.</Text>
        )}
      </Stack>
    </Modal>
  );
}
