/* eslint-disable lingui/no-unlocalized-strings -- the fake provider exists only in mock mode
   (development, tests, demos): its test cards and mock bank are for the people trying the portal,
   never for a customer, whose card fields and bank challenge are the real provider's. */
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { TransactionError } from '@/api/errors.ts';
import type {
  BillingProvider,
  CardFieldsProps,
  ThreeDSecureChallengeProps,
} from './billingProvider.ts';
import { ScriptLoadError } from './scriptLoader.ts';

/** Test cards of the fake provider: what each token makes the mock backend do. */
const MOCK_TEST_CARDS = [
  { value: 'tok_mock_visa_4242', label: 'Visa ending 4242 — succeeds' },
  { value: 'tok_mock_mastercard_4444', label: 'Mastercard ending 4444 — succeeds' },
  { value: 'tok_mock_declined_0002', label: 'Visa ending 0002 — declined' },
] as const;

function MockCardFields({ onReady }: CardFieldsProps) {
  const [card, setCard] = useState<string>(MOCK_TEST_CARDS[0].value);
  useEffect(() => {
    onReady({
      tokenize: async ({ firstName, lastName }) => {
        if (!firstName.trim() || !lastName.trim())
          throw new TransactionError('Enter the name on the card.', null);
        return card;
      },
    });
  }, [card, onReady]);
  return (
    <Select
      label="Test card (mock billing provider)"
      description="In production the provider's secure card fields appear here."
      data={MOCK_TEST_CARDS.map(({ value, label }) => ({ value, label }))}
      value={card}
      onChange={(value) => setCard(value ?? MOCK_TEST_CARDS[0].value)}
      allowDeselect={false}
    />
  );
}

/** The fake 3-D Secure challenge: the customer approves or fails it; the mock bank answers by token. */
function MockThreeDSecureChallenge({ actionTokenId, onResult }: ThreeDSecureChallengeProps) {
  const suffix = actionTokenId.slice(-8);
  return (
    <Stack gap="md">
      <Text size="sm">
        Your bank asks you to confirm this card. This is the mock bank&apos;s challenge.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => onResult(`3ds-fail-${suffix}`)}>
          Fail authentication
        </Button>
        <Button onClick={() => onResult(`3ds-ok-${suffix}`)}>Approve</Button>
      </Group>
    </Stack>
  );
}

const mockBillingProvider: BillingProvider = {
  CardFields: MockCardFields,
  tokenizePayPal: async () => 'tok_mock_paypal_agreement',
  ThreeDSecureChallenge: MockThreeDSecureChallenge,
};

/**
 * The fake provider's stand-in for a script that cannot load (an ad-blocker, a proxy, an outage),
 * so the payment form's failure can be seen in mock mode: `?billing-provider=blocked` in the
 * address when the first payment form shows makes that first load fail and Try again succeed.
 * Tests block as many loads as they need with `blockMockProviderLoads`.
 */
let blockedLoads =
  new URLSearchParams(window.location.search).get('billing-provider') === 'blocked' ? 1 : 0;

export function blockMockProviderLoads(count: number): void {
  blockedLoads = count;
}

export async function loadMockBillingProvider(): Promise<BillingProvider> {
  if (blockedLoads > 0) {
    blockedLoads -= 1;
    throw new ScriptLoadError('mock billing provider', 'unreachable');
  }
  return mockBillingProvider;
}
