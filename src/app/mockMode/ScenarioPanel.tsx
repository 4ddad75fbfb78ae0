import {
  Button,
  CloseButton,
  Code,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { onOperationCalled, operationsCalledOn, resetScenariosToPersona } from '@mocks/browser.ts';
import {
  currentScenarios,
  onScenariosChange,
  setBehaviour,
  setLatency,
} from '@mocks/scenarios/engine.ts';
import { type Behaviour, formatScenarios } from '@mocks/scenarios/grammar.ts';
import { isListOperation, MOCK_OPERATIONS } from '@mocks/scenarios/operations.ts';
import classes from './ScenarioPanel.module.css';

const NORMAL = '';

/** The behaviours the panel offers, in words (any other, e.g. from the URL, is shown as written). */
const CHOICES: { value: Behaviour | typeof NORMAL; label: string }[] = [
  { value: NORMAL, label: 'Normal' },
  { value: '2000ms', label: 'Slow (2 s)' },
  { value: '8000ms', label: 'Very slow (8 s)' },
  { value: 'hang', label: 'Never answers' },
  { value: 'network', label: 'Network failure' },
  { value: '500', label: '500 server error' },
  { value: '400-transaction', label: '400 transaction (declined)' },
  { value: '400-validation', label: '400 validation (refused)' },
  { value: '401', label: '401 session ended' },
  { value: '403', label: '403 forbidden' },
  { value: '404', label: '404 not found' },
  { value: 'empty', label: 'Empty list' },
];

function choicesFor(key: string, current: Behaviour | undefined) {
  const choices = CHOICES.filter((choice) => choice.value !== 'empty' || isListOperation(key));
  if (current && !choices.some((choice) => choice.value === current)) {
    choices.push({ value: current, label: current });
  }
  return choices;
}

const subscribeScenarios = (onChange: () => void) => onScenariosChange(onChange);

/** The current page's path, followed while the panel is open (the app's router is another root). */
function usePathname(): string {
  const [pathname, setPathname] = useState(window.location.pathname);
  useEffect(() => {
    const timer = setInterval(() => setPathname(window.location.pathname), 300);
    return () => clearInterval(timer);
  }, []);
  return pathname;
}

function useCalledOperations(pathname: string) {
  const [, setCalls] = useState(0);
  useEffect(() => onOperationCalled(() => setCalls((calls) => calls + 1)), []);
  return operationsCalledOn(pathname);
}

/** This page with the scenarios in its address, for a bug report. */
const shareableLink = (scenario: string) => {
  const url = new URL(window.location.href);
  url.searchParams.set('scenario', scenario);
  return url.href;
};

function OpenPanel({ onClose }: { onClose: () => void }) {
  const scenarios = useSyncExternalStore(subscribeScenarios, currentScenarios);
  const pathname = usePathname();
  const called = useCalledOperations(pathname).map((operation) => operation.operationId);
  // Picked from every operation, for one this screen has not called yet (an action's).
  const [picked, setPicked] = useState<string[]>([]);
  // Scenarios set elsewhere (another screen, the URL, a persona's presets) stay in view to undo.
  const keys = [...new Set([...called, ...picked, ...Object.keys(scenarios.behaviours)])];
  const others = MOCK_OPERATIONS.map((operation) => operation.operationId)
    .filter((operationId) => !keys.includes(operationId))
    .sort();
  const text = formatScenarios(scenarios);
  const [copied, setCopied] = useState(false);

  return (
    <Paper
      withBorder
      shadow="md"
      p="md"
      w={380}
      mah="80vh"
      style={{ overflowY: 'auto' }}
      id="mock-scenario-panel"
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4">
            Mock scenarios
          </Title>
          <CloseButton aria-label="Close the scenario panel" onClick={onClose} />
        </Group>
        <Text size="xs" c="dimmed">
          Operations this screen called ({pathname}). Each keeps its behaviour until changed or
          another persona is chosen.
        </Text>
        {keys.length === 0 ? <Text size="sm">No calls yet on this screen.</Text> : null}
        {keys.map((key) => {
          const behaviour = scenarios.behaviours[key];
          return (
            <NativeSelect
              key={key}
              label={key}
              size="xs"
              // One line per operation: the name beside its behaviour, so a screen's calls fit.
              styles={{
                root: { display: 'flex', alignItems: 'center', gap: 8 },
                label: { flex: 1, overflow: 'hidden', textOverflow: 'ellipsis' },
                wrapper: { flex: '0 0 170px' },
              }}
              value={behaviour ?? NORMAL}
              data={choicesFor(key, behaviour)}
              onChange={(event) =>
                setBehaviour(key, (event.currentTarget.value || null) as Behaviour | null)
              }
            />
          );
        })}
        <NativeSelect
          label="Another operation"
          size="xs"
          value=""
          data={[{ value: '', label: 'Choose…' }, ...others]}
          onChange={(event) => {
            const operationId = event.currentTarget.value;
            if (operationId) setPicked((before) => [...before, operationId]);
          }}
        />
        <NumberInput
          label="Latency before every answer (ms)"
          description="Empty: the usual 80–250 ms"
          size="xs"
          min={0}
          max={60_000}
          step={250}
          allowDecimal={false}
          value={scenarios.latencyMs ?? ''}
          onChange={(value) => setLatency(typeof value === 'number' ? value : null)}
        />
        {text ? <Code block>{text}</Code> : null}
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={resetScenariosToPersona}>
            Reset
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={!text}
            onClick={() => {
              void navigator.clipboard.writeText(shareableLink(text)).then(() => setCopied(true));
            }}
          >
            {copied ? 'Link copied' : 'Copy link'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * Mock mode only: a corner button (or Alt+Shift+S) opens a panel to set, per operation the current
 * screen called, what the mock backend answers (mocks/scenarios/), and a latency for every answer.
 */
export function ScenarioPanel() {
  const [open, setOpen] = useState(false);
  const scenarios = useSyncExternalStore(subscribeScenarios, currentScenarios);
  const active = Object.keys(scenarios.behaviours).length + (scenarios.latencyMs === null ? 0 : 1);

  useEffect(() => {
    const toggle = (event: KeyboardEvent) => {
      // By `code`: with Alt, macOS turns the key itself into another character.
      if (event.altKey && event.shiftKey && event.code === 'KeyS') {
        event.preventDefault();
        setOpen((wasOpen) => !wasOpen);
      }
    };
    window.addEventListener('keydown', toggle);
    return () => window.removeEventListener('keydown', toggle);
  }, []);

  return (
    <aside aria-label="Mock scenarios" className={classes.panel}>
      {open ? (
        <OpenPanel onClose={() => setOpen(false)} />
      ) : (
        <Button
          size="compact-xs"
          variant={active > 0 ? 'filled' : 'default'}
          color={active > 0 ? 'orange' : undefined}
          aria-keyshortcuts="Alt+Shift+S"
          onClick={() => setOpen(true)}
        >
          {active > 0 ? `Scenarios (${active})` : 'Scenarios'}
        </Button>
      )}
    </aside>
  );
}
