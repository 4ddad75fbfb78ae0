import { useLingui } from '@lingui/react/macro';
import { Loader } from '@mantine/core';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { getProfileEditFormsQueryKey } from '@/api/queryKeys.ts';
import { afterFirstScreen } from '@/shared/scheduling/afterFirstScreen.ts';
import { LoadFailure } from '@/shared/screens/LoadFailure.tsx';

// eslint-disable-next-line lingui/no-unlocalized-strings -- a module's path
type EditForms = typeof import('./forms.ts');

/**
 * The address and e-mail forms and the marketing opt-in are their own chunk (with @mantine/form,
 * Mantine's inputs and the 250 country options): the profile shows what is saved, a form opens on
 * Edit, and the opt-in shows once its data has loaded, after the first screen (decision 014).
 * Code, not server state, but react-query gives its fetch the same loading, failure and Try again
 * as any read, and fetches it once for the page's lifetime (its key, like every hand-written one,
 * in src/api/queryKeys.ts).
 */
const editFormsQuery = queryOptions<EditForms, Error>({
  queryKey: getProfileEditFormsQueryKey(),
  queryFn: () => import('./forms.ts'),
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
});

/**
 * A form that opens in place of what it edits: `open` shows it, `close` (saved or cancelled) puts
 * back what was there and the focus on the button that opened it (`opener`).
 */
export function useFormInPlace(): {
  isOpen: boolean;
  open: () => void;
  close: () => void;
  opener: RefObject<HTMLButtonElement | null>;
} {
  const [isOpen, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    flushSync(() => setOpen(false));
    opener.current?.focus();
  };
  return { isOpen, open: () => setOpen(true), close, opener };
}

/**
 * Where an edit form opens: the form once its code is here (at once, after the preload), else a
 * loader, or the catalogue's message with Try again when the code could not be fetched.
 */
export function EditForm({
  name,
  shownOnItsOwn = false,
  children,
}: {
  /** What the form is, as in "the address form". */
  name: string;
  /**
   * The form shows without the customer asking (the opt-in, once its data is in). Then it does not
   * ask again for code that failed to come: another form's failure and Try again, which the
   * customer may be about to press, would turn into a loader and back under the pointer.
   */
  shownOnItsOwn?: boolean;
  children: (forms: EditForms) => ReactNode;
}) {
  const { t } = useLingui();
  const forms = useQuery({ ...editFormsQuery, retryOnMount: !shownOnItsOwn });
  if (forms.data) return children(forms.data);
  if (forms.error) {
    return (
      <LoadFailure
        title={t`The ${name} could not be loaded`}
        error={forms.error}
        onRetry={() => void forms.refetch()}
        retrying={forms.isFetching}
      />
    );
  }
  return <Loader size="sm" aria-label={t`Loading the ${name}`} />;
}

/**
 * Fetches the forms once the profile is on the page, so Edit opens at once. Only a head start: if
 * an Edit has asked already, its loader or its failure and Try again stay the customer's to act on,
 * rather than change under the pointer when the preload comes round.
 */
export function usePreloadedEditForms(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    void afterFirstScreen().then(() => {
      if (queryClient.getQueryState(editFormsQuery.queryKey)) return;
      return queryClient.prefetchQuery(editFormsQuery);
    });
  }, [queryClient]);
}
