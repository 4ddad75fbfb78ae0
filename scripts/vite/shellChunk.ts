/**
 * The shell as one chunk (decision 004): every module that a first load runs whatever the screen,
 * in one file beside the framework's, with no bundler wrapper around each module.
 *
 * Why a build of its own first: rolldown would put the modules the entry needs into the entry's
 * chunk, but its pass that proves "loaded before every lazy screen" gives up on a graph like ours
 * (a module shared by the entry and by a dialog of a lazy screen keeps a chunk of its own), and the
 * first load became two dozen small chunks. `experimentalInlineCommonChunks` copied them back into
 * the entry, at the price of `strictExecutionOrder`, which wraps every module of every chunk in an
 * init function: 4 to 5 KB gzip on every first load and the script time to run them. Which modules
 * the entry needs cannot be read from the module graph alone (a component library's index module
 * imports every component, the entry uses a dozen), so this plugin asks rolldown: a quick build of
 * the same configuration, unminified and unwritten, whose entry chunk and the chunks it imports
 * statically name the shell's modules. The real build then gathers those modules into one chunk,
 * `shell`, with a code-splitting group.
 */
import { build, type Plugin, type Rollup } from 'vite';

/**
 * Set for the duration of the first build, so that the configuration leaves out what only the real
 * build does (this plugin, the boot script, the delivery files).
 */
export const isShellPrepass = (): boolean => process.env.PORTAL_SHELL_PREPASS === '1';

/** The plugin's name: Storybook, which takes the portal's plugins, leaves it out. */
export const SHELL_CHUNK_PLUGIN = 'shell-chunk';

type Chunk = Pick<
  Rollup.OutputChunk,
  'fileName' | 'isEntry' | 'isDynamicEntry' | 'imports' | 'dynamicImports' | 'moduleIds' | 'code'
>;

/**
 * Which of the small pieces that screens share ride with the shell: one that at least `screens` of
 * the parts loaded from the shell need (the screens, the error reporting, a language), under `bytes`
 * of unminified code. Each would otherwise be a file of a few hundred bytes that most screens fetch
 * on their first load; over HTTP/1.1's six connections, shared with the boot's requests, a request
 * costs more than its bytes (measured: /subscription's 31 requests against 17 took 200 ms more to
 * show its content).
 */
export interface SharedPieces {
  screens: number;
  bytes: number;
}

/**
 * The files of the chunks a chunk imports statically, directly or not, in the order a depth-first
 * walk meets them (what the browser loads with it). `byFile` finds a chunk by its file.
 */
export function staticClosure<C extends Pick<Chunk, 'imports'>>(
  chunk: C,
  byFile: (file: string) => C | undefined,
): Set<string> {
  const files = new Set<string>();
  const visit = (current: C) => {
    for (const file of current.imports) {
      const imported = byFile(file);
      if (imported && !files.has(file)) {
        files.add(file);
        visit(imported);
      }
    }
  };
  visit(chunk);
  return files;
}

/**
 * The modules of the entry chunks and of every chunk they import statically, directly or not (what
 * a first load runs on every page), and of the small pieces most screens share (`shared`).
 */
export function shellModules(chunks: readonly Chunk[], shared: SharedPieces): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closures = new Map(
    chunks.map((chunk) => [chunk.fileName, staticClosure(chunk, (file) => byFile.get(file))]),
  );
  const importsOf = (chunk: Chunk) => closures.get(chunk.fileName) ?? new Set<string>();
  const shellFiles = new Set(
    chunks
      .filter((chunk) => chunk.isEntry)
      .flatMap((entry) => [entry.fileName, ...importsOf(entry)]),
  );
  const needs = [...shellFiles]
    .flatMap((file) => byFile.get(file)?.dynamicImports ?? [])
    .map((file) => closures.get(file))
    .filter((files) => files !== undefined);
  let sharedPieces = chunks.filter(
    (chunk) =>
      !shellFiles.has(chunk.fileName) &&
      !chunk.isEntry &&
      !chunk.isDynamicEntry &&
      chunk.code.length < shared.bytes &&
      needs.filter((files) => files.has(chunk.fileName)).length >= shared.screens,
  );
  // A piece rides along only with what it imports: the shell must not import a screen's chunk.
  for (let dropped = true; dropped;) {
    const riding = new Set([...shellFiles, ...sharedPieces.map((chunk) => chunk.fileName)]);
    const kept = sharedPieces.filter((chunk) =>
      [...importsOf(chunk)].every((file) => riding.has(file)),
    );
    dropped = kept.length < sharedPieces.length;
    sharedPieces = kept;
  }
  return new Set(
    [...chunks.filter((chunk) => shellFiles.has(chunk.fileName)), ...sharedPieces].flatMap(
      (chunk) => chunk.moduleIds,
    ),
  );
}

