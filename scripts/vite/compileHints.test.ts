import { expect, test } from 'vitest';
import { everyPageChunks } from './compileHints.ts';

const chunk = (fileName: string, { imports = [] as string[], isEntry = false } = {}) => ({
  fileName,
  imports,
  isEntry,
});

const BUNDLE = [
  chunk('index.js', { isEntry: true, imports: ['runtime.js', 'framework.js', 'shell.js'] }),
  chunk('runtime.js'),
  chunk('framework.js', { imports: ['runtime.js'] }),
  chunk('shell.js', { imports: ['framework.js'] }),
  // A screen and the piece it shares, a dialog it loads on intent, Sentry on the first report, a
  // language's catalogue: loaded later, by the router or on demand.
  chunk('Profile.js', { imports: ['shell.js', 'Facts.js'] }),
  chunk('Facts.js', { imports: ['shell.js'] }),
  chunk('EditEmail.js', { imports: ['shell.js'] }),
  chunk('sentry.js'),
  chunk('language-de.js'),
];

test('the entry and what it imports statically, not what it loads later', () => {
  expect(everyPageChunks(BUNDLE)).toEqual(['framework.js', 'index.js', 'runtime.js', 'shell.js']);
});

test('every entry, each with its own imports', () => {
  const second = [...BUNDLE, chunk('other.js', { isEntry: true, imports: ['Facts.js'] })];
  expect(everyPageChunks(second)).toEqual([
    'Facts.js',
    'framework.js',
    'index.js',
    'other.js',
    'runtime.js',
    'shell.js',
  ]);
});
