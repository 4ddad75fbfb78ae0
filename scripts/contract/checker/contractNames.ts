/**
 * Names of the parts of a document, for the drift table's CONTRACT column. The checker works on
 * the dereferenced document, in which every `$ref` is the very object under `components`, so a
 * component is found by identity.
 */
import type { Document } from '../documents.ts';

/** `components.<kind>.<name>` of a value of the document, or undefined when it is no component. */
export function componentName(document: Document, value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [kind, members] of Object.entries(document.components ?? {})) {
    for (const [name, member] of Object.entries((members ?? {}) as Record<string, unknown>)) {
      if (member === value) return `components.${kind}.${name}`;
    }
  }
  return undefined;
}
