/**
 * Loading the OpenAPI documents and walking their operations: shared by the document tests, the
 * mock conformance tests and the contract checker.
 */
import { dereference, validate } from '@readme/openapi-parser';
import type { OpenAPIV3_1 } from 'openapi-types';

import { SERVICES, type ServiceName } from '../../src/config/services.ts';

export { SERVICES };
export type Service = ServiceName;

export type Document = OpenAPIV3_1.Document;
export type Operation = OpenAPIV3_1.OperationObject;

export const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
export type Method = (typeof METHODS)[number];

export interface OperationEntry {
  path: string;
  method: Method;
  operation: Operation;
}

export function documentPath(service: Service): string {
  return new URL(`../../openapi/${service}.yaml`, import.meta.url).pathname;
}

/** The document with every `$ref` resolved; rejects when a reference is broken or invalid. */
export async function loadDocument(pathOrService: string): Promise<Document> {
  const path = (SERVICES as readonly string[]).includes(pathOrService)
    ? documentPath(pathOrService as Service)
    : pathOrService;
  const result = await validate(path);
  if (!result.valid) {
    throw new Error(
      `${path} is not a valid OpenAPI document: ${result.errors.map((e) => e.message).join('; ')}`,
    );
  }
  return (await dereference(path)) as Document;
}

export function operationsOf(document: Document): OperationEntry[] {
  const entries: OperationEntry[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (operation) entries.push({ path, method, operation });
    }
  }
  return entries;
}

export function isProtected(document: Document, operation: Operation): boolean {
  const security = operation.security ?? document.security ?? [];
  return security.some((requirement) => 'bearerAuth' in requirement);
}

/**
 * What every operation must have (issue 2): an operationId, a typed success response, and the
 * error responses that can happen to it. Returns one line per problem; empty when all is well.
 */
export function contractProblems(document: Document): string[] {
  const problems: string[] = [];
  for (const { path, method, operation } of operationsOf(document)) {
    const name = `${method.toUpperCase()} ${path}`;
    const responses = operation.responses ?? {};
    const statuses = Object.keys(responses);
    if (!operation.operationId) problems.push(`${name}: no operationId`);
    const success = statuses.filter((status) => status.startsWith('2'));
    if (success.length === 0) problems.push(`${name}: no success response`);
    for (const status of success) {
      const response = responses[status] as OpenAPIV3_1.ResponseObject;
      const typed = Object.values(response.content ?? {}).some((media) => media.schema);
      if (status !== '204' && !typed) problems.push(`${name}: success ${status} has no schema`);
    }
    const required = ['500'];
    if (isProtected(document, operation)) required.push('401', '403');
    if (operation.requestBody) required.push('400');
    for (const status of required) {
      if (!statuses.includes(status)) problems.push(`${name}: no ${status} response`);
    }
    for (const status of statuses.filter((s) => !s.startsWith('2'))) {
      const response = responses[status] as OpenAPIV3_1.ResponseObject;
      const typed = Object.values(response.content ?? {}).some((media) => media.schema);
      if (!typed) problems.push(`${name}: error ${status} has no body schema`);
    }
  }
  return problems;
}
