import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Checkbox, Stack, Text } from '@mantine/core';
import type { Ref } from 'react';
import { config } from '@/config/env.ts';
import type { useImmediateAccessConsent } from './useImmediateAccessConsent.ts';

interface CheckoutTermsProps {
  consent: Omit<ReturnType<typeof useImmediateAccessConsent>, 'boxRef'>;
  /** The consent's box, which takes the focus when Subscribe finds it unticked. */
  consentBoxRef: Ref<HTMLInputElement>;
  disabled: boolean;
}

/** What the customer agrees to by subscribing: the EU consent where it is asked, and the terms. */
export function CheckoutTerms({ consent, consentBoxRef, disabled }: CheckoutTermsProps) {
  const { t } = useLingui();
  return (
    <Stack gap="xs">
      {consent.needed ? (
        <Checkbox
          ref={consentBoxRef}
          checked={consent.given}
          onChange={(event) => consent.change(event.currentTarget.checked)}
          disabled={disabled}
          label={t`I want access to Reason+ now, and I understand that I lose my right of withdrawal once access begins.`}
          error={
            consent.missing
              ? t`Please confirm that you want access now, or you cannot subscribe.`
              : undefined
          }
        />
      ) : null}
      <Text size="xs" c="dimmed">
        <Trans>
          By subscribing you accept the{' '}
          <Anchor href={config.termsUrl} target="_blank" rel="noreferrer" size="xs">
            terms of service
          </Anchor>{' '}
          and the{' '}
          <Anchor href={config.cancellationPolicyUrl} target="_blank" rel="noreferrer" size="xs">
            cancellation policy
          </Anchor>
          . You can cancel at any time on your subscription page.
        </Trans>
      </Text>
    </Stack>
  );
}
