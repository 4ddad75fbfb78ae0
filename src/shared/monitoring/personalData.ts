import type { QueryClient } from '@tanstack/react-query';

/**
 * The signed-in customer's own values, which reports must not carry even where no pattern would
 * know them for personal ("Jane", "Berlin"): taken from what the services answered (the user, the
 * profile, the subscription account), kept for the page's lifetime, so that an address replaced
 * during the visit is still kept out.
 */
const PERSONAL_FIELDS = [
  'userId',
  'username',
  'email',
  'firstName',
  'lastName',
  'addressLine1',
  'addressLine2',
  'addressCity',
  'addressZip',
  'phone',
] as const;

const known = new Set<string>();

/** Every personal value seen so far: what `scrubValue` keeps out of a report. */
export function personalValues(): readonly string[] {
  return [...known];
}

function remember(data: unknown): void {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return;
  const record = data as Record<string, unknown>;
  for (const field of PERSONAL_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' || typeof value === 'number') known.add(String(value));
  }
}

/**
 * Remembers the personal values of every query's data, those cached already and those to come.
 * Returns the function that stops watching.
 */
export function watchPersonalData(queryClient: QueryClient): () => void {
  const cache = queryClient.getQueryCache();
  for (const query of cache.getAll()) remember(query.state.data);
  return cache.subscribe((event) => {
    if (event.type === 'updated') remember(event.query.state.data);
  });
}
