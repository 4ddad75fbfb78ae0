/** A module already loaded, for React.lazy, which calls `then(resolve, reject)` and nothing else. */
export const alreadyLoaded = <T>(module: T) =>
  ({ then: (resolve: (value: T) => void) => resolve(module) }) as unknown as Promise<T>;
