import { existsSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The layer rule of decision 010, ours because it is small: every import, re-export and `import()`
 * of a file under src/ is resolved to the file it reaches (the `@/` alias and relative paths alike)
 * and checked against zones shaped like eslint-plugin-import's `no-restricted-paths`: a file under
 * `target` may not import from `from`, except the paths `except` names (relative to `from`).
 * (The plugins that do this need a native resolver whose builds for other platforms the registry
 * here does not carry, so `npm ci` could not install them.)
 */

const EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx'];

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

/** The file an import names, relative to the root with '/' separators; null for packages. */
function resolveImport(root, importer, specifier) {
  let absolute;
  if (specifier.startsWith('@/')) absolute = join(root, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) absolute = resolve(dirname(importer), specifier);
  else return null;
  return relative(root, asFile(absolute)).split(sep).join('/');
}

const inside = (path, folder) => path === folder || path.startsWith(`${folder}/`);
const asList = (value) => (Array.isArray(value) ? value : [value]);

function violatedZone(zones, importer, imported) {
  return zones.find(
    ({ target, from, except = [] }) =>
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
          if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
          const imported = resolveImport(root, context.filename, source.value);
          if (!imported) return;
          const zone = violatedZone(zones, importer, imported);
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
