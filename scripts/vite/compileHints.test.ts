import { expect, test } from 'vitest';
import { firstScreenChunks } from './compileHints.ts';

const chunk = (
  fileName: string,
  { imports = [] as string[], isEntry = false, facadeModuleId = null as string | null } = {},
) => ({ fileName, imports, isEntry, facadeModuleId });

const BUNDLE = [
  chunk('index.js', { isEntry: true, imports: ['runtime.js', 'framework.js', 'shell.js'] }),
  chunk('runtime.js'),
  chunk('framework.js', { imports: ['runtime.js'] }),
  chunk('shell.js', { imports: ['framework.js'] }),
  chunk('Profile.js', {
    facadeModuleId: '/repo/src/features/profile/ProfileScreen.tsx',
    imports: ['shell.js', 'Facts.js'],
  }),
  chunk('Facts.js', { imports: ['shell.js'] }),
  // A dialog the profile loads on intent, Sentry on the first report, a language's catalogue.
  chunk('EditEmail.js', { facadeModuleId: '/repo/src/features/profile/EditEmail.tsx' }),
  chunk('sentry.js'),
  chunk('language-de.js'),
];

test.each([
  {
    screens: [],
    hinted: ['framework.js', 'index.js', 'runtime.js', 'shell.js'],
  },
  {
    screens: ['src/features/profile/ProfileScreen.tsx'],
    hinted: ['Facts.js', 'Profile.js', 'framework.js', 'index.js', 'runtime.js', 'shell.js'],
  },
  // A screen the table names that builds no chunk of its own hints nothing more.
  {
    screens: ['src/features/orders/OrdersScreen.tsx'],
    hinted: ['framework.js', 'index.js', 'runtime.js', 'shell.js'],
  },
])('screens $screens: $hinted', ({ screens, hinted }) => {
  expect(firstScreenChunks(BUNDLE, screens)).toEqual(hinted);
});
