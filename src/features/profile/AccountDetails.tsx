import { Paper, Title } from '@mantine/core';
import { Fact, Facts } from '@/shared/ui/Facts.tsx';
import type { AccountProfile } from '@sdk/account/model';
import { currencyLabel } from './rules/currency.ts';

/** Who the user is; these fields are managed elsewhere and shown read-only. */
export function AccountDetails({ profile }: { profile: AccountProfile }) {
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="account-details-heading">
      <Title order={2} size="h3" id="account-details-heading" mb="md">
        Account
      </Title>
      <Facts>
        <Fact label="Name">{name || '—'}</Fact>
        <Fact label="Username">{profile.username}</Fact>
        <Fact label="Currency">{currencyLabel(profile.currency)}</Fact>
      </Facts>
    </Paper>
  );
}
