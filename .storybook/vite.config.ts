import { defineConfig, type Plugin } from 'vite';
import { SHELL_CHUNK_PLUGIN } from '../scripts/vite/shellChunk.ts';
import portalConfig from '../vite.config.ts';

/**
 * Storybook reads `.env.<NODE_ENV>` into the environment (more than once): `storybook build` would
 * then carry .env.production's real service URLs, which win over .env.mock's. The workshop runs
 * on the mock backend only, configured by .env.mock as `npm run build:mock` is.
 */
function forgetEnvironmentFiles(): void {
  for (const name of Object.keys(process.env)) {
    if (name.startsWith('VITE_')) Reflect.deleteProperty(process.env, name);
  }
}

/** Again after Storybook's own configuration step, before Vite reads the environment. */
const mockEnvironmentOnly: Plugin = {
  name: 'workshop-mock-environment-only',
  enforce: 'post',
  config: forgetEnvironmentFiles,
};

/** The portal's chunking is not the workshop's: its shell chunk's first build is the portal's. */
const isPortalChunking = (plugin: unknown): boolean =>
  typeof plugin === 'object' &&
  plugin !== null &&
  'name' in plugin &&
  plugin.name === SHELL_CHUNK_PLUGIN;

/**
 * Storybook's Vite configuration: the portal's own plugins (React, the Lingui macros and the
 * per-folder catalogues, the mock backend's service worker), aliases and `__MOCK_MODE__`, always
 * in mock mode. The portal's server and build settings stay out: Storybook has its own entries,
 * server and output.
 */
export default defineConfig((env) => {
  forgetEnvironmentFiles();
  const { plugins = [], define, resolve } = portalConfig({ ...env, mode: 'mock' });
  return {
    mode: 'mock',
    plugins: [plugins.filter((plugin) => !isPortalChunking(plugin)), mockEnvironmentOnly],
    define,
    resolve,
  };
});
