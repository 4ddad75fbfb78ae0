import { describe, expect, test } from 'vitest';
import {
  dominatedPieces,
  frameworkGroup,
  inShellChunk,
  manifestWithScreens,
  shellModules,
} from './shellChunk.ts';

type Chunk = Parameters<typeof shellModules>[0][number];

const chunk = (
  fileName: string,
  moduleIds: string[],
  {
    imports = [],
    dynamicImports = [],
    isEntry = false,
    isDynamicEntry = false,
    bytes = 100,
  }: Partial<Pick<Chunk, 'imports' | 'dynamicImports' | 'isEntry' | 'isDynamicEntry'>> & {
    bytes?: number;
  } = {},
): Chunk => ({
  fileName,
  name: fileName.replace(/\.js$/, ''),
  facadeModuleId: isEntry || isDynamicEntry ? (moduleIds[0] ?? null) : null,
  moduleIds,
  imports,
  dynamicImports,
  isEntry,
  isDynamicEntry,
  code: 'x'.repeat(bytes),
});

/** No piece shared by screens rides along: the entry chunk and its static imports alone. */
const NO_PIECES = { parts: Infinity, bytes: 0 };

const screens = ['Profile.js', 'Orders.js', 'Seats.js'];
const entry = chunk('index.js', ['/src/main.tsx'], {
  imports: ['app.js'],
  dynamicImports: screens,
  isEntry: true,
});
const app = chunk('app.js', ['/src/app/App.tsx']);
const screen = (fileName: string, imports: string[]) =>
  chunk(fileName, [`/src/${fileName}`], { imports: ['app.js', ...imports], isDynamicEntry: true });

describe('shellModules: what every first load runs', () => {
  test.each([
    {
      name: 'the entry chunk and the chunks it imports, directly or not',
      chunks: [
        chunk('index.js', ['/index.html', '/src/main.tsx'], {
          imports: ['a.js', 'framework.js'],
          isEntry: true,
        }),
        chunk('a.js', ['/src/api/http.ts'], { imports: ['b.js'] }),
        chunk('b.js', ['/src/config/paths.ts']),
        chunk('framework.js', ['/node_modules/react/index.js']),
      ],
      shell: [
        '/index.html',
        '/src/main.tsx',
        '/src/api/http.ts',
        '/src/config/paths.ts',
        '/node_modules/react/index.js',
      ],
    },
    {
      name: 'not what a screen alone imports (a dynamic import is no static import)',
      chunks: [
        entry,
        app,
        screen('Profile.js', ['load.js']),
        chunk('load.js', ['/src/shared/ui/LoadFailure.tsx']),
      ],
      shell: ['/src/main.tsx', '/src/app/App.tsx'],
    },
    {
      name: 'each chunk once, whatever the cycles',
      chunks: [
        chunk('index.js', ['/src/main.tsx'], { imports: ['a.js'], isEntry: true }),
        chunk('a.js', ['/src/a.ts'], { imports: ['b.js'] }),
        chunk('b.js', ['/src/b.ts'], { imports: ['a.js', 'index.js'] }),
      ],
      shell: ['/src/main.tsx', '/src/a.ts', '/src/b.ts'],
    },
  ])('$name', ({ chunks, shell }) => {
    expect([...shellModules(chunks, NO_PIECES)].sort()).toEqual([...shell].sort());
  });
});

