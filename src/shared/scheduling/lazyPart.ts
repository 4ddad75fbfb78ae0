import { type ComponentType, lazy } from 'react';
import { cataloguesReady } from '@/shared/i18n/catalogues.ts';
import { alreadyLoaded } from './alreadyLoaded.ts';

/**
 * A part of a screen whose module loads when it first shows (React.lazy), or earlier through
 * `preload` (a landing screen's prefetch, so that the download overlaps the boot sequence). Once
 * preloaded it renders in the same pass, without suspending: a promise, even a settled one, would
 * draw the fallback first. In another language than English its translations are here before it
 * shows, as a screen's are (decision 017). A failed download may be tried again.
 */
export function lazyPart<Module, Props>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  let loading: Promise<Module> | undefined;
  let loaded: { default: ComponentType<Props> } | undefined;
  const preload = () =>
    (loading ??= load()
      .then(async (module) => {
        await cataloguesReady();
        loaded = { default: pick(module) };
        return module;
      })
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      }));
  const Part = lazy(() =>
    loaded ? alreadyLoaded(loaded) : preload().then((module) => ({ default: pick(module) })),
  );
  return { Part, preload };
}
