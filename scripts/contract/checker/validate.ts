/**
 * Checks one live response against the operation's documented responses: status, media type, and
 * the body against the schema with ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1, with the
 * OpenAPI formats from ajv-formats). Error responses get the same check, reported as `error-shape`.
 *
 * The body is also held against the complete proposal: every object closed, every `x-proposed`
 * property required. What only that finds (a proposed property left out, a property the document
 * does not list) is a note, not a drift (decision 011); with `strict` it is a drift.
 *
 * An error body's `code` must be one its schema lists. The lists are open (`x-extensible-enum`), but
 * open for the document, not the service: a new code is added to the document in a minor version,
 * and a code the document does not list is a drift whether or not the check is strict, since a
 * client branching on the listed codes misreads it (a misspelt `account_not_found` and the portal
 * never creates the account).
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { Document, Operation } from '../documents.ts';
import { componentName } from './contractNames.ts';
import type { DriftKind, NoteKind } from './types.ts';
import { isRecord } from '../../../src/api/isRecord.ts';

export interface ObservedResponse {
  status: number;
  /** The raw `Content-Type` header, or null when there was none. */
  contentType: string | null;
  body: Uint8Array;
}

/** A drift before it is tied to a call. */
export interface Finding {
  kind: DriftKind;
  /** The part of the document enforced (see `Drift.contract`). */
  contract: string;
  expected: string;
  got: string;
  pointer: string;
}

/** Something the complete proposal asks that the answer leaves out or adds: not a drift. */
export interface NoteFinding {
  kind: NoteKind;
  expected: string;
  got: string;
  pointer: string;
}

export interface ResponseCheck {
  findings: Finding[];
  notes: NoteFinding[];
  /** The parsed JSON body when there was one (for later calls to take ids from). */
  json: unknown;
}

type ResponseObject = OpenAPIV3_1.ResponseObject;
type MediaTypeObject = OpenAPIV3_1.MediaTypeObject;
type SchemaObject = object;

/** Keywords OpenAPI adds to JSON Schema: annotations for ajv, not assertions. */
const OPENAPI_KEYWORDS = ['example', 'discriminator', 'xml', 'externalDocs'];

/** Every `x-…` key used anywhere in the document, so ajv's strict mode accepts them. */
function extensionKeywords(document: Document): string[] {
  const found = new Set<string>();
  const seen = new Set<object>();
  const walk = (value: unknown): void => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    for (const [key, child] of Object.entries(value)) {
      if (key.startsWith('x-')) found.add(key);
      walk(child);
    }
  };
  walk(document);
  return [...found].sort();
}

/** The media type without parameters, lower-cased: `application/json; charset=utf-8` → `application/json`. */
export function mediaTypeOf(header: string | null): string | null {
  const type = header?.split(';')[0]?.trim().toLowerCase();
  return type ? type : null;
}

function isJsonMediaType(type: string): boolean {
  return type === 'application/json' || type.endsWith('+json');
}

function mediaTypeMatches(documented: string, actual: string): boolean {
  const [type, subtype] = documented.toLowerCase().split('/');
  const [actualType, actualSubtype] = actual.split('/');
  return (type === '*' || type === actualType) && (subtype === '*' || subtype === actualSubtype);
}

/** The documented response for a status: exact, then `4XX`-style range, then `default`. */
function documentedResponse(
  operation: Operation,
  status: number,
): { key: string; response: ResponseObject } | undefined {
  const responses = (operation.responses ?? {}) as Record<string, ResponseObject>;
  const range = String(status).charAt(0);
  const key = [String(status), `${range}XX`, `${range}xx`, 'default'].find(
    (candidate) => responses[candidate] !== undefined,
  );
  const response = key === undefined ? undefined : responses[key];
  return key === undefined || response === undefined ? undefined : { key, response };
}

