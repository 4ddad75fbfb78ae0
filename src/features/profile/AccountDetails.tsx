import { Box, Paper, Text, Title } from '@mantine/core';
import classes from '@/shared/ui/Facts.module.css';
import type { AccountProfile } from '@sdk/account/model';
import { currencyLabel } from './rules/currency.ts';

// A list of its own per grid cell: a <dl> may hold only its <dt>/<dd> groups, not the grid's cells.
function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <Box component="dl" m={0}>
      <Text component="dt" size="sm" c="dimmed">
        {term}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </Box>
  );
}

/** Who the user is; these fields are managed elsewhere and shown read-only. */
export function AccountDetails({ profile }: { profile: AccountProfile }) {
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="account-details-heading">
      <Title order={2} size="h3" id="account-details-heading" mb="md">
        Account
      </Title>
      <Box className={classes.facts}>
        <Detail term="Name">{name || '—'}</Detail>
        <Detail term="Username">{profile.username}</Detail>
        <Detail term="Currency">{currencyLabel(profile.currency)}</Detail>
      </Box>
    </Paper>
  );
}
