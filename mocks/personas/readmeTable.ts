/**
 * The personas table of mocks/README.md, written from the registry (./seeds.ts) so the two cannot
 * drift: `npm run personas:table` rewrites it between its markers, and
 * tests/unit/mocks/personas.test.ts fails when they differ.
 */
import { DEFAULT_PERSONA_ID, PERSONAS } from './index.ts';
import { persona } from './seeds.ts';

export const TABLE_START = '<!-- personas:start (npm run personas:table) -->';
export const TABLE_END = '<!-- personas:end -->';

const cell = (text: string) => text.replaceAll('|', '\\|');

function who(id: (typeof PERSONAS)[number]['id']): string {
  const account = persona(id).account;
  if (!account) return 'nobody';
  const { firstName, lastName, city, currency } = account.profile;
  return `${firstName} ${lastName}, ${city}, ${currency}`;
}

export function personaTable(): string {
  const rows = PERSONAS.map(({ id, title, description, scenarios }) => {
    const userId = persona(id).account?.userId ?? '—';
    const name = id === DEFAULT_PERSONA_ID ? `**${title} (default)**` : title;
    const presets = scenarios ? `\`${scenarios}\`` : '';
    return `| \`${id}\` | ${userId} | ${cell(who(id))} | ${cell(name)} | ${cell(description)} | ${presets} |`;
  });
  return [
    '| id | user | who | title | what it exercises | scenario presets |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** The table's rows as cells, whatever the column padding (Prettier aligns the columns). */
export function tableCells(markdown: string): string[][] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|[\s:|-]+\|$/.test(line))
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((text) => text.trim()),
    );
}

/** README text with its table replaced by a fresh one. */
export function withFreshTable(readme: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start)
    throw new Error(`mocks/README.md lacks ${TABLE_START} … ${TABLE_END}`);
  return `${readme.slice(0, start + TABLE_START.length)}\n\n${personaTable()}\n\n${readme.slice(end)}`;
}

/** The table between the markers. */
export function tableIn(readme: string): string {
  return readme.slice(readme.indexOf(TABLE_START) + TABLE_START.length, readme.indexOf(TABLE_END));
}
