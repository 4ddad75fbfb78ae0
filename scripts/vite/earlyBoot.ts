/**
 * The production build's boot script (decision 013): src/api/bootRequests.ts compiled on its own
 * into a small same-origin file that index.html loads first (`async`: the CSP allows one inline
 * script only, the token refresh before it, by its hash), with the configured service URLs and the
 * chunks of the screen the visitor lands on. It begins the boot's requests and the screen's
 * download while the framework downloads; the shell's chunks (App and everything it imports) are
 * preloaded by index.html itself.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type HtmlTagDescriptor, minify, type Plugin, type Rollup, transformWithOxc } from 'vite';
import {
  type BootServices,
  earlyRefreshScript,
  landingEntries,
  landingTranslationIds,
} from '../../src/api/bootRequests.ts';
import { LOCALES } from '../../src/shared/i18n/locales.ts';
import { type ChunkTranslation, chunkIdsIn, translationUrlCode } from './folderCatalogues.ts';
import { staticClosure } from './shellChunk.ts';

const BOOT_SOURCE = fileURLToPath(new URL('../../src/api/bootRequests.ts', import.meta.url));
/** How the app chooses the customer's language: the boot script chooses the same way. */
const LOCALES_SOURCE = fileURLToPath(new URL('../../src/shared/i18n/locales.ts', import.meta.url));
/** Which subscription the subscription screen shows: the boot script asks its renewal preview. */
const PICK_SOURCE = fileURLToPath(
  new URL('../../src/features/subscription/rules/pick.ts', import.meta.url),
);

export interface EarlyBootOptions {
  services: BootServices;
  /**
   * The shell: the chunks of these modules and of their static imports are preloaded by index.html
   * on every path, their styles linked.
   */
  shell: string[];
  /**
   * The screen a path prefix shows (its modules, from the root: a screen and the form inside it):
   * the boot script preloads their chunks and styles on those paths. A `path?tab=name` entry is a
   * tab of that screen, preloaded with it when the page's `tab` is that name; `path?tab=` is the
   * tab of a page that names none of the listed ones (the subscription's overview). A module that
   * builds no chunk fails the build, so a renamed screen cannot leave its preload behind
   * unnoticed.
   */
  screens: Record<string, readonly string[]>;
  /**
   * The files that join the translations of the chunks a page lands on, one per language
   * (folderCatalogues' `joinTranslations`): the boot script preloads that one file.
   */
  joinTranslations: (ids: readonly string[]) => ChunkTranslation[];
}

/**
 * Every set of the table's entries a page may land on (`landingEntries`, the boot script's own
 * rule): each path's, which for a tab is its screen's and its own, and none (a path the table does
 * not list: the shell alone).
 */
export function landings(table: readonly string[]): string[][] {
  const each = table.map((path) => landingEntries(table, new URL(path, 'http://portal')));
  return [[], ...new Map(each.map((entries) => [entries.join(' '), entries])).values()];
}

/** A chunk's file and the files of its static imports, JS and CSS, each once. */
function filesOf(bundle: Rollup.OutputBundle, module: string): { js: string[]; css: string[] } {
  const chunks = Object.values(bundle).filter(
    (output): output is Rollup.OutputChunk => output.type === 'chunk',
  );
  // A screen whose chunk took the pieces it dominates (shellChunk.ts) is in a group's chunk, which
  // the bundler makes without the screen as its facade.
  const start =
    chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/${module}`)) ??
    chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(`/${module}`)));
  if (!start) throw new Error(`early boot: no chunk is built from ${module}`);
  const chunkOf = (file: string) => {
    const output = bundle[file];
    return output?.type === 'chunk' ? output : undefined;
  };
  const js = [start.fileName, ...staticClosure(start, chunkOf)];
  const css = js.flatMap((file) => [...(chunkOf(file)?.viteMetadata?.importedCss ?? [])]);
  return { js, css: [...new Set(css)] };
}

/**
 * The ids of the translation files a page preloads, the same in every language: under `''` the
 * shell chunks' own, under a screen's path its chunks' own (scripts/vite/folderCatalogues.ts writes
 * each chunk's id into its registrations).
 */
function translationIds(
  bundle: Rollup.OutputBundle,
  shellJs: readonly string[],
  screenFiles: Record<string, readonly string[]>,
): Record<string, string[]> {
  const idsIn = (files: readonly string[]) => [
    ...new Set(
      files.flatMap((file) => {
        const output = bundle[file];
        return output?.type === 'chunk' ? chunkIdsIn(output.code) : [];
      }),
    ),
  ];
  return {
    '': idsIn(shellJs),
    ...Object.fromEntries(Object.entries(screenFiles).map(([path, files]) => [path, idsIn(files)])),
  };
}

/** A module's code as plain script statements: types and `export`s gone. */
async function asScript(file: string): Promise<string> {
  const { code } = await transformWithOxc(readFileSync(file, 'utf8'), file, { lang: 'ts' });
  // The script has no modules: what a source imports would be missing from it.
  if (/^import /m.test(code)) throw new Error(`early boot: ${file} imports more than types`);
  return code.replace(/^export /gm, '');
}

/** A stylesheet's link as Vite writes it into the head, whatever its other attributes. */
export const linkTo = (href: unknown): RegExp =>
  new RegExp(
    `\\s*<link rel="stylesheet"[^>]* href="${String(href).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`,
  );

/**
 * The boot script's source: bootRequests.ts, locales.ts and the subscription pick (none imports
 * more than types) as a plain script that runs `bootFromIndexHtml`.
 */
