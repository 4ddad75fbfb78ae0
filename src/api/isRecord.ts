/** A JSON object (not null, not an array): what a response body or a document's node is checked as. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
