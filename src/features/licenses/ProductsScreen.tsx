import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { License } from '@sdk/license/model';
import { useEffect, useId, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Link } from '@/shared/ui/Link.tsx';
import type { QueryClient } from '@tanstack/react-query';
import { ShowMore } from '@/shared/lists/ShowMore.tsx';
import { prefetchPagedList } from '@/shared/lists/usePagedList.ts';
import type { MoreItems } from '@/shared/lists/usePagedList.ts';
import { FullScreenLoader } from '@/shared/screens/FullScreenLoader.tsx';
import { config } from '@/config/env.ts';
import { paths, type ProductFamilyRoute } from '@/config/paths.ts';
import { LicenseCard } from './LicenseCard.tsx';
import looks from '@/shared/ui/mantineLooks.module.css';
import { LicenseListGate } from './LicenseListGate.tsx';
import { familyOfPath, productFamilyTitle } from '@/shared/products/productFamilies.ts';
import { licensesOfFamily, matchesSearch, SEARCH_THRESHOLD } from './rules/licenseSearch.ts';
import { familyLicenses, useFamilyLicenseList } from './useLicenseList.ts';
import { isOfferedForTransfer } from './rules/licenseLabel.ts';

/**
 * As the landing screen: the family's first page is asked before the first render, which waits
 * for it.
 */
export function prefetchProductsScreen(
  queryClient: QueryClient,
  _userId: number,
  _search: URLSearchParams,
  pathname: string,
): Promise<void> | undefined {
  const family = familyOfPath(pathname);
  return family ? prefetchPagedList(queryClient, familyLicenses(family)) : undefined;
}

/** /products/<family>: the customer's licenses of one product family, a page at a time. */
export function ProductsScreen() {
  const family = familyOfPath(useLocation().pathname);
  // The router shows this screen on the families' paths only; any other is the not-found route's
  // (whose screen is a chunk this one need not carry).
  if (!family) return <Navigate to={paths.notFound} replace />;
  // Keyed by family: its list, and the search typed on its page, are the page's own.
  return <FamilyScreen key={family} family={family} />;
}

function FamilyScreen({ family }: { family: ProductFamilyRoute }) {
  const list = useFamilyLicenseList(family);
  const title = productFamilyTitle(family);
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <LicenseListGate list={list}>
        {(licenses, more) => (
          <FamilyLicenses family={family} title={title} licenses={licenses} more={more} />
        )}
      </LicenseListGate>
    </Stack>
  );
}

function FamilyLicenses({
  family,
  title,
  licenses,
  more,
}: {
  family: ProductFamilyRoute;
  title: string;
  licenses: License[];
  more: MoreItems | null;
}) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const ofFamily = licensesOfFamily(licenses, family);
  const searching = query.trim() !== '';
  const hasMore = more?.hasMore === true;
  // A search looks through every license of the family, and a page without any of the family's
  // (a service that pages but does not filter) is no answer: both load on until there is one.
  const loadOn = hasMore && (searching || ofFamily.length === 0);
  useEffect(() => {
    if (loadOn && more && !more.loading && !more.failure) more.load();
  }, [loadOn, more]);

  if (ofFamily.length === 0 && (loadOn || more?.failure)) {
    return more?.failure ? (
      <ShowMore more={more} noun={t`${title} licenses`} />
    ) : (
      <FullScreenLoader label={t`Loading your licenses`} />
    );
  }
  if (ofFamily.length === 0) {
    return (
      <Stack gap="xs">
        <Text>
          <Trans>You have no {title} licenses yet.</Trans>
        </Text>
        <Anchor href={config.shopUrl}>
          <Trans>Browse {title} in the shop</Trans>
        </Anchor>
      </Stack>
    );
  }

  const shown = ofFamily.filter((license) => matchesSearch(license, query));
  const searched = query.trim();
  const matching = shown.length;
  const total = ofFamily.length;
  return (
    <Stack gap="md">
      {ofFamily.length > SEARCH_THRESHOLD || hasMore ? (
        <LicenseSearch title={title} query={query} onChange={setQuery} />
      ) : null}
      <Text size="sm" c="dimmed" aria-live="polite">
        {shown.length === ofFamily.length
          ? hasMore
            ? plural(total, { one: '# license shown', other: '# licenses shown' })
            : plural(total, { one: '# license', other: '# licenses' })
          : plural(total, {
              one: `${matching} of # license match “${searched}”`,
              other: `${matching} of # licenses match “${searched}”`,
            })}
      </Text>
      {shown.map((license) => (
        <LicenseCard key={license.licenseNumber} license={license} />
      ))}
      {more ? <ShowMore more={more} noun={t`${title} licenses`} /> : null}
      {ofFamily.some((license) => !isOfferedForTransfer(license)) ? (
        <Text size="sm" c="dimmed">
          <Trans>
            A license in use on an{' '}
            <Anchor component={Link} to={paths.authorizedComputers} inherit>
              authorized computer
            </Anchor>
            , or one that came free with another product, cannot be transferred.
          </Trans>
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The search over a family's licenses: Mantine's TextInput as it draws it, on plain elements
 * (mantineLooks.module.css; its input stack was 4 KB of every product page's first load).
 */
function LicenseSearch({
  title,
  query,
  onChange,
}: {
  title: string;
  query: string;
  onChange: (query: string) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className={looks.field} style={{ maxWidth: 420 }}>
      <label className={looks.fieldLabel} htmlFor={id}>
        {t`Search your ${title} licenses`}
      </label>
      <p className={looks.fieldDescription} id={`${id}-description`}>
        {t`By product name, version or license number`}
      </p>
      <input
        className={looks.input}
        id={id}
        type="search"
        aria-describedby={`${id}-description`}
        value={query}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}
