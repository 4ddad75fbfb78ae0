/**
 * Browser journeys drive Debian's Chromium. On a fresh machine, install it with apt-get when we
 * are root; otherwise say exactly what is missing.
 */
import { existsSync } from 'node:fs';
import { installMissingDebianPackages } from './aptInstall.ts';
import { CHROMIUM_PATH } from './chromium.ts';

if (!existsSync(CHROMIUM_PATH)) {
  installMissingDebianPackages(
    `Chromium (${CHROMIUM_PATH})`,
    ['chromium'],
    ' (or set CHROMIUM_PATH)',
  );
}
