import { Alert, Modal, Stack, Text } from '@mantine/core';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { config } from '@/config/env.ts';
import {
  EXIT_SURVEY_SHOW_DELAY_MS,
  EXIT_SURVEY_THANKS_DELAY_MS,
  exitSurveyUrl,
} from './exitSurvey.ts';

type Phase = 'hidden' | 'triggered' | 'shown';

interface ExitSurvey {
  /** Opens the survey about a second from now (after a cancellation, for instance). */
  openExitSurvey: () => void;
}

const ExitSurveyContext = createContext<ExitSurvey | null>(null);

export function useExitSurvey(): ExitSurvey {
  const survey = useContext(ExitSurveyContext);
  if (!survey) throw new Error('useExitSurvey needs the ExitSurveyProvider of the account shell.');
  return survey;
}

/** The fullscreen exit survey, tied to the user, hidden until a screen triggers it. */
export function ExitSurveyProvider({
  userId,
  surveyBaseUrl = config.exitSurveyUrl,
  children,
}: {
  userId: number;
  surveyBaseUrl?: string | null;
  children: ReactNode;
}) {
  const [phase, setPhase] = useState<Phase>('hidden');
  const [thanked, setThanked] = useState(false);

  useEffect(() => {
    if (phase !== 'triggered') return;
    const timer = setTimeout(() => setPhase('shown'), EXIT_SURVEY_SHOW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  useEffect(() => {
    if (phase !== 'shown' || !surveyBaseUrl) return;
    const timer = setTimeout(() => setThanked(true), EXIT_SURVEY_THANKS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [phase, surveyBaseUrl]);

  const openExitSurvey = useCallback(() => {
    setThanked(false);
    setPhase('triggered');
  }, []);
  const value = useMemo(() => ({ openExitSurvey }), [openExitSurvey]);

  return (
    <ExitSurveyContext.Provider value={value}>
      {children}
      <Modal
        fullScreen
        opened={phase === 'shown'}
        onClose={() => setPhase('hidden')}
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
    </ExitSurveyContext.Provider>
  );
}
