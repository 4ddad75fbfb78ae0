/**
 * `npm run serve`: serves the production build in dist/ through the deployment's own nginx
 * configuration (deploy/nginx.ts) on 127.0.0.1:PORT (8080 unless set), in the foreground, until
 * stopped. Builds nothing: run `npm run build` first, with the configuration the headers are to be
 * generated from (`--mode`, default production, and the same VITE_* variables). Installs nginx
 * with apt-get when it is missing and we are root; touches no system configuration.
 *
 *   PORT=8097 npm run serve [-- --dir dist --mode production]
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { serveConfig, siteConfig } from '../deploy/nginx.ts';
import { repositoryRoot } from '../deploy/renderNginx.ts';
import { buildEnv, contentSecurityPolicy, policyInIndexHtml } from '../deploy/securityHeaders.ts';
import { installMissingDebianPackages } from './aptInstall.ts';

const NGINX = '/usr/sbin/nginx';
const MODULES_DIR = '/usr/lib/nginx/modules';
const MIME_TYPES = '/etc/nginx/mime.types';
const BROTLI_MODULE = join(MODULES_DIR, 'ngx_http_brotli_static_module.so');

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Debian's nginx and its brotli_static module, installed when missing if we may. */
function ensureNginx(): void {
  if (existsSync(NGINX) && existsSync(BROTLI_MODULE)) return;
  installMissingDebianPackages('nginx or its brotli module', [
    'nginx',
    'libnginx-mod-http-brotli-static',
  ]);
}

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    mode: { type: 'string', default: 'production' },
  },
});
const dist = resolve(repositoryRoot, values.dir);
const port = Number(process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port <= 0) fail(`PORT must be a port number: "${process.env.PORT}"`);

const indexHtml = join(dist, 'index.html');
if (!existsSync(indexHtml)) fail(`${indexHtml} is missing: build first (npm run build).`);
// The headers must be the build's: a policy written from other variables would block its calls.
const env = buildEnv(values.mode, repositoryRoot);
if (policyInIndexHtml(readFileSync(indexHtml, 'utf8')) !== contentSecurityPolicy(env, 'meta')) {
  fail(
    `${values.dir}/ was not built with the ${values.mode} configuration in this environment ` +
      '(its Content Security Policy differs): build again with the same VITE_* variables.',
  );
}

ensureNginx();
const prefix = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
const site = join(prefix, 'portal.conf');
writeFileSync(site, siteConfig(env, { root: dist, listen: `127.0.0.1:${port}` }));
writeFileSync(
  join(prefix, 'nginx.conf'),
  serveConfig({ prefix, site, modulesDir: MODULES_DIR, mimeTypes: MIME_TYPES }),
);

const nginx = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'], {
  stdio: 'inherit',
});
console.log(`Serving ${dist} through deploy/nginx.ts on http://127.0.0.1:${port}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => nginx.kill('SIGQUIT'));
}
nginx.on('exit', (code, signal) => {
  rmSync(prefix, { recursive: true, force: true });
  process.exit(code ?? (signal === 'SIGQUIT' ? 0 : 1));
});
