/**
 * Browser journeys drive Debian's Chromium headless shell (scripts/chromium.ts). On a fresh
 * machine, install it with apt-get when we are root; otherwise say exactly what is missing.
 */
import { existsSync } from 'node:fs';
import { installMissingDebianPackages } from './aptInstall.ts';
import { HEADLESS_SHELL_PATH } from './chromium.ts';

if (!existsSync(HEADLESS_SHELL_PATH)) {
  installMissingDebianPackages(
    `Chromium's headless shell (${HEADLESS_SHELL_PATH})`,
    ['chromium-headless-shell'],
    ' (or set HEADLESS_SHELL_PATH)',
  );
}
