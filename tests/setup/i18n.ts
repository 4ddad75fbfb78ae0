// Every test starts in English, the source language, whatever the machine's languages: tests that
// check another language activate it themselves (and this puts English back before the next test).
import { beforeEach } from 'vitest';
import { activateEnglish } from '@/shared/i18n/i18n.ts';

activateEnglish();
beforeEach(activateEnglish);
