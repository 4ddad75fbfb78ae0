import { expect, test } from 'vitest';
import { takesCompileHint } from './compileHints.ts';

test.each([
  { chunk: { name: 'index', isEntry: true }, hint: true },
  { chunk: { name: 'framework', isEntry: false }, hint: true },
  { chunk: { name: 'shell', isEntry: false }, hint: true },
  { chunk: { name: 'rolldown-runtime', isEntry: false }, hint: true },
  // A screen, a dialog, a language: compiled as they run.
  { chunk: { name: 'SubscriptionScreen', isEntry: false }, hint: false },
  { chunk: { name: 'PauseModal', isEntry: false }, hint: false },
  { chunk: { name: 'language-de', isEntry: false }, hint: false },
])('$chunk.name: $hint', ({ chunk, hint }) => {
  expect(takesCompileHint(chunk)).toBe(hint);
});
