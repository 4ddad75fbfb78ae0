import { Button, Group } from '@mantine/core';
import { LoadFailure } from '@/shared/screens/LoadFailure.tsx';
import type { MoreItems } from './usePagedList.ts';

/**
 * Below a paged list: "Show more" while the service has more, the failure of the last attempt
 * with Try again (the items loaded before stay), nothing on the last page. `noun` names the items.
 */
export function ShowMore({ more, noun }: { more: MoreItems; noun: string }) {
  if (more.failure) {
    return (
      <LoadFailure
        title={`More ${noun} could not be loaded`}
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
        Show more {noun}
      </Button>
    </Group>
  );
}
