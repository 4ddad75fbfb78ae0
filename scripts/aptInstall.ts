/**
 * What `npm test` and `npm run serve` need from Debian (Chromium, nginx), installed with apt-get
 * on a fresh machine when we are root; otherwise the exact command is printed and we stop.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function installMissingDebianPackages(
  what: string,
  packages: readonly string[],
  otherwise = '',
): void {
  const list = packages.join(' ');
  if (process.getuid?.() !== 0) {
    console.error(
      `${what} is missing. Install it with: sudo apt-get update && sudo apt-get install -y ${list}${otherwise}.`,
    );
    process.exit(1);
  }
  console.log(`${what} is missing: installing Debian's ${list} with apt-get ...`);
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** A program Debian's `debianPackage` installs at `path` (unless `variable` points elsewhere). */
export function ensureDebianProgram(
  what: string,
  path: string,
  debianPackage: string,
  variable: string,
): void {
  if (existsSync(path)) return;
  installMissingDebianPackages(`${what} (${path})`, [debianPackage], ` (or set ${variable})`);
}