async function bootScript(
  services: BootServices,
  screens: Record<string, string[]>,
  translations: Record<string, string[]>,
  base: string,
) {
  const sources = [BOOT_SOURCE, LOCALES_SOURCE, PICK_SOURCE];
  const body = (await Promise.all(sources.map(asScript))).join('\n');
  // The files by id alone (the hashes are what does not compress), their URL written out once.
  const file = `(locale, id) => ${translationUrlCode(base, 'locale', 'id')}`;
  // Every language has its files: English too, but for the shell's, which its chunk carries.
  const translated = LOCALES;
  const call = `bootFromIndexHtml(${JSON.stringify(services)}, ${JSON.stringify(screens)}, { files: ${JSON.stringify(translations)}, translated: ${JSON.stringify(translated)}, file: ${file}, detect: browserLocale, warm: warmFormatters }, pickSubscription);`;
  return (await minify('boot.js', `(() => {\n${body}\n${call}\n})();\n`)).code;
}

export function earlyBoot(enabled: boolean, options: EarlyBootOptions): Plugin {
  let base = '/';
  let bootSrc = '';
  let tags: HtmlTagDescriptor[] = [];
  return {
    name: 'early-boot',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    // Before Vite writes index.html (in its own generateBundle), so that its tags are known.
    generateBundle: {
      order: 'pre',
      async handler(_, bundle) {
        // Without the services' URLs the app shows its configuration error; there is nothing to ask.
        if (!enabled || !options.services.account || !options.services.subscription) return;
        const shellFiles = options.shell.map((module) => filesOf(bundle, module));
        const shell = {
          js: [...new Set(shellFiles.flatMap(({ js }) => js))],
          css: [...new Set(shellFiles.flatMap(({ css }) => css))],
        };
        const ownFiles = Object.fromEntries(
          Object.entries(options.screens).map(([path, modules]) => {
            const files = modules.map((module) => filesOf(bundle, module));
            const js = files.flatMap((file) => file.js);
            const css = files.flatMap((file) => file.css);
            return [
              path,
              [...new Set([...js, ...css])].filter(
                (file) => !shell.js.includes(file) && !shell.css.includes(file),
              ),
            ];
          }),
        );
        // A tab's entry (`/subscription?tab=invoices`) is preloaded with its screen's: it lists
        // only what the screen's does not.
        const screenFiles = Object.fromEntries(
          Object.entries(ownFiles).map(([path, files]) => {
            const [screenPath, tab] = path.split('?');
            const screen = tab && screenPath ? ownFiles[screenPath] : undefined;
            if (tab && !screen) {
              throw new Error(`early boot: ${path} names a tab of no screen in the table`);
            }
            return [path, files.filter((file) => !screen?.includes(file))];
          }),
        );
        const screens = Object.fromEntries(
          Object.entries(screenFiles).map(([path, files]) => [
            path,
            files.map((file) => base + file),
          ]),
        );
        const translations = translationIds(bundle, shell.js, screenFiles);
        // Each landing's translations joined in one file per language (one chunk's alone being
        // that chunk's own file).
        const joined = new Map(
          landings(Object.keys(screenFiles))
            .map((entries) => landingTranslationIds(translations, entries))
            .filter((ids) => ids.length > 1)
            .flatMap((ids) => options.joinTranslations(ids))
            .map(({ fileName, source }) => [fileName, source]),
        );
        for (const [fileName, source] of joined) this.emitFile({ type: 'asset', fileName, source });
        const source = await bootScript(options.services, screens, translations, base);
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        const fileName = `assets/boot-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        bootSrc = base + fileName;
        tags = [
          ...shell.js.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: base + file },
            injectTo: 'head' as const,
          })),
          // Linked by the page, not by Vite's loader when the app imports them: the parser reads
          // them as they arrive, off the critical path, where the loader's appendChild would parse
          // them in the middle of the app's start. At the end of the body, so that they do not
          // hold the loader's first paint. (crossorigin as Vite's loader would link them, which
          // then finds them and adds none of its own.)
          ...shell.css.map((file) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: base + file },
            injectTo: 'body' as const,
          })),
        ];
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!bootSrc) return html;
        // The page's first request after itself (HTTP/1.1 gives a host six connections), yet after
        // the charset and the Content Security Policy, which apply only to what follows them.
        // Before it, the inline refresh (earlyRefreshScript; the policy allows it by its hash).
        const early = `<script>${earlyRefreshScript(options.services.account)}</script>`;
        const boot = `${early}\n    <script async src="${bootSrc}"></script>`;
        const charset = /<meta charset=[^>]*>/i;
        if (!charset.test(html)) throw new Error('early boot: index.html has no <meta charset>');
        // Vite links the stylesheets of the entry's chunks in the head, where they would hold the
        // loader's first paint until they arrive (half a second of a throttled first visit): they
        // go to the end of the body instead, with the tags above.
        const withoutHeadStyles = tags
          .filter((tag) => tag.attrs?.rel === 'stylesheet')
          .reduce((page, tag) => page.replace(linkTo(tag.attrs?.href), ''), html);
        return {
          html: withoutHeadStyles.replace(charset, (meta) => `${meta}\n    ${boot}`),
          // The entry's own preloads are in the page already.
          tags: tags.filter(
            (tag) => tag.attrs?.rel === 'stylesheet' || !html.includes(`${tag.attrs?.href}"`),
          ),
        };
      },
    },
  };
}
