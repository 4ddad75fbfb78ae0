/**
 * Browser journeys drive Debian's Chromium. On a fresh machine, install it with apt-get when we
 * are root; otherwise say exactly what is missing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.ts';

if (!existsSync(CHROMIUM_PATH)) {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install it with: sudo apt-get update && sudo apt-get install -y chromium (or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
  console.log("Chromium is missing: installing Debian's chromium with apt-get ...");
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
