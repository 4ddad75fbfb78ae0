import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteConfig } from './nginx.ts';
import { EXAMPLE_SITE, repositoryRoot } from './renderNginx.ts';
import { buildEnv } from './securityHeaders.ts';

describe('the nginx site configuration', () => {
  it('committed in deploy/nginx/portal.conf is what the generator writes for .env.production', () => {
    const committed = readFileSync(new URL('./nginx/portal.conf', import.meta.url), 'utf8');
    expect(committed).toBe(siteConfig(buildEnv(EXAMPLE_SITE.mode, repositoryRoot), EXAMPLE_SITE));
  });

  it('refuses a header value nginx would read as a variable', () => {
    expect(() =>
      siteConfig({ VITE_CSP_REPORT_URL: 'https://reports.test/$csp' }, EXAMPLE_SITE),
    ).toThrow(/cannot contain "\$"/);
  });
});