/** What the bundler knows of a module while it makes chunks (rolldown's `ChunkingContext`). */
type ModuleInfo = (id: string) => { isEntry: boolean; importers: readonly string[] } | null;

/**
 * Whether the shell's chunk takes a module of the shell: not the page's entry module nor the
 * script it loads (`src/main.tsx`), which make the entry chunk; a chunk without them would leave
 * the page's entry empty.
 */
export function inShellChunk(
  id: string,
  shell: ReadonlySet<string>,
  moduleInfo: ModuleInfo,
): boolean {
  if (!shell.has(id)) return false;
  const info = moduleInfo(id);
  return (
    !info || !(info.isEntry || info.importers.some((importer) => moduleInfo(importer)?.isEntry))
  );
}

type Group = {
  name: (id: string, context: { getModuleInfo: ModuleInfo }) => string | null;
  /** The group's label in the bundler's timing report (its name being a function). */
  debugName: string;
  priority: number;
};

export interface ShellChunk {
  /** Runs the first build before the real one reads any module. */
  plugin: Plugin;
  /** The code-splitting group that gathers the shell's modules (`output.codeSplitting.groups`). */
  group: Group;
  /** Whether a first load runs the module (known once the first build is done). */
  has: (id: string) => boolean;
}

/**
 * Vite's preload helper, which goes with the framework: the language modules' loaders use it too,
 * and alone it may land in a language's chunk, which every page would then load; in a chunk of its
 * own it took one of HTTP/1.1's six connections on every first load.
 */
const PRELOAD_HELPER = /preload-helper/;

/**
 * The framework's chunk, beside the shell's: the modules of its packages (`framework`) that a first
 * load runs, and Vite's preload helper. The rest of those packages goes with the screens that use
 * it (signup's `useQueries`, the lists' infinite queries, the dialogs' mutation state: 1.7 KB gzip
 * that every first load carried). In the first build (no `shell` yet) only the helper is grouped,
 * so that the framework's modules a first load needs are found as any other module is.
 */
export function frameworkGroup(
  framework: RegExp,
  shell: Pick<ShellChunk, 'has'> | undefined,
): Group {
  return {
    name: (id) =>
      PRELOAD_HELPER.test(id) || (framework.test(id) && shell?.has(id)) ? 'framework' : null,
    debugName: 'framework',
    priority: 10,
  };
}

/**
 * The plugin and its group. A group of a higher priority (the framework's) keeps its modules; the
 * development server does not split chunks and does not run it.
 */
export function shellChunk(shared: SharedPieces): ShellChunk {
  let modules = new Set<string>();
  let configFile: string | undefined;
  let mode = 'production';
  return {
    plugin: {
      name: SHELL_CHUNK_PLUGIN,
      apply: 'build',
      configResolved(config) {
        configFile = config.configFile;
        mode = config.mode;
      },
      async buildStart() {
        if (!configFile) this.error('shell chunk: the first build needs the configuration file');
        process.env.PORTAL_SHELL_PREPASS = '1';
        try {
          const result = await build({
            configFile,
            mode,
            logLevel: 'silent',
            build: {
              write: false,
              minify: false,
              sourcemap: false,
              manifest: false,
              emptyOutDir: false,
              reportCompressedSize: false,
            },
          });
          const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
          modules = shellModules(
            outputs.flatMap(({ output }) =>
              output.filter((file): file is Rollup.OutputChunk => file.type === 'chunk'),
            ),
            shared,
          );
        } finally {
          delete process.env.PORTAL_SHELL_PREPASS;
        }
      },
    },
    has: (id) => modules.has(id),
    group: {
      name: (id, context) =>
        inShellChunk(id, modules, (module) => context.getModuleInfo(module)) ? 'shell' : null,
      debugName: 'shell',
      priority: 5,
    },
  };
}
