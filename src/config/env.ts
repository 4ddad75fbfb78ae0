/**
 * Typed configuration from `VITE_*` variables (see `.env.example`). Read once at start; a missing or
 * malformed value stops the app with a readable list instead of failing later on a bad URL.
 */
import { MOCK_SERVICE_PATHS, type ServiceName } from './services.ts';

export interface ServiceUrls {
  /** Main account service, on the auth host (token refresh, profile, logout). */
  account: string;
  subscription: string;
  license: string;
  shop: string;
}

export type { ServiceName };

interface AppConfig {
  /** The embedded mock backend (MSW) answers every service call. */
  mockMode: boolean;
  services: ServiceUrls;
  supportUrl: string;
  shopUrl: string;
  /** The terms of service and the cancellation policy, linked beside Subscribe. */
  termsUrl: string;
  cancellationPolicyUrl: string;
  /** Third-party exit survey; the user id is added as a parameter. Empty: no survey. */
  exitSurveyUrl: string | null;
  /** Error reporting is off when empty. */
  sentryDsn: string | null;
  billingPublicKey: string;
  /** How long a call may take, headers and body, before it fails as unanswered. */
  requestTimeoutMs: number;
}

/** A service that has not answered in this long is treated as unreachable. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The portal's configuration is invalid:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | boolean | undefined>;

/** The mock backend's stand-in for the third-party exit survey (mocks/public/). */
const MOCK_EXIT_SURVEY_PATH = '/exit-survey.html';

const SERVICE_VARIABLES: Record<ServiceName, string> = {
  account: 'VITE_ACCOUNT_API_URL',
  subscription: 'VITE_SUBSCRIPTION_API_URL',
  license: 'VITE_LICENSE_API_URL',
  shop: 'VITE_SHOP_API_URL',
};

/**
 * Reads and validates the configuration; relative URLs resolve against `origin`. Never throws:
 * the build (scripts/vite/buildChecks.ts) and the entry (src/main.tsx) each say what is wrong in
 * their own way, and a module that throws while loading could say nothing at all.
 */
export function checkConfig(env: Env, origin: string): { config: AppConfig; problems: string[] } {
  const problems: string[] = [];
  const text = (name: string): string => {
    const value = env[name];
    return typeof value === 'string' ? value.trim() : '';
  };
  const url = (name: string, fallback?: string): string => {
    const raw = text(name) || fallback || '';
    if (!raw) {
      problems.push(`${name} is required (an absolute URL, or a path on this site).`);
      return '';
    }
    try {
      return new URL(raw, origin).href.replace(/\/$/, '');
    } catch {
      problems.push(`${name} is not a valid URL: "${raw}".`);
      return '';
    }
  };

  const mockMode = text('VITE_MOCK_MODE') !== 'false';
  const services = Object.fromEntries(
    (Object.keys(SERVICE_VARIABLES) as ServiceName[]).map((service) => [
      service,
      url(SERVICE_VARIABLES[service], mockMode ? MOCK_SERVICE_PATHS[service] : undefined),
    ]),
  ) as unknown as ServiceUrls;
  const milliseconds = (name: string, fallback: number): number => {
    const raw = text(name);
    if (!raw) return fallback;
    const value = Number(raw);
    if (Number.isInteger(value) && value > 0) return value;
    problems.push(`${name} must be a whole number of milliseconds above 0: "${raw}".`);
    return fallback;
  };

  const exitSurvey = text('VITE_EXIT_SURVEY_URL');
  const config: AppConfig = {
    mockMode,
    services,
    supportUrl: url('VITE_SUPPORT_URL', 'https://help.example.com/'),
    shopUrl: url('VITE_SHOP_URL', 'https://shop.example.com/'),
    termsUrl: url('VITE_TERMS_URL', 'https://www.example.com/legal/terms'),
    cancellationPolicyUrl: url(
      'VITE_CANCELLATION_POLICY_URL',
      'https://www.example.com/legal/cancellation-policy',
    ),
    exitSurveyUrl:
      exitSurvey || mockMode ? url('VITE_EXIT_SURVEY_URL', MOCK_EXIT_SURVEY_PATH) : null,
    sentryDsn: text('VITE_SENTRY_DSN') || null,
    billingPublicKey: text('VITE_BILLING_PUBLIC_KEY') || (mockMode ? 'mock-public-key' : ''),
    requestTimeoutMs: milliseconds('VITE_REQUEST_TIMEOUT_MS', DEFAULT_REQUEST_TIMEOUT_MS),
  };
  if (!config.billingPublicKey) problems.push('VITE_BILLING_PUBLIC_KEY is required.');
  return { config, problems };
}

const pageOrigin = globalThis.location?.origin ?? 'http://localhost';

// Outside Vite (the SDK example scripts under tsx) there is no import.meta.env: defaults apply.
const loaded = checkConfig((import.meta.env ?? {}) as Env, pageOrigin);

/**
 * What is wrong with this build's configuration, if anything. The entry shows it and starts
 * nothing else: `config` then holds placeholders that no screen may use.
 */
export const configError: ConfigError | null =
  loaded.problems.length > 0 ? new ConfigError(loaded.problems) : null;

export const config: AppConfig = loaded.config;
