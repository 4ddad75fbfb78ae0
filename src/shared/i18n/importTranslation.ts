import type { Messages } from '@lingui/core';

/**
 * A chunk's own translation file, by the URL the build makes from the chunk's id
 * (`virtual:folder-catalogues`'s `chunkFiles`): a file outside the bundler's graph. A module of its
 * own, in the framework's chunk (vite.config.ts): rolldown does not copy a common chunk with an
 * import of a computed URL into the chunks that use it, and Lingui with the registry would then be
 * one more chunk on every first load.
 */
export const importTranslation = (url: string): Promise<{ messages: Messages }> =>
  // eslint-disable-next-line layers/imports-point-down -- a published file, not a module of ours
  import(/* @vite-ignore */ url) as Promise<{ messages: Messages }>;
