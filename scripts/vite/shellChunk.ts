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
import { relative, sep } from 'node:path';
import { build, type Manifest as ViteManifest, type Plugin, type Rollup } from 'vite';

/**
 * Set for the duration of the first build, so that the configuration leaves out what only the real
 * build does (this plugin, the boot script, the delivery files).
 */
export const isShellPrepass = (): boolean => process.env.PORTAL_SHELL_PREPASS === '1';

/** The plugin's name: Storybook, which takes the portal's plugins, leaves it out. */
export const SHELL_CHUNK_PLUGIN = 'shell-chunk';

type Chunk = Pick<
  Rollup.OutputChunk,
  | 'fileName'
  | 'name'
  | 'facadeModuleId'
  | 'isEntry'
  | 'isDynamicEntry'
  | 'imports'
  | 'dynamicImports'
  | 'moduleIds'
  | 'code'
>;

/**
 * Which of the small pieces that screens share ride with the shell: one that at least `parts` of
 * the parts loaded after the first load need (the screens, their tabs and dialogs, the error
 * reporting, a language), more than one screen among them, under `bytes` of unminified code. Each
 * would otherwise be a file of a few hundred bytes that most screens fetch on their first load;
 * over HTTP/1.1's six connections, shared with the boot's requests, a request costs more than its
 * bytes (measured: /subscription's 31 requests against 17 took 200 ms more to show its content).
 * A screen's tabs and dialogs count as parts of their own: the bundler makes a file of each set
 * of parts that share pieces, so the pieces the subscription's tabs share with checkout were
 * three files on checkout's first load, though only two screens need them.
 */
