import { queryOptions } from '@tanstack/react-query';
// eslint-disable-next-line no-restricted-imports -- the one place a part is lazy
import { type ComponentType, lazy } from 'react';
import { cataloguesReady } from '@/shared/i18n/catalogues.ts';

/** A chunk's module once its translations are here too: never English first (decision 017). */
async function withTranslations<Module>(load: () => Promise<Module>): Promise<Module> {
  const module = await load();
  await cataloguesReady();
  return module;
}

/** A module already loaded, for React.lazy, which calls `then(resolve, reject)` and nothing else. */
const alreadyLoaded = <T>(module: T) =>
  ({ then: (resolve: (value: T) => void) => resolve(module) }) as unknown as Promise<T>;

/**
 * A screen, or a part of one, whose module loads when it first shows (React.lazy), or earlier
 * through `preload` (the landing screen's, so that the download overlaps the boot sequence). Once
 * preloaded it renders in the same pass, without suspending: a promise, even a settled one, would
 * draw the fallback first (decision 013). Its folders register their catalogues as its code loads:
 * in another language than English it shows once their translations are here, never in English
 * first (decision 017). A failed download fails where it renders (React.lazy rethrows it); a
 * failed preload does not: the render asks again.
 */
export function lazyPart<Module, Props>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  let loading: Promise<Module> | undefined;
  let loaded: { default: ComponentType<Props> } | undefined;
  const preload = () =>
    (loading ??= withTranslations(load).then(
      (module) => {
        loaded = { default: pick(module) };
        return module;
      },
      (error: unknown) => {
        // A download that failed (a preload on the customer's intent, over a network that blinked)
        // is asked again by the next preload or render, not remembered as the part's outcome.
        loading = undefined;
        throw error;
      },
    ));
  const Part = lazy(() =>
    loaded ? alreadyLoaded(loaded) : preload().then((module) => ({ default: pick(module) })),
  );
  return { Part, preload };
}

/**
 * A chunk of code fetched like a read: code, not server state, but react-query gives its fetch the
 * same loading, failure and Try again as any read, and fetches it once for the page's lifetime
 * (its key, like every hand-written one, in src/api/queryKeys.ts). For a part that shows in place
 * without the customer asking, where a failed download must be a message beside it, not the
 * screen's error. Settles once the chunk's translations are here too, as `lazyPart` does: a
 * German form never shows its labels in English first.
 */
export const codeQuery = <M>(queryKey: readonly string[], load: () => Promise<M>) =>
  queryOptions<M, Error>({
    queryKey,
    queryFn: () => withTranslations(load),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
