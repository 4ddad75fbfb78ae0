/**
 * The browsable API reference of the four services (`npm run docs:api`, and the mock server's
 * `/docs`): one self-contained Redoc page per document, its scripts and styles inlined
 * (`redocly build-docs --inlineBundle`), so it opens without a network; and an index linking them.
 * Each page is built from a copy of the document with its proposed parts marked (markProposed.ts).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse, stringify } from 'yaml';
import { SERVICES } from '../../src/config/services.ts';
import { markProposed } from './markProposed.ts';

export const API_DOC_SERVICES = SERVICES;
export type ApiDocService = (typeof API_DOC_SERVICES)[number];

const root = new URL('../../', import.meta.url).pathname;
/** Git-ignored (`dist-*`), like every build output. */
export const API_DOCS_DIR = join(root, 'dist-api-docs');
const INDEX = 'index.html';

const run = promisify(execFile);

/** The newest change of what the reference is made from: the documents and these scripts. */
function newestSource(): number {
  const files = [
    ...readdirSync(join(root, 'openapi'))
      .filter((name) => name.endsWith('.yaml'))
      .map((name) => join(root, 'openapi', name)),
    ...readdirSync(join(root, 'scripts', 'apiDocs'))
      .filter((name) => !name.endsWith('.test.ts'))
      .map((name) => join(root, 'scripts', 'apiDocs', name)),
  ];
  return Math.max(...files.map((file) => statSync(file).mtimeMs));
}

/** Missing, or older than a document: the index is written last, so it dates the whole build. */
export function apiDocsStale(dir: string = API_DOCS_DIR): boolean {
  const index = join(dir, INDEX);
  return !existsSync(index) || statSync(index).mtimeMs < newestSource();
}

/** Builds one document's page into `dir` (`<service>.html`) and returns its path. */
export async function buildApiDoc(service: ApiDocService, dir: string): Promise<string> {
  const document = parse(await readFile(join(root, 'openapi', `${service}.yaml`), 'utf8')) as {
    info?: { title?: string; version?: string };
  };
  const work = mkdtempSync(join(tmpdir(), 'api-docs-'));
  try {
    const marked = join(work, `${service}.yaml`);
    await writeFile(marked, stringify(markProposed(document), { lineWidth: 0 }));
    const output = join(dir, `${service}.html`);
    const title = `${document.info?.title ?? service} ${document.info?.version ?? ''}`.trim();
    await run(
      join(root, 'node_modules', '.bin', 'redocly'),
      ['build-docs', marked, '--inlineBundle', '--output', output, '--title', title],
      { cwd: work, maxBuffer: 16 * 1024 * 1024 },
    );
    return output;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

async function indexPage(): Promise<string> {
  const items = await Promise.all(
    API_DOC_SERVICES.map(async (service) => {
      const { info } = parse(await readFile(join(root, 'openapi', `${service}.yaml`), 'utf8')) as {
        info: { title: string; version: string; summary?: string };
      };
      return (
        `<li><a href="${service}.html">${escapeHtml(info.title)}</a> <code>${escapeHtml(info.version)}</code>` +
        (info.summary ? `<br><small>${escapeHtml(info.summary)}</small>` : '') +
        `</li>`
      );
    }),
  );
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>API reference: the portal's four services</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 48rem; margin: 2rem auto">
<h1>API reference</h1>
<p>The contract between the portal and its services, from <code>openapi/</code>. What the portal
only proposes is marked <strong>Proposed</strong>: a badge on an operation, a prefix on a schema's,
property's or parameter's description (docs/backend-teams.md, section 1).</p>
<ul>
${items.join('\n')}
</ul>
</body>
</html>
`;
}

/** Every page and the index; with `ifStale`, nothing when the build is newer than the documents. */
export async function buildApiDocs({
  dir = API_DOCS_DIR,
  ifStale = false,
}: { dir?: string; ifStale?: boolean } = {}): Promise<{ dir: string; built: boolean }> {
  if (ifStale && !apiDocsStale(dir)) return { dir, built: false };
  mkdirSync(dir, { recursive: true });
  for (const service of API_DOC_SERVICES) await buildApiDoc(service, dir);
  await writeFile(join(dir, INDEX), await indexPage());
  return { dir, built: true };
}
