import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';
import {
  moveClockForward,
  moveClockTo,
  resetPersonaData,
  signedInPersona,
  signInAs,
} from '@mocks/browser.ts';
import {
  clockOffset,
  mockNow,
  onClockChange,
  onPersonasDay,
  parseClockDate,
} from '@mocks/clock.ts';
import { PERSONAS } from '@mocks/personas/index.ts';
import { refreshPortal } from './refreshPortal.ts';

const STEPS = [
  { days: 1, label: '+1 day' },
  { days: 7, label: '+1 week' },
  { days: 30, label: '+30 days' },
];

/** The mock's today, `YYYY-MM-DD` in UTC. */
const mockToday = () => new Date(mockNow()).toISOString().slice(0, 10);

/**
 * Who the portal is signed in as (choosing another re-seeds it and reloads the page, as the sign-in
 * page does), a reset of their data, and the mock clock: "today" set to a date or moved forward.
 */
export function PersonaAndClock() {
  const offset = useSyncExternalStore(onClockChange, clockOffset);
  const [busy, setBusy] = useState(false);
  const persona = signedInPersona();

  const change = (action: () => Promise<void>) => {
    setBusy(true);
    void action()
      .then(refreshPortal)
      .finally(() => setBusy(false));
  };

  const setToday = (value: string) => {
    if (value && value !== mockToday()) change(() => moveClockTo(parseClockDate(value)));
  };

  return (
    <Stack gap="xs">
      <Group gap="xs" align="end" wrap="nowrap">
        <NativeSelect
          label="Persona"
          size="xs"
          style={{ flex: 1 }}
          value={persona ?? ''}
          data={[
            ...(persona ? [] : [{ value: '', label: 'Signed out' }]),
            ...PERSONAS.map(({ id, title }) => ({ value: id, label: `${title} (${id})` })),
          ]}
          onChange={(event) => {
            signInAs(event.currentTarget.value);
            // The portal holds the other persona's session: it starts again (the panel stays open).
            window.location.reload();
          }}
        />
        <Button
          size="xs"
          variant="default"
          disabled={busy}
          onClick={() => change(resetPersonaData)}
        >
          Reset data
        </Button>
      </Group>
      <Group gap="xs" align="end" wrap="nowrap">
        <TextInput
          type="date"
          label="Mock today"
          description={
            onPersonasDay()
              ? "The personas' day: their stories are told on it"
              : 'Moved; choosing a persona sets it back'
          }
          size="xs"
          // Keyed on the offset: a move from elsewhere shows the new date.
          key={offset}
          defaultValue={mockToday()}
          disabled={busy}
          // Set when done (Enter, or leaving the field), not at each digit of a year being typed.
          onBlur={(event) => setToday(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') setToday(event.currentTarget.value);
          }}
        />
        {STEPS.map(({ days, label }) => (
          <Button
            key={days}
            size="xs"
            variant="default"
            px={6}
            disabled={busy}
            aria-label={`Move the mock clock forward ${days === 1 ? '1 day' : `${days} days`}`}
            onClick={() => change(() => moveClockForward(days))}
          >
            {label}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
