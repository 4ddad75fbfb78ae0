/**
 * `npm run deploy:nginx -- [--mode production] [--root /var/www/portal] [--listen 80]
 * [--server-name account.example.com]`: prints the nginx site configuration for the build of
 * that mode, from the same VITE_* variables the build reads (docs/deploy.md). Without options it
 * prints deploy/nginx/portal.conf, the committed example for `.env.production`. With `--headers`
 * it prints the security headers alone, `Name: value` a line, for a CDN's rule set.
 */
import { parseArgs } from 'node:util';
import { siteConfig } from './nginx.ts';
import { buildEnv, securityHeaders } from './securityHeaders.ts';

/** The committed example's values: Debian's layout, TLS ended in front (CDN or load balancer). */
export const EXAMPLE_SITE = { mode: 'production', root: '/var/www/portal', listen: '80' } as const;

export const repositoryRoot = new URL('../', import.meta.url).pathname;

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      mode: { type: 'string', default: EXAMPLE_SITE.mode },
      root: { type: 'string', default: EXAMPLE_SITE.root },
      listen: { type: 'string', default: EXAMPLE_SITE.listen },
      'server-name': { type: 'string' },
      headers: { type: 'boolean' },
    },
  });
  const env = buildEnv(values.mode, repositoryRoot);
  process.stdout.write(
    values.headers
      ? securityHeaders(env)
          .map(([name, value]) => `${name}: ${value}\n`)
          .join('')
      : siteConfig(env, {
          root: values.root,
          listen: values.listen,
          ...(values['server-name'] ? { serverName: values['server-name'] } : {}),
        }),
  );
}
