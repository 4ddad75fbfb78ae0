import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EXIT_SURVEY_SHOW_DELAY_MS,
  EXIT_SURVEY_THANKS_DELAY_MS,
  exitSurveyUrl,
} from './exitSurvey.ts';
import { ExitSurveyProvider, useExitSurvey } from './ExitSurveyProvider.tsx';

function Trigger() {
  const { openExitSurvey } = useExitSurvey();
  return <button onClick={openExitSurvey}>Cancel my subscription</button>;
}

async function renderSurvey(surveyBaseUrl: string | null) {
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider env="test">
        <ExitSurveyProvider userId={100234} surveyBaseUrl={surveyBaseUrl}>
          <Trigger />
        </ExitSurveyProvider>
      </MantineProvider>
    </I18nProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Cancel my subscription' }));
  // The modal is its own chunk, fetched on the trigger: let it arrive (timers stay frozen).
  await act(async () => {
    await import('./ExitSurveyModal.tsx');
  });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the exit survey', () => {
  it('shows the survey for this user a second after the trigger, closable at once', async () => {
    await renderSurvey('https://survey.example.com/s/exit');
    advance(EXIT_SURVEY_SHOW_DELAY_MS - 1);
    expect(screen.queryByTitle('Exit survey')).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByTitle('Exit survey')).toHaveAttribute(
      'src',
      'https://survey.example.com/s/exit?uid=100234',
    );
    expect(screen.getByRole('button', { name: 'Close the survey' })).toBeEnabled();
  });

  it('thanks the user 15 seconds after it shows, then closes on the close button', async () => {
    await renderSurvey('https://survey.example.com/s/exit');
    advance(EXIT_SURVEY_SHOW_DELAY_MS);
    advance(EXIT_SURVEY_THANKS_DELAY_MS - 1);
    expect(screen.queryByText('Thank you for your feedback!')).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(screen.getByText('Close the survey to return to our site.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close the survey' }));
    expect(screen.queryByTitle('Exit survey')).not.toBeInTheDocument();
  });

  it('gives the focus back to where it was when the survey opened, once closed', async () => {
    await renderSurvey('https://survey.example.com/s/exit');
    const trigger = screen.getByRole('button', { name: 'Cancel my subscription' });
    trigger.focus();
    advance(EXIT_SURVEY_SHOW_DELAY_MS);
    advance(50);
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Close the survey' }));
    // Mantine gives the focus back a few milliseconds after the modal closes.
    advance(50);
    expect(screen.queryByTitle('Exit survey')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('never shows the thank-you without a survey URL', async () => {
    await renderSurvey(null);
    advance(EXIT_SURVEY_SHOW_DELAY_MS + EXIT_SURVEY_THANKS_DELAY_MS + 1000);
    expect(
      screen.getByText('We are sorry to see you go. You can close this window.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Thank you for your feedback!')).not.toBeInTheDocument();
  });

  it('puts the user id on the survey URL, keeping its own parameters', () => {
    expect(exitSurveyUrl('https://survey.example.com/s/exit?lang=en', 7)).toBe(
      'https://survey.example.com/s/exit?lang=en&uid=7',
    );
  });
});