describe('shellModules: the small pieces that screens share ride with the shell', () => {
  const pieces = { parts: 2, bytes: 1_000 };
  /** Two screens that both import `p.js`, the piece under test. */
  const twoScreensNeedingIt = [
    entry,
    app,
    screen('Profile.js', ['p.js']),
    screen('Orders.js', ['p.js']),
  ];
  test.each([
    {
      name: 'a small piece that enough screens need',
      chunks: twoScreensNeedingIt,
      piece: chunk('p.js', ['/src/shared/format.ts']),
      rides: true,
    },
    {
      name: 'not one that fewer screens need',
      chunks: [entry, app, screen('Profile.js', ['p.js']), screen('Orders.js', [])],
      piece: chunk('p.js', ['/src/shared/format.ts']),
      rides: false,
    },
    {
      name: 'not a large one',
      chunks: twoScreensNeedingIt,
      piece: chunk('p.js', ['/src/shared/form.ts'], { bytes: 5_000 }),
      rides: false,
    },
    {
      name: 'not one that imports what stays with the screens (the shell would load it)',
      chunks: [...twoScreensNeedingIt, chunk('big.js', ['/src/shared/form.ts'], { bytes: 5_000 })],
      piece: chunk('p.js', ['/src/shared/Field.tsx'], { imports: ['big.js'] }),
      rides: false,
    },
    {
      name: 'one that imports another piece that rides',
      chunks: [...twoScreensNeedingIt, chunk('q.js', ['/src/shared/ui/Paper.tsx'])],
      piece: chunk('p.js', ['/src/shared/LoadFailure.tsx'], { imports: ['q.js'] }),
      rides: true,
    },
    {
      name: "one a screen's tab and another screen need (the tab counts as a part of its own)",
      chunks: [
        entry,
        app,
        screen('Profile.js', ['p.js']),
        chunk('Orders.js', ['/src/Orders.js'], {
          imports: ['app.js'],
          dynamicImports: ['Tab.js'],
          isDynamicEntry: true,
        }),
        chunk('Tab.js', ['/src/Tab.tsx'], { imports: ['app.js', 'p.js'], isDynamicEntry: true }),
      ],
      piece: chunk('p.js', ['/src/shared/format.ts']),
      rides: true,
    },
    {
      name: "not one that only one screen's parts need (it is that screen's: dominatedPieces)",
      chunks: [
        entry,
        app,
        screen('Profile.js', []),
        chunk('Orders.js', ['/src/Orders.js'], {
          imports: ['app.js'],
          dynamicImports: ['Tab.js', 'Dialog.js'],
          isDynamicEntry: true,
        }),
        chunk('Tab.js', ['/src/Tab.tsx'], { imports: ['app.js', 'p.js'], isDynamicEntry: true }),
        chunk('Dialog.js', ['/src/Dialog.tsx'], {
          imports: ['app.js', 'p.js'],
          isDynamicEntry: true,
        }),
      ],
      piece: chunk('p.js', ['/src/shared/format.ts']),
      rides: false,
    },
    {
      name: 'not a screen itself, however small',
      chunks: [entry, app, screen('Orders.js', ['Profile.js']), screen('Seats.js', ['Profile.js'])],
      piece: screen('Profile.js', []),
      rides: false,
    },
  ])('$name', ({ chunks, piece, rides }) => {
    const shell = shellModules([...chunks, piece], pieces);
    expect(piece.moduleIds.every((id) => shell.has(id))).toBe(rides);
    expect(shell.has('/src/app/App.tsx')).toBe(true);
  });
});

