/**
 * Example: the typed SDK outside React (src/api/clients.ts). Lists a user's subscriptions.
 *
 *   npx tsx scripts/examples/list-subscriptions.ts --base-url http://127.0.0.1:4010 --token TOKEN
 *
 * `--base-url` is a server with every service on its mock-mode path (the mock server); pass
 * `--account-url` and `--subscription-url` instead to reach deployed services. The token comes
 * from `--token` or ACCESS_TOKEN; the user id from `--user-id`, or the account service's `getMe`.
 */
import { parseArgs } from 'node:util';
import { createServiceClients, setAccessToken } from '@/api/clients.ts';
import { SignInUnavailableError, UnauthorizedError } from '@/api/errors.ts';
import { MOCK_SERVICE_PATHS } from '@/config/services.ts';
import type { components } from '@sdk/subscription/paths.ts';

export type Subscription = components['schemas']['Subscription'];

export interface ListOptions {
  accountUrl: string;
  subscriptionUrl: string;
  token: string;
  userId?: number;
}

/** The user's subscriptions, every state included; throws with the server's message on failure. */
export async function listSubscriptions(options: ListOptions): Promise<Subscription[]> {
  try {
    return await subscriptionsOf(options);
  } catch (error) {
    // The layer tried to refresh the token (the portal's session) and could not: a script has no
    // refresh cookie, so whether the auth host refused or could not be reached, say what to do.
    if (error instanceof UnauthorizedError || error instanceof SignInUnavailableError) {
      throw new Error(
        'The token was refused (401): it is invalid or has expired. Sign in again for a new one.',
        { cause: error },
      );
    }
    throw error;
  }
}

async function subscriptionsOf(options: ListOptions): Promise<Subscription[]> {
  setAccessToken(options.token);
  const { account, subscription } = createServiceClients({
    account: options.accountUrl,
    subscription: options.subscriptionUrl,
  });
  let userId = options.userId;
  if (userId === undefined) {
    const me = await account.GET('/account/me');
    if (!me.data) throw new Error(`getMe answered ${me.response.status}`);
    userId = me.data.userId;
  }
  const { data, error, response } = await subscription.GET('/account/{userId}/subscriptions', {
    params: { path: { userId }, query: { filter: 'all' } },
  });
  if (!data) throw new Error(`listSubscriptions answered ${response.status}: ${error?.message}`);
  return data;
}

export function formatSubscriptions(subscriptions: readonly Subscription[]): string {
  if (subscriptions.length === 0) return 'No subscriptions.';
  return subscriptions
    .map((s) => {
      const until = s.expiresAt ? `ends ${s.expiresAt}` : `renews ${s.currentPeriodEndsAt}`;
      return `${s.id}  ${s.planCode.padEnd(24)} ${s.state.padEnd(8)} ${until}`;
    })
    .join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      'account-url': { type: 'string' },
      'subscription-url': { type: 'string' },
      token: { type: 'string' },
      'user-id': { type: 'string' },
    },
  });
  const base = values['base-url']?.replace(/\/+$/, '');
  const accountUrl = values['account-url'] ?? (base && base + MOCK_SERVICE_PATHS.account);
  const subscriptionUrl =
    values['subscription-url'] ?? (base && base + MOCK_SERVICE_PATHS.subscription);
  const token = values.token ?? process.env.ACCESS_TOKEN;
  if (!accountUrl || !subscriptionUrl || !token) {
    throw new Error('Pass --base-url (or --account-url and --subscription-url) and --token.');
  }
  const userId = values['user-id'] === undefined ? undefined : Number(values['user-id']);
  console.log(
    formatSubscriptions(await listSubscriptions({ accountUrl, subscriptionUrl, token, userId })),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
