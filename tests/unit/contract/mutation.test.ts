/**
 * CONTRACT MUTATION TEST: renaming a field the portal uses in a document, then regenerating the
 * SDK, must break the typecheck. Works in a temporary copy (never the repo's sdk/): the
 * subscription document with `Subscription.planCode` renamed to `plan_code`, that one project
 * regenerated as `npm run generate` does (orval models and hooks, openapi-typescript paths), and
 * `tsc --noEmit` over code that uses the field through the generated types: the typed-SDK example
 * (scripts/examples/list-subscriptions.ts via src/api/clients.ts) and a fixture feeding generated
 * subscriptions to the portal's own subscription rules. The unchanged document must typecheck.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { generate, type Options } from 'orval';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import orvalConfig from '../../../orval.config.ts';

const run = promisify(execFile);
const root = new URL('../../../', import.meta.url).pathname;
const workspaces: string[] = [];

type Yaml = Record<string, unknown>;
const at = (value: unknown, ...keys: string[]): Yaml =>
  keys.reduce((node, key) => (node as Yaml)[key], value) as Yaml;

/** The portal's use of the field through the generated model (what a screen does). */
const FIXTURE = `import type { Subscription } from '@sdk/subscription/model';
import { pickSubscription, planKind } from '@/features/subscription/rules/subscriptionState.ts';

export function shownPlanKind(subscriptions: readonly Subscription[]) {
  const shown = pickSubscription(subscriptions);
  return shown ? planKind(shown.planCode) : null;
}
`;

/** Generates the subscription project into a temporary workspace and typechecks against it. */
async function typecheckWith(rename: boolean): Promise<{ ok: boolean; output: string }> {
  const workspace = mkdtempSync(join(tmpdir(), 'contract-mutation-'));
  workspaces.push(workspace);
  symlinkSync(join(root, 'node_modules'), join(workspace, 'node_modules'), 'dir');
  mkdirSync(join(workspace, 'openapi'));
  mkdirSync(join(workspace, 'sdk/subscription'), { recursive: true });

  const document = parse(readFileSync(join(root, 'openapi/subscription.yaml'), 'utf8')) as Yaml;
  if (rename) {
    const subscription = at(document, 'components', 'schemas', 'Subscription');
    const properties = at(subscription, 'properties');
    properties.plan_code = properties.planCode;
    delete properties.planCode;
    subscription.required = (subscription.required as string[]).map((name) =>
      name === 'planCode' ? 'plan_code' : name,
    );
    // Keep the document valid: its examples follow the rename too.
    const text = stringify(document).replaceAll(/^(\s*-?\s*)planCode:/gm, '$1plan_code:');
    writeFileSync(join(workspace, 'openapi/subscription.yaml'), text);
  } else {
    writeFileSync(join(workspace, 'openapi/subscription.yaml'), stringify(document));
  }

  // The repo's orval project for this document, with the mutator still the repo's HTTP layer.
  const project = (orvalConfig as Record<string, Options>).subscription as Options;
  const output = project.output as Exclude<Options['output'], string | undefined>;
  const override = output.override ?? {};
  const mutator = override.mutator as { path: string; name: string };
  await generate(
    {
      ...project,
      output: {
        ...output,
        override: { ...override, mutator: { ...mutator, path: join(root, mutator.path) } },
      },
    },
    workspace,
    { packageJson: join(root, 'package.json'), logLevel: 'silent', throwOnError: true },
  );
  const ast = await openapiTS(new URL(`file://${workspace}/openapi/subscription.yaml`));
  writeFileSync(join(workspace, 'sdk/subscription/paths.ts'), astToString(ast));

  writeFileSync(join(workspace, 'fixture.ts'), FIXTURE);
  writeFileSync(
    join(workspace, 'tsconfig.json'),
    JSON.stringify({
      extends: join(root, 'tsconfig.json'),
      compilerOptions: {
        baseUrl: workspace,
        paths: {
          '@/*': [join(root, 'src/*')],
          // The regenerated project first; the other services' generated code from the repo.
          '@sdk/*': [join(workspace, 'sdk/*'), join(root, 'sdk/*')],
        },
        types: ['node', 'vite/client'],
        typeRoots: [join(root, 'node_modules/@types')],
      },
      include: [join(workspace, 'fixture.ts'), join(root, 'scripts/examples/list-subscriptions.ts')],
    }),
  );
  try {
    const tsc = join(root, 'node_modules/typescript/bin/tsc');
    await run(process.execPath, [tsc, '--noEmit', '-p', join(workspace, 'tsconfig.json')]);
    return { ok: true, output: '' };
  } catch (error) {
    return { ok: false, output: String((error as { stdout?: string }).stdout ?? error) };
  }
}

afterAll(() => {
  for (const workspace of workspaces) rmSync(workspace, { recursive: true, force: true });
});

describe('contract mutation: renaming Subscription.planCode to plan_code', () => {
  it('breaks the typecheck where the portal uses the field, and only there', async () => {
    const [unchanged, renamed] = await Promise.all([typecheckWith(false), typecheckWith(true)]);
    expect(unchanged).toEqual({ ok: true, output: '' });

    expect(renamed.ok).toBe(false);
    const errors = renamed.output.split('\n').filter((line) => line.includes('error TS'));
    expect(errors.length).toBeGreaterThanOrEqual(2);
    for (const error of errors) expect(error).toMatch(/'planCode'/);
    expect(renamed.output).toMatch(/fixture\.ts.*Property 'planCode' does not exist/);
    expect(renamed.output).toMatch(/list-subscriptions\.ts.*Property 'planCode' does not exist/);
  }, 60_000);
});
