/**
 * The performance floor (`../shared/bench-floor`, the portal's stack with nothing of ours), built
 * outside the repository as its README asks, once per version of its sources: a folder under the
 * system's temporary directory named by their content hash holds the install and the build.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const NOT_SOURCES = new Set(['node_modules', 'dist']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !NOT_SOURCES.has(entry.name))
    .flatMap((entry) =>
      entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : [join(dir, entry.name)],
    )
    .sort();
}

/** A hash of the floor's sources: every file's path and content. */
export function floorHash(source: string): string {
  const hash = createHash('sha256');
  for (const file of sourceFiles(source)) {
    hash.update(relative(source, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** Builds the floor unless this version is built already; returns its dist folder. */
export function buildFloor(source: string): string {
  const home = join(tmpdir(), `bench-floor-${floorHash(source)}`);
  const dist = join(home, 'dist');
  if (existsSync(join(dist, 'index.html'))) return dist;
  // Built beside, then renamed: an interrupted build never passes for a finished one.
  const building = `${home}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  cpSync(source, building, {
    recursive: true,
    filter: (path) => !NOT_SOURCES.has(relative(source, path).split('/')[0] ?? ''),
  });
  const npm = (...args: string[]) =>
    execFileSync('npm', args, { cwd: building, stdio: ['ignore', 'ignore', 'inherit'] });
  npm('ci', '--no-audit', '--no-fund');
  npm('run', 'build');
  rmSync(home, { recursive: true, force: true });
  renameSync(building, home);
  return dist;
}
