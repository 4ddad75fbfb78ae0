import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const MOCK_PUBLIC = fromRoot('./mocks/public');

/**
 * The mock backend's static files (MSW's service worker, the stand-in exit survey) are served and
 * emitted only in mock mode, so a production build carries none of them.
 */
function mockBackendAssets(enabled: boolean): Plugin {
  const files = () => (enabled && existsSync(MOCK_PUBLIC) ? readdirSync(MOCK_PUBLIC) : []);
  return {
    name: 'mock-backend-assets',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const name = (request.url ?? '').split('?')[0]?.slice(1) ?? '';
        if (!files().includes(name)) return next();
        const type = name.endsWith('.js') ? 'text/javascript' : 'text/html';
        response.setHeader('Content-Type', type);
        response.end(readFileSync(join(MOCK_PUBLIC, name)));
      });
    },
    generateBundle() {
      for (const name of files()) {
        this.emitFile({
          type: 'asset',
          fileName: name,
          source: readFileSync(join(MOCK_PUBLIC, name)),
        });
      }
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const mockMode = env.VITE_MOCK_MODE !== 'false';
  return {
    plugins: [react(), mockBackendAssets(mockMode)],
    // Replaced textually at every use, so a production build folds `if (__MOCK_MODE__)` away and
    // never emits the mock backend's chunks (an imported constant would not fold across modules).
    define: { __MOCK_MODE__: JSON.stringify(mockMode) },
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
      // E2E_OUT_DIR: browser-journey builds side by side (tests/e2e/support/globalSetup.ts).
      outDir: process.env.E2E_OUT_DIR ?? (mode === 'mock' ? 'dist-mock' : 'dist'),
      sourcemap: true,
    },
  };
});
