import { useLingui } from '@lingui/react/macro';
import { SectionLoader } from '@/shared/screens/SectionLoader.tsx';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { getProfileEditFormsQueryKey, getProfileOptInQueryKey } from '@/api/queryKeys.ts';
import { afterFirstScreen } from '@/shared/scheduling/afterFirstScreen.ts';
import { codeQuery } from '@/shared/scheduling/lazyPart.ts';
import { onIntent } from '@/shared/scheduling/onIntent.ts';
import { LoadFailure } from '@/shared/screens/LoadFailure.tsx';

// eslint-disable-next-line lingui/no-unlocalized-strings -- a module's path
type EditForms = typeof import('./forms.ts');
// eslint-disable-next-line lingui/no-unlocalized-strings -- a module's path
type OptIn = typeof import('./MarketingChoice.tsx');

/**
 * The address and e-mail forms are a chunk of their own (with @mantine/form, Mantine's inputs and
 * the 250 country options, 25 KB): the profile shows what is saved, and a form opens on Edit. Most
 * visits edit nothing, so the chunk comes when the customer goes for an Edit button (pointer,
 * focus or touch), not with every visit (decision 014).
 */
const editFormsQuery = codeQuery(getProfileEditFormsQueryKey(), () => import('./forms.ts'));

/**
 * The marketing opt-in's switch, a chunk of its own (0.7 KB: the switch is drawn with Mantine's
 * looks): it shows without being asked for, once its data has loaded after the first screen, so
 * its code comes after the first screen too, off the first screen's budget.
 */
const optInQuery = codeQuery(getProfileOptInQueryKey(), () => import('./MarketingChoice.tsx'));

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

/** Where a lazily fetched part of the profile shows: see `EditForm` and `OptInChoice`. */
function LazyPart<M>({
  query,
  name,
  shownOnItsOwn,
  children,
}: {
  query: ReturnType<typeof codeQuery<M>>;
  name: string;
  shownOnItsOwn: boolean;
  children: (module: M) => ReactNode;
}) {
  const { t } = useLingui();
  const code = useQuery({ ...query, retryOnMount: !shownOnItsOwn });
  if (code.data) return children(code.data);
  if (code.error) {
    return <LoadFailure title={t`The ${name} could not be loaded`} query={code} />;
  }
  return <SectionLoader size="sm" label={t`Loading the ${name}`} />;
}

/**
 * Where an edit form opens: the form once its code is here (at once, after the customer's intent
 * fetched it), else a loader, or the catalogue's message with Try again when the code could not be
 * fetched. A fetch that failed before is asked again as the form opens.
 */
export function EditForm({
  name,
  children,
}: {
  /** What the form is, as in "the address form". */
  name: string;
  children: (forms: EditForms) => ReactNode;
}) {
  return (
    <LazyPart query={editFormsQuery} name={name} shownOnItsOwn={false}>
      {children}
    </LazyPart>
  );
}

/**
 * The opt-in's switch, shown without the customer asking (once its data is in): it does not ask
 * again for code that failed to come, since a failure with Try again the customer may be about to
 * press would turn into a loader and back under the pointer.
 */
export function OptInChoice({
  name,
  children,
}: {
  /** What it is, as in "the e-mail preference". */
  name: string;
  children: (optIn: OptIn) => ReactNode;
}) {
  return (
    <LazyPart query={optInQuery} name={name} shownOnItsOwn>
      {children}
    </LazyPart>
  );
}

/**
 * A head start for `query`'s code: asked once, unless asked already, so that a loader or a failure
 * with Try again the customer sees stays theirs to act on rather than change under the pointer.
 */
function fetchAhead<M>(queryClient: QueryClient, query: ReturnType<typeof codeQuery<M>>) {
  if (queryClient.getQueryState(query.queryKey)) return;
  void queryClient.prefetchQuery(query);
}

/** Handlers for an Edit button: the forms' code is fetched on the customer's intent to open one. */
export function useEditFormsOnIntent(): ReturnType<typeof onIntent> {
  const queryClient = useQueryClient();
  return onIntent(() => fetchAhead(queryClient, editFormsQuery));
}

/** Fetches the opt-in's code once the profile is on the page, while its data is on its way. */
export function usePreloadedOptIn(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    void afterFirstScreen().then(() => fetchAhead(queryClient, optInQuery));
  }, [queryClient]);
}
