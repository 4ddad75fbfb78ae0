import {
  createContext,
  Suspense,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { config } from '@/config/env.ts';
import { lazyPart } from '@/shared/scheduling/lazyPart.ts';
import { EXIT_SURVEY_SHOW_DELAY_MS, EXIT_SURVEY_THANKS_DELAY_MS } from './exitSurvey.ts';

// 'closed' keeps the modal mounted, closed: its exit animation runs and the focus goes back to
// where it was when the survey opened (an unmounted modal returns it nowhere).
type Phase = 'hidden' | 'triggered' | 'shown' | 'closed';

interface ExitSurvey {
  /** Opens the survey about a second from now (after a cancellation, for instance). */
  openExitSurvey: () => void;
}

// The modal's code (Modal, scroll locking) stays out of the first load until a survey is triggered.
const { Part: ExitSurveyModal } = lazyPart(
  () => import('./ExitSurveyModal.tsx'),
  (module) => module.ExitSurveyModal,
);

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
      {phase === 'hidden' ? null : (
        <Suspense fallback={null}>
          <ExitSurveyModal
            opened={phase === 'shown'}
            thanked={thanked}
            userId={userId}
            surveyBaseUrl={surveyBaseUrl}
            onClose={() => setPhase('closed')}
          />
        </Suspense>
      )}
    </ExitSurveyContext.Provider>
  );
}
