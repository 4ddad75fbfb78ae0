import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@/': fromRoot('./src/'),
      '@sdk/': fromRoot('./sdk/'),
      '@mocks/': fromRoot('./mocks/'),
    },
  },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.PORT ?? 5173),
    strictPort: true,
  },
  preview: {
    host: '127.0.0.1',
  },
  build: {
    sourcemap: true,
  },
});
