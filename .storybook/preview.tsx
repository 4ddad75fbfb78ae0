import type { Preview } from '@storybook/react-vite';
import { withBrowserMockBackend } from './mockBackend.ts';
import { portalAnnotations } from './portal.tsx';

const preview: Preview = {
  ...portalAnnotations,
  loaders: [...portalAnnotations.loaders, withBrowserMockBackend],
};

export default preview;
