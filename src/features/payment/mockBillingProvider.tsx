import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { TransactionError } from '@/api/errors.ts';
import type {
  BillingProvider,
  CardFieldsProps,
  ThreeDSecureChallengeProps,
} from './billingProvider.ts';

/** Test cards of the fake provider: what each token makes the mock backend do. */
export const MOCK_TEST_CARDS = [
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

export const mockBillingProvider: BillingProvider = {
  CardFields: MockCardFields,
  tokenizePayPal: async () => 'tok_mock_paypal_agreement',
  ThreeDSecureChallenge: MockThreeDSecureChallenge,
};
