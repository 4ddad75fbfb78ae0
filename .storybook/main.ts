import { readFileSync } from 'node:fs';
import type { StorybookConfig } from '@storybook/react-vite';

/**
 * The loader's look (the bouncing logo) is defined once, in index.html's first <style>: the
 * workshop's page takes it from there, as the portal's page has it.
 */
const loaderStyle = (): string =>
  /<style>[\s\S]*?<\/style>/.exec(
    readFileSync(new URL('../index.html', import.meta.url), 'utf8'),
  )?.[0] ?? '';

/** The component workshop (README, "Component workshop"): every `*.stories.tsx` beside its component. */
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  framework: {
    name: '@storybook/react-vite',
    options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } },
  },
  previewHead: (head) => `${head}\n${loaderStyle()}`,
  core: { disableTelemetry: true },
};

export default config;