export interface SharedPieces {
  parts: number;
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

const intersection = (sets: readonly ReadonlySet<string>[]): Set<string> =>
  sets.reduce<Set<string> | null>(
    (common, set) => (common ? new Set([...common].filter((item) => set.has(item))) : new Set(set)),
    null,
  ) ?? new Set();

/**
 * The chunks a page loads as it needs them (the entry, and each part loaded by a dynamic import),
 * each with the files it loads statically and its dominators: the loaded chunks that every way of
 * loading it from the entry goes through, itself included.
 */
function loadGraph(chunks: readonly Chunk[]) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closures = new Map(
    chunks.map((chunk) => [chunk.fileName, staticClosure(chunk, (file) => byFile.get(file))]),
  );
  const closureOf = (file: string) => closures.get(file) ?? new Set<string>();
  const loaded = chunks.filter((chunk) => chunk.isEntry || chunk.isDynamicEntry);
  const roots = new Set(loaded.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const loaders = new Map<string, string[]>(loaded.map((chunk) => [chunk.fileName, []]));
  for (const chunk of loaded) {
    const files = [chunk.fileName, ...closureOf(chunk.fileName)];
    const loads = new Set(files.flatMap((file) => byFile.get(file)?.dynamicImports ?? []));
    for (const part of loads) loaders.get(part)?.push(chunk.fileName);
  }
  // Each loaded chunk's dominators, to a fixed point (a few dozen chunks).
  const everyChunk = new Set(loaded.map((chunk) => chunk.fileName));
  const dominators = new Map(
    loaded.map((chunk) => [
      chunk.fileName,
      roots.has(chunk.fileName) ? new Set([chunk.fileName]) : new Set(everyChunk),
    ]),
  );
  for (let changed = true; changed;) {
    changed = false;
    for (const { fileName } of loaded) {
      if (roots.has(fileName)) continue;
      const next = intersection(
        (loaders.get(fileName) ?? []).map((loader) => dominators.get(loader) ?? new Set()),
      );
      next.add(fileName);
      if (next.size !== dominators.get(fileName)?.size) {
        dominators.set(fileName, next);
        changed = true;
      }
    }
  }
  const depth = (file: string) => dominators.get(file)?.size ?? 0;
  /** The loaded chunks that load a piece, and the deepest chunk every one of them goes through. */
  const usersOf = (piece: Chunk) => {
    const users = loaded.filter((chunk) => closureOf(chunk.fileName).has(piece.fileName));
    const common = intersection(users.map((user) => dominators.get(user.fileName) ?? new Set()));
    const [owner] = [...common].sort((a, b) => depth(b) - depth(a));
    return { users, owner };
  };
  return { byFile, closureOf, loaded, roots, usersOf };
}

/**
 * The modules of the entry chunks and of every chunk they import statically, directly or not (what
 * a first load runs on every page), and of the small pieces several screens share (`shared`).
 */
export function shellModules(chunks: readonly Chunk[], shared: SharedPieces): Set<string> {
  const { closureOf, roots, usersOf } = loadGraph(chunks);
  const shellFiles = new Set(
    chunks
      .filter((chunk) => chunk.isEntry)
      .flatMap((entry) => [entry.fileName, ...closureOf(entry.fileName)]),
  );
  let sharedPieces = chunks.filter((chunk) => {
    if (shellFiles.has(chunk.fileName) || chunk.isEntry || chunk.isDynamicEntry) return false;
    if (chunk.code.length >= shared.bytes) return false;
    const { users, owner } = usersOf(chunk);
    const parts = users.filter((user) => user.isDynamicEntry).length;
    // Loaded through one screen alone, it is that screen's (dominatedPieces), not the shell's.
    return parts >= shared.parts && owner !== undefined && roots.has(owner);
  });
  // A piece rides along only with what it imports: the shell must not import a screen's chunk.
  for (let dropped = true; dropped;) {
    const riding = new Set([...shellFiles, ...sharedPieces.map((chunk) => chunk.fileName)]);
    const kept = sharedPieces.filter((chunk) =>
      [...closureOf(chunk.fileName)].every((file) => riding.has(file)),
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

export interface DominatedPieces {
  /** The group of each module that moves, the screen's own modules with it. */
  groups: Map<string, string>;
  /** The screens whose chunks take pieces: the modules a dynamic import loads them by. */
  screens: Set<string>;
}

/**
 * The pieces a screen or a part already loads with itself and that only what it loads later
 * shares: each goes into that screen's or part's chunk (by module, to the group named for it), so
 * the screen is one file where it was several. The bundler cannot know that a screen's chunk is
 * always there before the parts it loads (its dialogs, its tabs): a module the screen shares with
 * them becomes a chunk of its own, one more request on the screen's first load for no byte saved.
 *
 * A piece moves only into a chunk that every part needing it can only be loaded through: the
 * chunk is their dominator in the graph of dynamic imports from the entry (each chunk's, and those
 * of the chunks it imports statically). And only into one that imports it statically already (it
 * adds nothing to that chunk's first load), unless it is small (under `small.bytes` of unminified
 * code, as the shell's shared pieces are) and imports nothing the chunk does not load already:
 * then its bytes cost the screen's first load less than its own request costs the parts' (the
 * subscription's tabs share the invoices' read, its payment-status rule and the confirmations'
 * hook, a few hundred bytes in three files). A piece the shell takes stays there.
 */
export function dominatedPieces(
  chunks: readonly Chunk[],
  shell: ReadonlySet<string>,
  small: Pick<SharedPieces, 'bytes'> = { bytes: 0 },
): DominatedPieces {
  const { byFile, closureOf, roots, usersOf } = loadGraph(chunks);
  const groups = new Map<string, string>();
  const screens = new Set<string>();
  const names = new Map<string, string>();
  const groupOf = (screen: Chunk) => {
    let name = names.get(screen.fileName);
    if (!name) {
      const taken = new Set(names.values());
      name = screen.name;
      for (let n = 2; taken.has(name); n += 1) name = `${screen.name}${n}`;
      names.set(screen.fileName, name);
      for (const id of screen.moduleIds) groups.set(id, name);
      if (screen.facadeModuleId) screens.add(screen.facadeModuleId);
    }
    return name;
  };
  for (const piece of chunks) {
    if (piece.isEntry || piece.isDynamicEntry) continue;
    if (piece.moduleIds.some((id) => shell.has(id))) continue;
    const { users, owner } = usersOf(piece);
    if (users.length === 0) continue;
    const screen = owner ? byFile.get(owner) : undefined;
    if (!screen || roots.has(screen.fileName)) continue;
    const loadsWithScreen = closureOf(screen.fileName);
    // A small piece rides along as the shell's do, if all it imports loads with the screen too.
    const rides =
      piece.code.length < small.bytes &&
      [...closureOf(piece.fileName)].every((file) => loadsWithScreen.has(file));
    if (!loadsWithScreen.has(piece.fileName) && !rides) continue;
    const name = groupOf(screen);
    for (const id of piece.moduleIds) groups.set(id, name);
  }
  return { groups, screens };
}

type Manifest = ViteManifest;
type ManifestChunk = Manifest[string];

/**
 * The build's manifest with each merged screen's chunk under its screen's module, as an unmerged
 * dynamic entry is: the bundler makes a chunk of a group, without the facade of the screen it
 * holds, and the manifest would name it `_<file>`. Tests read the screens' chunks by their module.
 */
export function manifestWithScreens(
  manifest: Manifest,
  screenOfFile: ReadonlyMap<string, string>,
): Manifest {
  const renamed = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const screen = screenOfFile.get(chunk.file);
    if (screen && key.startsWith('_')) renamed.set(key, screen);
  }
  const keyOf = (key: string) => renamed.get(key) ?? key;
  return Object.fromEntries(
    Object.entries(manifest).map(([key, chunk]) => {
      const next: ManifestChunk = { ...chunk };
      if (chunk.imports) next.imports = chunk.imports.map(keyOf);
      if (chunk.dynamicImports) next.dynamicImports = chunk.dynamicImports.map(keyOf);
      const screen = renamed.get(key);
      return screen ? [screen, { ...next, src: screen, isDynamicEntry: true }] : [key, next];
    }),
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
  includeDependenciesRecursively?: boolean;
};

export interface ShellChunk {
  /** Runs the first build before the real one reads any module. */
  plugin: Plugin;
  /** The code-splitting group that gathers the shell's modules (`output.codeSplitting.groups`). */
  group: Group;
  /** The group that puts into a screen's chunk the pieces it dominates (`dominatedPieces`). */
  screens: Group;
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
  let dominated: DominatedPieces = { groups: new Map(), screens: new Set() };
  let root = '';
  let manifestFile: string | null = null;
  let configFile: string | undefined;
  let mode = 'production';
  return {
    plugin: {
      name: SHELL_CHUNK_PLUGIN,
      apply: 'build',
      configResolved(config) {
        configFile = config.configFile;
        mode = config.mode;
        root = config.root;
        const { manifest } = config.build;
        manifestFile = manifest === true ? '.vite/manifest.json' : manifest || null;
      },
      generateBundle: {
        order: 'post',
        handler(_options, bundle) {
          const asset = manifestFile ? bundle[manifestFile] : undefined;
          if (asset?.type !== 'asset' || dominated.screens.size === 0) return;
          const manifest = JSON.parse(String(asset.source)) as Manifest;
          // Each merged screen's chunk, by the file that holds the screen's module.
          const screenOfFile = new Map(
            Object.values(bundle).flatMap((output) => {
              const screen =
                output.type === 'chunk'
                  ? output.moduleIds.find((id) => dominated.screens.has(id))
                  : undefined;
              return screen ? [[output.fileName, relative(root, screen).split(sep).join('/')]] : [];
            }),
          );
          asset.source = JSON.stringify(manifestWithScreens(manifest, screenOfFile), undefined, 2);
        },
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
          const chunks = outputs.flatMap(({ output }) =>
            output.filter((file): file is Rollup.OutputChunk => file.type === 'chunk'),
          );
          modules = shellModules(chunks, shared);
          dominated = dominatedPieces(chunks, modules, shared);
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
    screens: {
      name: (id) => dominated.groups.get(id) ?? null,
      debugName: 'screens',
      priority: 1,
      // Only the modules named: what they import is where it was, which the screen loads already.
      includeDependenciesRecursively: false,
    },
  };
}
