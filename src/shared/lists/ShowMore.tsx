import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { LoadFailure } from '@/shared/screens/LoadFailure.tsx';
import type { MoreItems } from './usePagedList.ts';

/**
 * Below a paged list: "Show more" while the service has more, the failure of the last attempt
 * with Try again (the items loaded before stay), nothing on the last page. `noun` names the items,
 * in the plural and in the active language (`` t`invoices` ``): "Show more invoices".
 */
export function ShowMore({ more, noun }: { more: MoreItems; noun: string }) {
  const { t } = useLingui();
  if (more.failure) {
    return (
      <LoadFailure
        title={t`More ${noun} could not be loaded`}
        error={more.failure}
        onRetry={more.load}
        retrying={more.loading}
      />
    );
  }
  if (!more.hasMore) return null;
  return (
    <Group>
      <Button variant="light" onClick={more.load} loading={more.loading}>
        <Trans>Show more {noun}</Trans>
      </Button>
    </Group>
  );
}
