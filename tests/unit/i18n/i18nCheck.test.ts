import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run i18n:check` (part of `npm test`) is what stops a message missing in any language: made
 * to fail once on purpose here, on a small catalogue of its own, and to pass when nothing is
 * missing. The commands are package.json's, run as they are with `--config` pointing at it.
 */
const ROOT = join(import.meta.dirname, '../../..');
const LINGUI = join(ROOT, 'node_modules/@lingui/cli/dist/lingui.js');
const CHECK_SCRIPT: string = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts[
  'i18n:check'
];

let project: string;

/** Runs a lingui command line (`lingui check sync`) against the temporary project. */
function lingui(command: string): { ok: boolean; output: string } {
  const args = command.trim().split(/\s+/).slice(1);
  const run = spawnSync(
    process.execPath,
    [LINGUI, ...args, '--config', join(project, '.linguirc'), '--workers', '1'],
    { cwd: project, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } },
  );
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

/** The i18n:check script, command after command, stopping at the first failure as `&&` does. */
function i18nCheck(): { ok: boolean; output: string } {
  let output = '';
  for (const command of CHECK_SCRIPT.split('&&')) {
    const result = lingui(command);
    output += result.output;
    if (!result.ok) return { ok: false, output };
  }
  return { ok: true, output };
}

const germanCatalogue = () => join(project, 'locales/de.po');

/** Writes the German translation of a message (after `lingui extract` left it empty). */
function translate(po: string, english: string, german: string): string {
  return po.replace(`msgid "${english}"\nmsgstr ""`, `msgid "${english}"\nmsgstr "${german}"`);
}

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), 'i18n-check-'));
  mkdirSync(join(project, 'src'));
  writeFileSync(
    join(project, '.linguirc'),
    JSON.stringify({
      sourceLocale: 'en',
      locales: ['en', 'de'],
      fallbackLocales: { default: 'en' },
      catalogs: [{ path: '<rootDir>/locales/{locale}', include: ['<rootDir>/src'] }],
    }),
  );
  writeFileSync(
    join(project, 'src/labels.ts'),
    [
      "import { t } from '@lingui/core/macro';",
      'export const save = () => t`Save address`;',
      'export const signOut = () => t`Sign out`;',
      '',
    ].join('\n'),
  );
  expect(lingui('lingui extract').ok).toBe(true);
  const extracted = readFileSync(germanCatalogue(), 'utf8');
  writeFileSync(
    germanCatalogue(),
    translate(translate(extracted, 'Save address', 'Adresse speichern'), 'Sign out', 'Abmelden'),
  );
}, 60_000);

afterAll(() => rmSync(project, { recursive: true, force: true }));

describe('npm run i18n:check', () => {
  it('checks both: catalogues in step with the code, and no translation missing', () => {
    expect(CHECK_SCRIPT).toMatch(/lingui check sync/);
    expect(CHECK_SCRIPT).toMatch(/lingui check missing --mode catalog/);
  });

  it('passes when every message is translated', () => {
    const result = i18nCheck();
    expect(result.output).not.toMatch(/FAIL/);
    expect(result.ok).toBe(true);
  }, 60_000);

  it('fails on purpose when one translation is missing, naming how many', () => {
    const complete = readFileSync(germanCatalogue(), 'utf8');
    try {
      writeFileSync(germanCatalogue(), complete.replace('msgstr "Abmelden"', 'msgstr ""'));
      const result = i18nCheck();
      expect(result.ok).toBe(false);
      expect(result.output).toMatch(/FAIL missing: Found 1 missing translation/);
    } finally {
      writeFileSync(germanCatalogue(), complete);
    }
    expect(i18nCheck().ok).toBe(true);
  }, 90_000);

  it('fails when the code has a message the catalogues do not (extract not run)', () => {
    const source = join(project, 'src/labels.ts');
    const code = readFileSync(source, 'utf8');
    try {
      writeFileSync(source, `${code}export const more = () => t\`Show more\`;\n`);
      const result = i18nCheck();
      expect(result.ok).toBe(false);
      expect(result.output).toMatch(/FAIL sync/);
    } finally {
      writeFileSync(source, code);
    }
  }, 60_000);
});
