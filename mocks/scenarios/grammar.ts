/**
 * Scenarios as text, the one way they are written everywhere: `?scenario=` in the portal's URL,
 * the mock HTTP server's control endpoint, tests and the personas' presets.
 *
 *   cancelSubscription:500,listOrders:empty,license.*:2000ms,latency:800
 *
 * Items are separated by commas; each is `key:behaviour`. A key is an operationId, `<service>.*`
 * for every operation of a service (account, subscription, license, shop), or `latency` for a
 * delay in ms before every answer. A behaviour is one of BEHAVIOURS, or `<ms>ms` for a delay. The
 * item `offline` alone makes every call fail as a network failure (the panel's offline switch).
 */
import { SERVICES } from '../../src/config/services.ts';
import type { Service } from '../servicePaths.ts';
import { isListOperation, mockOperation } from './operations.ts';

export const BEHAVIOURS = [
  '500',
  '400-transaction',
  '400-validation',
  '401',
  '403',
  '404',
  '422',
  'hang',
  'network',
  'empty',
] as const;

type FixedBehaviour = (typeof BEHAVIOURS)[number];
export type Delay = `${number}ms`;
export type Behaviour = FixedBehaviour | Delay;

export interface Scenarios {
  /** Extra delay in ms before every answer; null for none. */
  latencyMs: number | null;
  /** By operationId or `<service>.*`; an operation's own entry wins over its service's. */
  behaviours: Record<string, Behaviour>;
  /** Every call fails as a network failure, whatever else is set; absent when not. */
  offline?: true;
}

export const NO_SCENARIOS: Scenarios = { latencyMs: null, behaviours: {} };

/** The services, for the panel's choices (src/config/services.ts is the list). */
export { SERVICES };

export const serviceKey = (service: Service) => `${service}.*`;

export interface ParsedScenarios {
  scenarios: Scenarios;
  /** What could not be read, one line per item; the rest is applied. */
  problems: string[];
}

const OFFLINE = 'offline';
const DELAY = /^(\d{1,7})ms$/;
const MILLISECONDS = /^(\d{1,7})(ms)?$/;

export function isBehaviour(value: string): value is Behaviour {
  return (BEHAVIOURS as readonly string[]).includes(value) || DELAY.test(value);
}

/** Why `behaviour` cannot apply to `key`, or null when it can. */
function problemWith(key: string, behaviour: string): string | null {
  const isService = SERVICES.some((service) => serviceKey(service) === key);
  if (!isService && !mockOperation(key)) return `"${key}" is no operationId or <service>.*`;
  if (!isBehaviour(behaviour)) {
    return `"${behaviour}" is not a behaviour (${BEHAVIOURS.join(', ')}, or <ms>ms)`;
  }
  if (behaviour === 'empty' && !(!isService && isListOperation(key))) {
    return `"empty" applies to list operations only, not "${key}"`;
  }
  return null;
}

export function parseScenarios(text: string): ParsedScenarios {
  const scenarios: Scenarios = { latencyMs: null, behaviours: {} };
  const problems: string[] = [];
  for (const item of text.split(',').map((part) => part.trim())) {
    if (!item) continue;
    if (item === OFFLINE) {
      scenarios.offline = true;
      continue;
    }
    const separator = item.lastIndexOf(':');
    const key = item.slice(0, separator).trim();
    const value = item.slice(separator + 1).trim();
    if (separator < 0 || !key) {
      problems.push(`"${item}" is not key:behaviour`);
    } else if (key === 'latency') {
      const match = MILLISECONDS.exec(value);
      if (match) scenarios.latencyMs = Number(match[1]);
      else problems.push(`latency "${value}" is not a number of ms`);
    } else {
      const problem = problemWith(key, value);
      if (problem) problems.push(problem);
      else scenarios.behaviours[key] = value as Behaviour;
    }
  }
  return { scenarios, problems };
}

export function formatScenarios({ latencyMs, behaviours, offline }: Scenarios): string {
  const items = Object.entries(behaviours).map(([key, behaviour]) => `${key}:${behaviour}`);
  if (latencyMs !== null) items.push(`latency:${latencyMs}`);
  if (offline) items.push(OFFLINE);
  return items.join(',');
}

/** The scenarios as text, throwing on anything unreadable (presets, tests: a typo must fail). */
export function scenariosFrom(text: string): Scenarios {
  const { scenarios, problems } = parseScenarios(text);
  if (problems.length > 0) throw new Error(`Unreadable scenarios: ${problems.join('; ')}`);
  return scenarios;
}