describe('dominatedPieces: a screen takes the pieces only it and what it loads later share', () => {
  const shellOf = (chunks: Chunk[]) => shellModules(chunks, NO_PIECES);
  /** The subscription screen, a dialog it loads and a piece `p.js`, which both import. */
  const subscription = (screenImports: string[], more: Chunk[] = []) => [
    chunk('index.js', ['/src/main.tsx'], {
      imports: ['app.js'],
      dynamicImports: ['Subscription.js', 'Profile.js'],
      isEntry: true,
    }),
    app,
    chunk('Subscription.js', ['/src/Subscription.tsx', '/src/Overview.tsx'], {
      imports: ['app.js', ...screenImports],
      dynamicImports: ['Cancel.js'],
      isDynamicEntry: true,
    }),
    chunk('Cancel.js', ['/src/Cancel.tsx'], {
      imports: ['app.js', 'p.js'],
      isDynamicEntry: true,
    }),
    chunk('Profile.js', ['/src/Profile.tsx'], { imports: ['app.js'], isDynamicEntry: true }),
    ...(more.some((each) => each.fileName === 'p.js') ? [] : [chunk('p.js', ['/src/price.ts'])]),
    ...more,
  ];
  /** A second dialog that imports `p.js`: with the cancel dialog, the only parts that need it. */
  const withPause = (chunks: Chunk[]) => [
    ...chunks.map((each) =>
      each.fileName === 'Subscription.js'
        ? { ...each, dynamicImports: ['Cancel.js', 'Pause.js'] }
        : each,
    ),
    chunk('Pause.js', ['/src/Pause.tsx'], { imports: ['app.js', 'p.js'], isDynamicEntry: true }),
  ];
  test.each([
    {
      name: 'a piece the screen imports and its dialog shares goes into the screen',
      chunks: subscription(['p.js']),
      groups: {
        '/src/Subscription.tsx': 'Subscription',
        '/src/Overview.tsx': 'Subscription',
        '/src/price.ts': 'Subscription',
      },
    },
    {
      name: 'not one the screen does not import (its first load would carry the dialogs’ code)',
      chunks: withPause(subscription([], [chunk('p.js', ['/src/price.ts'], { bytes: 5_000 })])),
      groups: {},
    },
    {
      name: 'a small one the screen does not import, whose imports load with the screen',
      chunks: withPause(subscription([])),
      small: { bytes: 1_000 },
      groups: {
        '/src/Subscription.tsx': 'Subscription',
        '/src/Overview.tsx': 'Subscription',
        '/src/price.ts': 'Subscription',
      },
    },
    {
      name: 'not a small one that imports what the screen does not load (the screen would load it)',
      chunks: withPause(
        subscription(
          [],
          [
            chunk('p.js', ['/src/price.ts'], { imports: ['big.js'] }),
            chunk('big.js', ['/src/form.ts'], { bytes: 5_000 }),
          ],
        ),
      ),
      small: { bytes: 1_000 },
      groups: {},
    },
    {
      name: 'not one another screen shares (that screen would load this one)',
      chunks: subscription(['p.js']).map((each) =>
        each.fileName === 'Profile.js' ? { ...each, imports: ['app.js', 'p.js'] } : each,
      ),
      groups: {},
    },
    {
      name: 'not one a dialog shares that another screen loads too',
      chunks: subscription(['p.js']).map((each) =>
        each.fileName === 'Profile.js' ? { ...each, dynamicImports: ['Cancel.js'] } : each,
      ),
      groups: {},
    },
    {
      name: 'one a dialog shares that the screen loads through a piece of its own',
      chunks: subscription(
        ['p.js', 'actions.js'],
        [chunk('actions.js', ['/src/Actions.tsx'], { dynamicImports: ['Cancel.js'] })],
      ).map((each) =>
        each.fileName === 'Subscription.js' ? { ...each, dynamicImports: [] } : each,
      ),
      groups: {
        '/src/Subscription.tsx': 'Subscription',
        '/src/Overview.tsx': 'Subscription',
        '/src/price.ts': 'Subscription',
        '/src/Actions.tsx': 'Subscription',
      },
    },
  ])('$name', ({ chunks, groups, small }) => {
    const dominated = dominatedPieces(chunks, shellOf(chunks), small);
    expect(Object.fromEntries(dominated.groups)).toEqual(groups);
    const named = Object.keys(groups).length > 0;
    expect([...dominated.screens]).toEqual(named ? ['/src/Subscription.tsx'] : []);
  });

  test('a piece the shell takes stays there', () => {
    const chunks = subscription(['p.js']);
    const shell = new Set([...shellOf(chunks), '/src/price.ts']);
    expect(dominatedPieces(chunks, shell).groups.size).toBe(0);
  });
});

