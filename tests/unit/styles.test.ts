import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * src/app/styles.ts imports Mantine's CSS per component. This test finds every Mantine component
 * the portal imports and checks that its CSS, and the CSS of the parts it is built from, is there.
 */
const root = new URL('../../', import.meta.url).pathname;

/**
 * The CSS files each component needs (its own first); components without CSS map to []. A
 * compound part (`Radio.Card`) is listed on its own: some carry their own sheet.
 */
const CSS_OF: Record<string, string[]> = {
  ActionIcon: ['ActionIcon'],
  Alert: ['Alert', 'CloseButton'],
  Anchor: ['Anchor', 'Text'],
  Badge: ['Badge'],
  Box: [],
  Burger: ['Burger'],
  Button: ['Button', 'Loader', 'UnstyledButton'],
  Card: ['Card', 'Paper'],
  Center: ['Center'],
  Checkbox: ['Checkbox', 'InlineInput'],
  CloseButton: ['CloseButton'],
  Code: ['Code'],
  Container: ['Container'],
  Divider: ['Divider'],
  Fieldset: ['Fieldset'],
  Flex: ['Flex'],
  Group: ['Group'],
  Input: ['Input'],
  'Input.Wrapper': ['Input'],
  List: ['List'],
  'List.Item': ['List'],
  Loader: ['Loader'],
  MantineContext: [],
  MantineProvider: [],
  MantineThemeProvider: [],
  Modal: ['Modal', 'ModalBase', 'Overlay', 'CloseButton', 'ScrollArea'],
  NativeSelect: ['Input', 'Combobox'],
  NavLink: ['NavLink', 'UnstyledButton'],
  NumberInput: ['NumberInput', 'Input'],
  Paper: ['Paper'],
  PasswordInput: ['PasswordInput', 'Input', 'ActionIcon'],
  Radio: ['Radio', 'InlineInput'],
  'Radio.Card': ['RadioCard', 'UnstyledButton'],
  'Radio.Group': ['Input'],
  'Radio.Indicator': ['RadioIndicator'],
  SegmentedControl: ['SegmentedControl'],
  Select: ['Combobox', 'Input', 'Popover', 'ScrollArea'],
  SimpleGrid: ['SimpleGrid'],
  Stack: ['Stack'],
  Switch: ['Switch', 'InlineInput'],
  Table: ['Table'],
  'Table.Caption': ['Table'],
  'Table.ScrollContainer': ['Table'],
  'Table.Tbody': ['Table'],
  'Table.Td': ['Table'],
  'Table.Th': ['Table'],
  'Table.Thead': ['Table'],
  'Table.Tr': ['Table'],
  Tabs: ['Tabs'],
  'Tabs.List': ['Tabs'],
  'Tabs.Panel': ['Tabs'],
  'Tabs.Tab': ['Tabs'],
  Text: ['Text'],
  TextInput: ['Input'],
  Title: ['Title'],
  UnstyledButton: ['UnstyledButton'],
  VisuallyHidden: ['VisuallyHidden'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function usedComponents(): Set<string> {
  const used = new Set<string>();
  for (const file of sourceFiles(join(root, 'src'))) {
    const text = readFileSync(file, 'utf8');
    const fromMantine = new Set<string>();
    for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
      for (const name of (match[1] ?? '').split(',').map((part) => part.trim())) {
        if (/^[A-Z]/.test(name) && !name.startsWith('type ')) {
          fromMantine.add(name.split(' ')[0] ?? name);
        }
      }
    }
    for (const name of fromMantine) used.add(name);
    for (const [, component, part] of text.matchAll(/<([A-Z]\w*)\.([A-Z]\w*)/g)) {
      if (component && fromMantine.has(component)) used.add(`${component}.${part}`);
    }
  }
  return used;
}

const imported = new Set(
  [
    ...readFileSync(join(root, 'src/app/styles.ts'), 'utf8').matchAll(
      /@mantine\/core\/styles\/([\w-]+)\.layer\.css/g,
    ),
  ].map((match) => match[1]),
);

describe('Mantine CSS per component (src/app/styles.ts)', () => {
  it.each([...usedComponents()].sort())('has the CSS %s needs', (component) => {
    const needs = CSS_OF[component];
    expect(
      needs,
      `${component} is new: add it to CSS_OF here and its CSS to src/app/styles.ts`,
    ).toBeDefined();
    expect((needs ?? []).filter((css) => !imported.has(css))).toEqual([]);
  });

  it('starts with the base layers, in order', () => {
    expect([...imported].slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
  });
});

describe('Mantine CSS order', () => {
  it("follows the full sheet's order, so built-on parts never override their users", () => {
    const full = readFileSync(join(root, 'node_modules/@mantine/core/styles.layer.css'), 'utf8');
    const positions = [...imported].map((name) => {
      const css = readFileSync(
        join(root, `node_modules/@mantine/core/styles/${name}.layer.css`),
        'utf8',
      );
      const firstRule = css
        .slice(css.indexOf('{') + 1)
        .trim()
        .slice(0, 80);
      return { name, at: firstRule ? full.indexOf(firstRule) : -1 };
    });
    const placed = positions.filter((position) => position.at >= 0);
    expect(placed.map((position) => position.name)).toEqual(
      [...placed].sort((a, b) => a.at - b.at).map((position) => position.name),
    );
  });
});

/** The portal's own stylesheets, from the root. */
const portalStylesheets = (dir = join(root, 'src')): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return portalStylesheets(path);
    return name.endsWith('.css') ? [path] : [];
  });

describe("the portal's stylesheets", () => {
  it("switch colours by Mantine's scheme attribute, never light-dark() (src/app/colors.css says why)", () => {
    const sheets = portalStylesheets();
    expect(sheets.length).toBeGreaterThan(5);
    const withLightDark = sheets.filter((path) =>
      /light-dark\(/.test(readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')),
    );
    expect(withLightDark.map((path) => path.slice(root.length))).toEqual([]);
  });
});