function escapePointer(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

function valueAt(data: unknown, pointer: string): unknown {
  let current = data;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** A short, readable rendering of a value for the drift table. */
export function show(value: unknown): string {
  if (value === undefined) return '(absent)';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/**
 * What an error body says: its `message` or `detail`, else its first field error
 * (`{"email": ["..."]}` → `email: ...`), else the body itself; short.
 */
export function messageOf(body: unknown): string {
  if (typeof body === 'string') return shorten(body);
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message = [fields.message, fields.detail].find((value) => typeof value === 'string');
  if (typeof message === 'string') return shorten(message);
  for (const [key, value] of Object.entries(fields)) {
    // `{"errors": {"reason": "..."}}` (a license refusal) says it one level down.
    const first = Array.isArray(value)
      ? value[0]
      : isRecord(value)
        ? Object.values(value).find((inner) => typeof inner === 'string')
        : value;
    if (typeof first === 'string') return shorten(`${key}: ${first}`);
  }
  return show(body);
}

function shorten(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

function parseLoosely(body: Uint8Array): unknown {
  const text = new TextDecoder().decode(body);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function listOf(values: unknown): string {
  return Array.isArray(values) ? values.map((v) => show(v)).join(' | ') : show(values);
}

/** One ajv error as the drift table shows it. */
function describeError(error: ErrorObject, data: unknown): Omit<Finding, 'kind' | 'contract'> {
  const params = error.params as Record<string, unknown>;
  const value = valueAt(data, error.instancePath);
  switch (error.keyword) {
    case 'required': {
      const property = String(params.missingProperty);
      return {
        expected: `required property "${property}"`,
        got: 'missing',
        pointer: `${error.instancePath}/${escapePointer(property)}`,
      };
    }
    case 'additionalProperties': {
      const property = String(params.additionalProperty);
      return {
        expected: 'no other properties (additionalProperties: false)',
        got: `extra property "${property}"`,
        pointer: `${error.instancePath}/${escapePointer(property)}`,
      };
    }
    case 'type':
      return {
        expected: `type ${String(params.type).replaceAll(',', ' or ')}`,
        got: `${typeName(value)} ${show(value)}`,
        pointer: error.instancePath,
      };
    case 'enum':
      return {
        expected: `one of ${listOf(params.allowedValues)}`,
        got: show(value),
        pointer: error.instancePath,
      };
    case 'const':
      return {
        expected: `exactly ${show(params.allowedValue)}`,
        got: show(value),
        pointer: error.instancePath,
      };
    case 'format':
      return {
        expected: `format ${String(params.format)}`,
        got: show(value),
        pointer: error.instancePath,
      };
    default:
      return {
        expected: `${error.keyword}: ${error.message ?? 'invalid'}`,
        got: show(value),
        pointer: error.instancePath,
      };
  }
}

/**
 * Drops the summary errors of `oneOf`/`anyOf` (and the "must be null" of a nullable branch) when a
 * more specific error explains them, so a bad field in `oneOf: [Card, null]` reads as one line.
 */
function specificErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  const isSummary = (error: ErrorObject): boolean =>
    error.keyword === 'oneOf' ||
    error.keyword === 'anyOf' ||
    (error.keyword === 'type' && (error.params as { type?: unknown }).type === 'null');
  const detailed = errors.filter((error) => !isSummary(error));
  const kept = errors.filter(
    (error) =>
      !isSummary(error) ||
      !detailed.some(
        (other) =>
          other.instancePath === error.instancePath ||
          other.instancePath.startsWith(`${error.instancePath}/`),
      ),
  );
  const unique = new Map<string, ErrorObject>();
  for (const error of kept) {
    unique.set(`${error.instancePath}|${error.keyword}|${JSON.stringify(error.params)}`, error);
  }
  return [...unique.values()];
}

export interface CheckRules {
  /** The complete proposal is the contract, so what would be a note is a drift. */
  strict?: boolean;
  /** Hold an error body's `code` to its documented list (the `errors` family). */
  codes?: boolean;
}

export interface ResponseChecker {
  check(operation: Operation, response: ObservedResponse, rules?: CheckRules): ResponseCheck;
  /** The error codes the document lists for a status of the operation (none: no list). */
  documentedCodes(operation: Operation, status: number): readonly string[];
  /** Whether a value validates against a schema of the document (a request body, a parameter). */
  accepts(schema: object, value: unknown): boolean;
}

/** An error schema's list of codes: its `code` property's `x-extensible-enum` (or `enum`). */
interface CodeList {
  codes: readonly string[];
  /** Where the list is: `components.schemas.ServiceErrorCode`. */
  contract: string;
}

function codeListOf(document: Document, schema: unknown): CodeList | undefined {
  if (!isRecord(schema)) return undefined;
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const code = properties.code;
  if (isRecord(code)) {
    const list = code['x-extensible-enum'] ?? code.enum;
    if (Array.isArray(list)) {
      return {
        codes: list.filter((value): value is string => typeof value === 'string'),
        contract: componentName(document, code) ?? 'the code property of the error schema',
      };
    }
  }
  for (const keyword of ['allOf', 'oneOf', 'anyOf']) {
    const branches = schema[keyword];
    if (!Array.isArray(branches)) continue;
    for (const branch of branches) {
      const found = codeListOf(document, branch);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The schema as the complete proposal: a copy in which every object that lists its properties is
 * closed (unless it says what extra properties may be, or combines schemas) and every property
 * marked `x-proposed` is required.
 */
export function completeProposal(schema: SchemaObject): SchemaObject {
  const copy = structuredClone(schema);
  const seen = new Set<object>();
  const visit = (node: unknown): void => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    const record = node as Record<string, unknown>;
    if (isRecord(record.properties)) {
      const combines = ['allOf', 'anyOf', 'oneOf'].some((keyword) => keyword in record);
      if (record.additionalProperties === undefined && !combines) {
        record.additionalProperties = false;
      }
      const proposed = Object.entries(record.properties)
        .filter(([, property]) => isRecord(property) && property['x-proposed'] === true)
        .map(([name]) => name);
      const required = Array.isArray(record.required) ? (record.required as string[]) : [];
      if (proposed.length > 0) record.required = [...new Set([...required, ...proposed])];
    }
    Object.values(record).forEach(visit);
  };
  visit(copy);
  return copy;
}

/** What the complete proposal finds and the document does not, as a note. */
function noteOf(error: ErrorObject): NoteFinding | null {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') {
    const property = String(params.missingProperty);
    return {
      kind: 'absent-proposed-property',
      expected: `proposed property "${property}"`,
      got: 'absent',
      pointer: `${error.instancePath}/${escapePointer(property)}`,
    };
  }
  if (error.keyword === 'additionalProperties') {
    const property = String(params.additionalProperty);
    return {
      kind: 'extra-property',
      expected: 'only the documented properties',
      got: `extra property "${property}"`,
      pointer: `${error.instancePath}/${escapePointer(property)}`,
    };
  }
  return null;
}

/** A checker for one (dereferenced) document; compiled schemas are cached per schema object. */
export function createResponseChecker(document: Document): ResponseChecker {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: true,
    // OpenAPI documents rely on type-less keywords and nullable type arrays; these are not errors.
    strictTypes: false,
    strictTuples: false,
    strictRequired: false,
  });
  addFormats(ajv);
  ajv.addVocabulary([...OPENAPI_KEYWORDS, ...extensionKeywords(document)]);
  const compiled = new WeakMap<SchemaObject, ValidateFunction>();
  const compiledComplete = new WeakMap<SchemaObject, ValidateFunction>();
  const validatorFor = (schema: SchemaObject, complete: boolean): ValidateFunction => {
    const cache = complete ? compiledComplete : compiled;
    let validate = cache.get(schema);
    if (!validate) {
      validate = ajv.compile(complete ? completeProposal(schema) : schema);
      cache.set(schema, validate);
    }
    return validate;
  };

  function check(
    operation: Operation,
    response: ObservedResponse,
    { strict = false, codes = true }: CheckRules = {},
  ): ResponseCheck {
    const findings: Finding[] = [];
    const notes: NoteFinding[] = [];
    const isError = response.status >= 400;
    const documented = Object.keys(operation.responses ?? {});
    const found = documentedResponse(operation, response.status);
    if (!found) {
      findings.push({
        kind: 'undocumented-status',
        contract: 'responses',
        expected: `one of ${documented.join(', ')}`,
        got: String(response.status),
        pointer: '',
      });
      return { findings, notes, json: undefined };
    }
    const definition = found.response;
    // The response as the document names it: its component when it is one, else its status.
    const contract = componentName(document, definition) ?? `responses.${found.key}`;
    if (response.status >= 500) {
      findings.push({
        kind: 'server-error',
        contract,
        expected: 'an answer other than a server error',
        got: `${response.status} ${messageOf(parseLoosely(response.body))}`,
        pointer: '',
      });
    }

    const content = (definition.content ?? {}) as Record<string, MediaTypeObject>;
    const mediaTypes = Object.keys(content);
    const actual = mediaTypeOf(response.contentType);
    const empty = response.body.byteLength === 0;
    if (mediaTypes.length === 0) {
      if (!empty) {
        findings.push({
          kind: 'content-type',
          contract,
          expected: 'no body',
          got: `${actual ?? 'a body without a content type'} (${response.body.byteLength} bytes)`,
          pointer: '',
        });
      }
      return { findings, notes, json: undefined };
    }
    const matched = actual ? mediaTypes.find((type) => mediaTypeMatches(type, actual)) : undefined;
    if (!actual || matched === undefined) {
      findings.push({
        kind: 'content-type',
        contract,
        expected: mediaTypes.join(' or '),
        got: response.contentType ?? '(no Content-Type)',
        pointer: '',
      });
      return { findings, notes, json: undefined };
    }

    const schema = content[matched]?.schema as SchemaObject | undefined;
    const shapeKind: DriftKind = isError ? 'error-shape' : 'schema';
    if (!isJsonMediaType(actual)) {
      if (schema && empty) {
        findings.push({
          kind: shapeKind,
          contract,
          expected: `a ${matched} body`,
          got: 'empty',
          pointer: '',
        });
      }
      return { findings, notes, json: undefined };
    }

    const text = new TextDecoder().decode(response.body);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      findings.push({
        kind: 'invalid-json',
        contract,
        expected: `a ${matched} body`,
        got: empty ? 'empty' : show(text),
        pointer: '',
      });
      return { findings, notes, json: undefined };
    }
    if (schema) {
      const validate = validatorFor(schema, strict);
      if (!validate(json)) {
        for (const error of specificErrors(validate.errors ?? [])) {
          findings.push({
            kind: shapeKind,
            // A list names the schema of its items (`components.schemas.Order`).
            contract:
              componentName(document, schema) ??
              componentName(document, (schema as { items?: unknown }).items) ??
              contract,
            ...describeError(error, json),
          });
        }
      }
      const complete = validatorFor(schema, true);
      if (!strict && !complete(json)) {
        const drifted = new Set(findings.map((finding) => finding.pointer));
        for (const error of specificErrors(complete.errors ?? [])) {
          const note = noteOf(error);
          if (note && !drifted.has(note.pointer)) notes.push(note);
        }
      }
      const code = isRecord(json) ? json.code : undefined;
      const list = isError && codes ? codeListOf(document, schema) : undefined;
      if (list && typeof code === 'string' && !list.codes.includes(code)) {
        findings.push({
          kind: 'undocumented-error-code',
          contract: `${list.contract} (x-extensible-enum)`,
          expected: `one of the ${list.codes.length} codes the document lists`,
          got: show(code),
          pointer: '/code',
        });
      }
    }
    return { findings, notes, json };
  }

  function documentedCodes(operation: Operation, status: number): readonly string[] {
    const content = (documentedResponse(operation, status)?.response.content ?? {}) as Record<
      string,
      MediaTypeObject
    >;
    return Object.values(content).flatMap(
      (media) => codeListOf(document, media.schema)?.codes ?? [],
    );
  }

  const accepts = (schema: object, value: unknown): boolean => validatorFor(schema, false)(value);

  return { check, documentedCodes, accepts };
}
