import { type ComponentType, lazy } from 'react';
import { cataloguesReady } from '@/shared/i18n/catalogues.ts';

/** A module already loaded, for React.lazy, which calls `then(resolve, reject)` and nothing else. */
export const alreadyLoaded = <T>(module: T) =>
  ({ then: (resolve: (value: T) => void) => resolve(module) }) as unknown as Promise<T>;

/**
 * A part of a screen whose code loads when it first shows (React.lazy), or earlier through
 * `preload` (a landing screen's prefetch, so that the download overlaps the boot sequence). Once
 * preloaded it renders in the same pass, without suspending: a promise, even a settled one, would
 * draw the fallback first. In another language than English its translations are here before it
 * shows, as a screen's are (decision 017). A failed download may be tried again.
 */
export function lazyPart<Props>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  let loaded: { default: ComponentType<Props> } | undefined;
  const preload = () =>
    (loading ??= load()
      .then(async (component) => {
        await cataloguesReady();
        return (loaded = { default: component });
      })
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      }));
  const Part = lazy(() => (loaded ? alreadyLoaded(loaded) : preload()));
  return { Part, preload };
}
