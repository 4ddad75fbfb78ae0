import { existsSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The layer rule of decision 010, ours because it is small: every import, re-export and `import()`
 * of a file under src/ or mocks/ is resolved to the file it reaches (the `@/`, `@sdk/` and `@mocks/`
 * aliases and relative paths alike)
 * and checked against zones shaped like eslint-plugin-import's `no-restricted-paths`: a file under
 * `target` may not import from `from`, except the paths `except` names (relative to `from`), and
 * except `import type` where the zone has `allowTypeImports`. A computed `import()` is refused:
 * where it leads cannot be judged.
 * (The plugins that do this need a native resolver whose builds for other platforms the registry
 * here does not carry, so `npm ci` could not install them.)
 */

const EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx'];

const COMPUTED_IMPORT =
  'import() takes a written-out path, so that where it leads can be checked (decision 010).';

function asFile(path) {
  if (existsSync(path) && statSync(path).isFile()) return path;
  for (const extension of EXTENSIONS) if (existsSync(path + extension)) return path + extension;
  if (existsSync(path) && statSync(path).isDirectory()) {
    for (const extension of EXTENSIONS) {
      const index = join(path, `index${extension}`);
      if (existsSync(index)) return index;
    }
  }
  return path;
}

/** The project's aliases (vite.config.ts, tsconfig.json) and the folders they name. */
const ALIASES = { '@/': 'src', '@sdk/': 'sdk', '@mocks/': 'mocks' };

/** The file an import names, relative to the root with '/' separators; null for packages. */
function resolveImport(root, importer, specifier) {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  let absolute;
  if (alias) absolute = join(root, ALIASES[alias], specifier.slice(alias.length));
  else if (specifier.startsWith('.')) absolute = resolve(dirname(importer), specifier);
  else return null;
  return relative(root, asFile(absolute)).split(sep).join('/');
}

/** An import that leaves nothing at run time: `import type`, `export type … from`. */
const typeOnly = (node) => node.importKind === 'type' || node.exportKind === 'type';

/** The path an `import()` names when it is written out (a string, or a template with no `${}`). */
function literalPath(source) {
  if (source.type === 'Literal' && typeof source.value === 'string') return source.value;
  if (source.type === 'TemplateLiteral' && source.expressions.length === 0) {
    return source.quasis[0]?.value.cooked ?? null;
  }
  return null;
}

const inside = (path, folder) => path === folder || path.startsWith(`${folder}/`);
const asList = (value) => (Array.isArray(value) ? value : [value]);

function violatedZone(zones, importer, imported, isTypeOnly) {
  return zones.find(
    ({ target, from, except = [], allowTypeImports = false }) =>
      !(allowTypeImports && isTypeOnly) &&
      asList(target).some((folder) => inside(importer, folder)) &&
      asList(from).some(
        (folder) =>
          inside(imported, folder) &&
          !except.some((allowed) => inside(imported, join(folder, allowed).split(sep).join('/'))),
      ),
  );
}

export const layersPlugin = {
  rules: {
    'imports-point-down': {
      meta: {
        type: 'problem',
        docs: { description: 'Imports point down the layers only (decision 010).' },
        schema: [
          {
            type: 'object',
            properties: { root: { type: 'string' }, zones: { type: 'array' } },
            required: ['root', 'zones'],
            additionalProperties: false,
          },
        ],
      },
      create(context) {
        const [{ root, zones }] = context.options;
        const importer = relative(root, context.filename).split(sep).join('/');
        const check = (node) => {
          const source = node.source;
          if (!source) return;
          const specifier = literalPath(source);
          if (specifier === null) {
            // Only a computed `import()` gets here: a path nobody can judge is refused.
            context.report({ node: source, message: COMPUTED_IMPORT });
            return;
          }
          const imported = resolveImport(root, context.filename, specifier);
          if (!imported) return;
          const zone = violatedZone(zones, importer, imported, typeOnly(node));
          if (zone) context.report({ node: source, message: zone.message });
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};
