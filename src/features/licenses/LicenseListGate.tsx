import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { License } from '@sdk/license/model';
import type { ReactNode } from 'react';
import type { MoreItems } from '@/shared/lists/usePagedList.ts';
import { FullScreenLoader } from '@/shared/screens/FullScreenLoader.tsx';
import type { LicenseList } from './useLicenseList.ts';

/** Renders the licenses once loaded; otherwise the loader, nothing (spec section 8), or the failure. */
export function LicenseListGate({
  list,
  children,
}: {
  list: LicenseList;
  /** `more`: the next pages of a paged list (a product page's family), else null. */
  children: (licenses: License[], more: MoreItems | null) => ReactNode;
}) {
  const { t } = useLingui();
  switch (list.state) {
    case 'loading':
      return <FullScreenLoader label={t`Loading your licenses`} />;
    case 'hidden':
      return null;
    case 'failed':
      return (
        <Alert color="red" title={t`Your licenses could not be loaded`}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{list.message}</Text>
            <Button size="xs" variant="light" onClick={list.retry}>
              <Trans>Try again</Trans>
            </Button>
          </Stack>
        </Alert>
      );
    case 'loaded':
      return children(list.licenses, list.more);
  }
}
