/**
 * A service that answers what the product spec states, and no more of the portal's proposal, plus
 * fields of its own: the mock server behind a proxy that takes every optional `x-proposed`
 * property out of every answer and adds a property no document lists to every object. The checker
 * passes it, noting both (decision 011); with --strict, the complete proposal is the contract and
 * it drifts.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockHttpServer } from '../../../mocks/server/createMockHttpServer.ts';
import { loadDocument, operationsOf, type Service } from '../../../scripts/contract/documents.ts';
import {
  type Fault,
  type FaultProxy,
  startFaultProxy,
} from '../../../scripts/contract/checker/faultProxy.ts';
import { checkService } from '../../../scripts/contract/checker/run.ts';
import { isRecord } from '../../../src/api/isRecord.ts';

const run = promisify(execFile);
const root = new URL('../../../', import.meta.url).pathname;

const PREFIX: Record<'account' | 'subscription' | 'license', string> = {
  account: '/auth',
  subscription: '/subscription-api',
  license: '/license-api',
};
const SERVICES = Object.keys(PREFIX) as (keyof typeof PREFIX)[];

type Schema = Record<string, unknown>;

/** The object branch of a schema (`oneOf: [Card, null]` → Card), or the schema itself. */
function objectBranch(schema: Schema): Schema {
  const branches = [schema.oneOf, schema.anyOf].find(Array.isArray) as unknown[] | undefined;
  return (branches?.find((branch) => isRecord(branch) && isRecord(branch.properties)) ??
    schema) as Schema;
}

/** The answer as the spec states it, plus extras: proposed optional properties out, one added. */
function specOnlyPlusExtras(schema: Schema, value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = isRecord(schema.items) ? schema.items : {};
    return value.map((item) => specOnlyPlusExtras(items, item));
  }
  if (!isRecord(value)) return value;
  const object = objectBranch(schema);
  const properties = isRecord(object.properties) ? object.properties : {};
  const required = Array.isArray(object.required) ? (object.required as string[]) : [];
  // Field errors (`{"field": ["message"]}`) say what their extra keys are: none added there.
  const result: Record<string, unknown> =
    object.additionalProperties === undefined ? { serviceRevision: 'r2026.11' } : {};
  for (const [key, child] of Object.entries(value)) {
    const property = properties[key];
    if (isRecord(property) && property['x-proposed'] === true && !required.includes(key)) continue;
    result[key] = isRecord(property) ? specOnlyPlusExtras(property, child) : child;
  }
  return result;
}

interface Route {
  method: string;
  pattern: RegExp;
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

/** A proxy fault that rewrites every JSON answer of the service with `specOnlyPlusExtras`. */
async function specOnlyFault(service: keyof typeof PREFIX): Promise<Fault> {
  const document = await loadDocument(service);
  const routes: Route[] = operationsOf(document).map(({ path, method, operation }) => ({
    method: method.toUpperCase(),
    pattern: new RegExp(`^${PREFIX[service]}${path.replace(/\{[^}]+\}/g, '[^/]+')}(\\?.*)?$`),
    responses: operation.responses as Route['responses'],
  }));
  // matches() and tamper() run back to back for one request: the route found is the one tampered.
  let matched: Route | undefined;
  return {
    name: `${service}: the spec's fields plus extras`,
    matches: (request) => {
      matched = routes.find(
        (route) => route.method === request.method && route.pattern.test(request.path),
      );
      return matched !== undefined;
    },
    tamper: (response) => {
      const schema =
        matched?.responses[String(response.status)]?.content?.['application/json']?.schema;
      if (!schema) return response;
      const json = JSON.parse(new TextDecoder().decode(response.body)) as unknown;
      const body = new TextEncoder().encode(JSON.stringify(specOnlyPlusExtras(schema, json)));
      return { ...response, body };
    },
  };
}

let mock: { url: string; close(): Promise<void> };
const proxies = new Map<Service, FaultProxy>();

beforeAll(async () => {
  mock = await createMockHttpServer({ port: 0 });
  for (const service of SERVICES) {
    proxies.set(service, await startFaultProxy(mock.url, [await specOnlyFault(service)]));
  }
});
afterAll(async () => {
  for (const proxy of proxies.values()) await proxy.close();
  await mock.close();
});

const baseUrl = (service: keyof typeof PREFIX) =>
  `${proxies.get(service)?.url ?? ''}${PREFIX[service]}`;

describe.each(SERVICES)('a %s service answering the spec’s fields plus extras', (service) => {
  it('passes without --strict: what it leaves out and adds are notes', async () => {
    const result = await checkService({ service, baseUrl: baseUrl(service), write: true });
    expect(result.drifts).toEqual([]);
    const kinds = new Set(result.notes.map((note) => note.kind));
    expect(kinds).toEqual(new Set(['absent-proposed-property', 'extra-property']));
    expect(result.notes).toContainEqual(
      expect.objectContaining({ kind: 'extra-property', got: 'extra property "serviceRevision"' }),
    );
  });

  it('drifts with --strict, on exactly what the notes named', async () => {
    const lenient = await checkService({ service, baseUrl: baseUrl(service), write: true });
    const strict = await checkService({
      service,
      baseUrl: baseUrl(service),
      write: true,
      strict: true,
    });
    expect(strict.notes).toEqual([]);
    const where = (list: readonly { operation: string; pointer: string }[]) =>
      new Set(list.map(({ operation, pointer }) => `${operation} ${pointer}`));
    expect(where(strict.drifts)).toEqual(where(lenient.notes));
  });
});

describe('a subscription service without the period end or the plan’s interval and prices', () => {
  it('passes: the portal works without them (issue 29), so they are notes, not drifts', async () => {
    const service = 'subscription';
    const result = await checkService({ service, baseUrl: baseUrl(service), write: true });
    expect(result.drifts).toEqual([]);
    const absent = new Set(
      result.notes
        .filter((note) => note.kind === 'absent-proposed-property')
        .map((note) => note.pointer.split('/').pop()),
    );
    for (const field of ['currentPeriodEndsAt', 'intervalUnit', 'intervalLength', 'prices']) {
      expect(absent).toContain(field);
    }
  });
});

describe('npm run contract:check on such a service', () => {
  const cli = async (args: string[]) => {
    try {
      const { stdout } = await run(process.execPath, ['scripts/contract-check.ts', ...args], {
        cwd: root,
      });
      return { code: 0, stdout };
    } catch (error) {
      return error as { code: number; stdout: string };
    }
  };

  it('exits 0 and prints the notes; exits 1 with --strict', async () => {
    const args = ['--service', 'subscription', '--base-url', baseUrl('subscription')];
    const lenient = await cli(args);
    expect(lenient.code).toBe(0);
    expect(lenient.stdout).toMatch(/No drift: \d+ calls, \d+ skipped, 0 drifts, \d+ notes\./);
    expect(lenient.stdout).toMatch(
      /getSubscription \(GET \/account\/\d+\/subscriptions\/\S+\)\s+absent-proposed-property\s+proposed property "planName"\s+absent\s+\/planName/,
    );
    const strict = await cli([...args, '--strict']);
    expect(strict.code).toBe(1);
    expect(strict.stdout).toMatch(/required property "planName"\s+missing\s+\/planName/);
  });
});
