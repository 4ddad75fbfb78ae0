/**
 * Rewrites the personas table of mocks/README.md from the persona registry
 * (mocks/personas/seeds.ts), then formats the file: `npm run personas:table` after adding or
 * changing a persona.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withFreshTable } from '../mocks/personas/readmeTable.ts';

const readme = join(import.meta.dirname, '../mocks/README.md');
writeFileSync(readme, withFreshTable(readFileSync(readme, 'utf8')));
execFileSync('npx', ['prettier', '--write', readme], { stdio: 'inherit' });
