import {
  Button,
  CloseButton,
  Code,
  Divider,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  onOperationCalled,
  operationsCalledOn,
  resetScenariosToPersona,
  signedInPersona,
} from '@mocks/browser.ts';
import { clockOffset, mockNow } from '@mocks/clock.ts';
import {
  currentScenarios,
  onScenariosChange,
  setBehaviour,
  setLatency,
  setOffline,
} from '@mocks/scenarios/engine.ts';
import { type Behaviour, formatScenarios, SERVICES, serviceKey } from '@mocks/scenarios/grammar.ts';
import { isListOperation, MOCK_OPERATIONS } from '@mocks/scenarios/operations.ts';
import { type ErrorStatus, statusesOf } from './documentedStatuses.ts';
import { PersonaAndClock } from './PersonaAndClock.tsx';
import { refreshPortal } from './refreshPortal.ts';
import { RequestLog } from './RequestLog.tsx';
import classes from './ScenarioPanel.module.css';

const NORMAL = '';

/** Open or closed, the panel stays so over a reload (a persona switch makes one). */
const PANEL_OPEN_KEY = 'account-portal.mocks.panel-open';

type Choice = { value: Behaviour | typeof NORMAL; label: string };

/** What every operation can do, whatever its document says. */
const TIMING: Choice[] = [
  { value: NORMAL, label: 'Normal' },
  { value: '2000ms', label: 'Slow (2 s)' },
  { value: '8000ms', label: 'Very slow (8 s)' },
  { value: 'hang', label: 'Never answers' },
  { value: 'network', label: 'Network failure' },
];

/** The answers of each error status, offered where the operation's document lists the status. */
const ERRORS: Record<ErrorStatus, Choice[]> = {
  400: [
    { value: '400-transaction', label: '400 transaction (declined)' },
    { value: '400-validation', label: '400 validation (refused)' },
  ],
  401: [{ value: '401', label: '401 session ended' }],
  403: [{ value: '403', label: '403 forbidden' }],
  404: [{ value: '404', label: '404 not found' }],
  422: [{ value: '422', label: '422 idempotency key reused' }],
  500: [{ value: '500', label: '500 server error' }],
};

/** A key's documented statuses: an operation's own, or any of its service's for `<service>.*`. */
function statusesFor(key: string): ErrorStatus[] {
  const service = SERVICES.find((candidate) => serviceKey(candidate) === key);
  const operations = service
    ? MOCK_OPERATIONS.filter((operation) => operation.service === service)
    : MOCK_OPERATIONS.filter((operation) => operation.operationId === key);
  const statuses = new Set(operations.flatMap(({ operationId }) => statusesOf(operationId)));
  return [...statuses].sort();
}

/** The behaviours offered for a key: its documented answers only (any other set is shown as is). */
function choicesFor(key: string, current: Behaviour | undefined): Choice[] {
  const choices = [
    ...TIMING,
    ...statusesFor(key).flatMap((status) => ERRORS[status]),
    ...(isListOperation(key) ? [{ value: 'empty' as const, label: 'Empty list' }] : []),
  ];
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

/** The mock clock's now, to the second, for `?clock=`. */
const clockText = () => new Date(mockNow()).toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * This page with everything that shapes it in its address, for a bug report: the persona (fresh
 * data), the scenarios, and the clock when it was moved (mocks/browser.ts applies them in order).
 */
function shareableLink(scenario: string): string {
  const url = new URL(window.location.href);
  const persona = signedInPersona();
  if (persona) url.searchParams.set('persona', persona);
  if (scenario) url.searchParams.set('scenario', scenario);
  if (clockOffset() !== 0) url.searchParams.set('clock', clockText());
  return url.href;
}

/** Changes the scenarios, and the portal reloads what it shows under them, without a reload. */
function changing<Args extends unknown[]>(change: (...args: Args) => unknown) {
  return (...args: Args) => {
    change(...args);
    refreshPortal();
  };
}

const applyBehaviour = changing(setBehaviour);
const applyOffline = changing(setOffline);
const applyPersonaScenarios = changing(resetScenariosToPersona);

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
      w={440}
      mah="80vh"
      style={{ overflowY: 'auto' }}
      id="mock-scenario-panel"
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4">
            Mock backend
          </Title>
          <CloseButton aria-label="Close the scenario panel" onClick={onClose} />
        </Group>
        <PersonaAndClock />
        <Switch
          size="xs"
          label="Offline: every call fails as a network failure"
          checked={scenarios.offline === true}
          onChange={(event) => applyOffline(event.currentTarget.checked)}
        />
        <Divider />
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
                applyBehaviour(key, (event.currentTarget.value || null) as Behaviour | null)
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
          <Button size="xs" variant="default" onClick={applyPersonaScenarios}>
            Reset scenarios
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              void navigator.clipboard.writeText(shareableLink(text)).then(() => setCopied(true));
            }}
          >
            {copied ? 'Link copied' : 'Copy link'}
          </Button>
        </Group>
        <Divider />
        <Title order={3} size="h6">
          Request log
        </Title>
        <RequestLog />
      </Stack>
    </Paper>
  );
}

/**
 * Mock mode only: a corner button (or Alt+Shift+S) opens a panel to choose the persona, reset its
 * data, move the mock clock, go offline, set per operation the current screen called what the mock
 * backend answers (mocks/scenarios/) and a latency for every answer, and see the last calls. Each
 * change applies at once: the portal reloads what it shows.
 */
export function ScenarioPanel() {
  const [open, setOpen] = useState(() => sessionStorage.getItem(PANEL_OPEN_KEY) === 'true');
  const scenarios = useSyncExternalStore(subscribeScenarios, currentScenarios);
  const active =
    Object.keys(scenarios.behaviours).length +
    (scenarios.latencyMs === null ? 0 : 1) +
    (scenarios.offline ? 1 : 0);

  useEffect(() => {
    sessionStorage.setItem(PANEL_OPEN_KEY, String(open));
  }, [open]);

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
