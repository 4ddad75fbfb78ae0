import { Anchor, Stack, Text, TextInput, Title } from '@mantine/core';
import type { License } from '@sdk/license/model';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { NotFoundScreen } from '@/shared/screens/NotFoundScreen.tsx';
import { config } from '@/config/env.ts';
import { paths, type ProductFamilyRoute } from '@/config/paths.ts';
import { LicenseCard } from './LicenseCard.tsx';
import { LicenseListGate } from './LicenseListGate.tsx';
import { familyOfPath, PRODUCT_FAMILY_TITLES } from './productFamilies.ts';
import { licensesOfFamily, matchesSearch, SEARCH_THRESHOLD } from './rules/licenseSearch.ts';
import { useLicenseList } from './useLicenseList.ts';
import { isOfferedForTransfer } from './rules/licenseLabel.ts';

/** /products/<family>: the customer's licenses of one product family. */
export function ProductsScreen() {
  const family = familyOfPath(useLocation().pathname);
  const list = useLicenseList();
  if (!family) return <NotFoundScreen />;
  const title = PRODUCT_FAMILY_TITLES[family];
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <LicenseListGate list={list}>
        {(licenses) => (
          // Keyed by family: the search belongs to the page it was typed on.
          <FamilyLicenses key={family} family={family} title={title} licenses={licenses} />
        )}
      </LicenseListGate>
    </Stack>
  );
}

function FamilyLicenses({
  family,
  title,
  licenses,
}: {
  family: ProductFamilyRoute;
  title: string;
  licenses: License[];
}) {
  const [query, setQuery] = useState('');
  const ofFamily = licensesOfFamily(licenses, family);

  if (ofFamily.length === 0) {
    return (
      <Stack gap="xs">
        <Text>You have no {title} licenses yet.</Text>
        <Anchor href={config.shopUrl}>Browse {title} in the shop</Anchor>
      </Stack>
    );
  }

  const shown = ofFamily.filter((license) => matchesSearch(license, query));
  return (
    <Stack gap="md">
      {ofFamily.length > SEARCH_THRESHOLD ? (
        <TextInput
          type="search"
          label={`Search your ${title} licenses`}
          description="By product name, version or license number"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          maw={420}
        />
      ) : null}
      <Text size="sm" c="dimmed" aria-live="polite">
        {shown.length === ofFamily.length
          ? `${ofFamily.length} ${ofFamily.length === 1 ? 'license' : 'licenses'}`
          : `${shown.length} of ${ofFamily.length} licenses match “${query.trim()}”`}
      </Text>
      {shown.map((license) => (
        <LicenseCard key={license.licenseNumber} license={license} />
      ))}
      {ofFamily.some((license) => !isOfferedForTransfer(license)) ? (
        <Text size="sm" c="dimmed">
          A license in use on an{' '}
          <Anchor component={Link} to={paths.authorizedComputers} inherit>
            authorized computer
          </Anchor>
          , or one that came free with another product, cannot be transferred.
        </Text>
      ) : null}
    </Stack>
  );
}
