import type { Messages } from '@lingui/core';

/**
 * A chunk's own translation file, by the URL the build makes from the chunk's id
 * (`virtual:folder-catalogues`'s `chunkFiles`): a published file outside the bundler's graph,
 * imported in this one place.
 */
export const importTranslation = (url: string): Promise<{ messages: Messages }> =>
  // eslint-disable-next-line layers/imports-point-down -- a published file, not a module of ours
  import(/* @vite-ignore */ url) as Promise<{ messages: Messages }>;
