import { Trans, useLingui } from '@lingui/react/macro';
import { Title } from '@mantine/core';
import { Fact, Facts } from '@/shared/ui/Facts.tsx';
import type { AccountProfile } from '@sdk/account/model';
import { currencyLabel } from './rules/currency.ts';
import looks from '@/shared/ui/mantineLooks.module.css';

/** Who the user is; these fields are managed elsewhere and shown read-only. */
export function AccountDetails({ profile }: { profile: AccountProfile }) {
  const { t } = useLingui();
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  return (
    <section className={looks.paper} aria-labelledby="account-details-heading">
      <Title order={2} size="h3" id="account-details-heading" mb="md">
        <Trans>Account</Trans>
      </Title>
      <Facts>
        <Fact label={t`Name`}>{name || '—'}</Fact>
        <Fact label={t`Username`}>{profile.username}</Fact>
        <Fact label={t`Currency`}>{currencyLabel(profile.currency)}</Fact>
      </Facts>
    </section>
  );
}