describe('manifestWithScreens: a merged screen keeps its module as its key', () => {
  test('the chunk under its screen, and every import of it renamed', () => {
    const manifest = {
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        dynamicImports: ['_Subscription-a1.js', 'src/Profile.tsx'],
      },
      '_Subscription-a1.js': { file: 'assets/Subscription-a1.js', name: 'Subscription' },
      '_Subscription-b2.css': { file: 'assets/Subscription-b2.css', name: 'Subscription' },
      'src/Cancel.tsx': {
        file: 'assets/Cancel.js',
        isDynamicEntry: true,
        imports: ['_Subscription-a1.js'],
      },
      'src/Profile.tsx': { file: 'assets/Profile.js', isDynamicEntry: true },
    };
    expect(
      manifestWithScreens(
        manifest,
        new Map([['assets/Subscription-a1.js', 'src/Subscription.tsx']]),
      ),
    ).toEqual({
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        dynamicImports: ['src/Subscription.tsx', 'src/Profile.tsx'],
      },
      'src/Subscription.tsx': {
        file: 'assets/Subscription-a1.js',
        name: 'Subscription',
        src: 'src/Subscription.tsx',
        isDynamicEntry: true,
      },
      '_Subscription-b2.css': { file: 'assets/Subscription-b2.css', name: 'Subscription' },
      'src/Cancel.tsx': {
        file: 'assets/Cancel.js',
        isDynamicEntry: true,
        imports: ['src/Subscription.tsx'],
      },
      'src/Profile.tsx': { file: 'assets/Profile.js', isDynamicEntry: true },
    });
  });
});

describe('inShellChunk: the page and the script it loads keep the entry chunk', () => {
  const graph: Record<string, { isEntry: boolean; importers: string[] }> = {
    '/index.html': { isEntry: true, importers: [] },
    '/src/main.tsx': { isEntry: false, importers: ['/index.html'] },
    '/src/app/App.tsx': { isEntry: false, importers: ['/src/main.tsx'] },
    '/src/features/profile/ProfileScreen.tsx': { isEntry: false, importers: [] },
  };
  const shell = new Set(['/index.html', '/src/main.tsx', '/src/app/App.tsx']);
  test.each([
    ['/index.html', false],
    ['/src/main.tsx', false],
    ['/src/app/App.tsx', true],
    ['/src/features/profile/ProfileScreen.tsx', false],
  ])('%s: %s', (id, expected) => {
    expect(inShellChunk(id, shell, (module) => graph[module] ?? null)).toBe(expected);
  });
});

describe('frameworkGroup: the framework a first load runs, and the preload helper', () => {
  const FRAMEWORK = /node_modules[\\/](react|@tanstack[\\/][^\\/]+)[\\/]/;
  const firstLoad = new Set([
    '/node_modules/react/index.js',
    '/node_modules/@tanstack/react-query/build/modern/useQuery.js',
    '/src/app/App.tsx',
  ]);
  const shell = { has: (id: string) => firstLoad.has(id) };
  const noContext = { getModuleInfo: () => null };
  test.each([
    {
      name: 'the framework a first load runs',
      id: '/node_modules/react/index.js',
      expected: 'framework',
    },
    {
      name: 'a hook the first screen uses',
      id: '/node_modules/@tanstack/react-query/build/modern/useQuery.js',
      expected: 'framework',
    },
    {
      name: 'a hook only a lazy screen uses',
      id: '/node_modules/@tanstack/react-query/build/modern/useQueries.js',
      expected: null,
    },
    { name: 'our own module of the first load', id: '/src/app/App.tsx', expected: null },
    { name: 'the preload helper', id: '\0vite/preload-helper.js', expected: 'framework' },
    {
      name: 'the framework, in the first build',
      id: '/node_modules/react/index.js',
      firstBuild: true,
      expected: null,
    },
    {
      name: 'the preload helper, in the first build',
      id: '\0vite/preload-helper.js',
      firstBuild: true,
      expected: 'framework',
    },
  ])('$name', ({ id, firstBuild, expected }) => {
    expect(frameworkGroup(FRAMEWORK, firstBuild ? undefined : shell).name(id, noContext)).toBe(
      expected,
    );
  });
});
