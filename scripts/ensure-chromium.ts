/**
 * Browser journeys drive Debian's Chromium headless shell (scripts/chromium.ts). On a fresh
 * machine, install it with apt-get when we are root; otherwise say exactly what is missing.
 */
import { ensureDebianProgram } from './aptInstall.ts';
import { HEADLESS_SHELL_PATH } from './chromium.ts';

ensureDebianProgram(
  "Chromium's headless shell",
  HEADLESS_SHELL_PATH,
  'chromium-headless-shell',
  'HEADLESS_SHELL_PATH',
);
