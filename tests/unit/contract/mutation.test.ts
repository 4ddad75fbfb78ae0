/**
 * CONTRACT MUTATION TEST: renaming a field the portal uses in a document, then regenerating the
 * SDK, must break the typecheck. Works in a temporary folder, never the repo's sdk/: the
 * subscription project is generated as `npm run generate` does it (orval models and hooks,
 * openapi-typescript paths) twice, from the document as it is and with `Subscription.planCode`
 * renamed to `plan_code`. One `tsc --noEmit` then checks code that uses the field through the
 * generated types: a fixture feeding generated subscriptions to the portal's own subscription
 * rules (once per generation), and the typed-SDK example scripts/examples/list-subscriptions.ts
 * (through src/api/clients.ts, against the renamed generation). Takes about 5 s on an idle machine.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { generate, type Options } from 'orval';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import orvalConfig from '../../../orval.config.ts';

const run = promisify(execFile);
const root = new URL('../../../', import.meta.url).pathname;
let workspace: string;

type Yaml = Record<string, unknown>;
const at = (value: unknown, ...keys: string[]): Yaml =>
  keys.reduce((node, key) => (node as Yaml)[key], value) as Yaml;

/** The portal's use of the field through the generated model, as a screen does it. */
const fixture = (model: string): string => `import type { Subscription } from '${model}';
import { pickSubscription } from '@/features/subscription/rules/pick.ts';
import { planKind } from '@/features/subscription/rules/subscriptionState.ts';

export function shownPlanKind(subscriptions: readonly Subscription[]) {
  const shown = pickSubscription(subscriptions);
  return shown ? planKind(shown.planCode) : null;
}
`;

/** The subscription document, with `Subscription.planCode` renamed when asked (schema only). */
function subscriptionDocument(rename: boolean): string {
  const document = parse(readFileSync(join(root, 'openapi/subscription.yaml'), 'utf8')) as Yaml;
  if (rename) {
    const subscription = at(document, 'components', 'schemas', 'Subscription');
    const properties = at(subscription, 'properties');
    properties.plan_code = properties.planCode;
    delete properties.planCode;
    subscription.required = (subscription.required as string[]).map((name) =>
      name === 'planCode' ? 'plan_code' : name,
    );
  }
  return stringify(document);
}

/** Generates the subscription project into `dir` with the repo's orval and openapi-typescript setup. */
async function generateInto(dir: string, rename: boolean): Promise<void> {
  mkdirSync(join(dir, 'openapi'), { recursive: true });
  mkdirSync(join(dir, 'sdk/subscription'), { recursive: true });
  writeFileSync(join(dir, 'openapi/subscription.yaml'), subscriptionDocument(rename));
  // The repo's orval project for this document; its mutator stays the repo's HTTP layer.
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
    dir,
    { packageJson: join(root, 'package.json'), logLevel: 'error', throwOnError: true },
  );
  const ast = await openapiTS(new URL(`file://${dir}/openapi/subscription.yaml`));
  writeFileSync(join(dir, 'sdk/subscription/paths.ts'), astToString(ast));
}

async function typecheck(): Promise<string> {
  const tsc = join(root, 'node_modules/typescript/bin/tsc');
  try {
    await run(process.execPath, [tsc, '--noEmit', '-p', join(workspace, 'tsconfig.json')]);
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}

beforeAll(async () => {
  workspace = mkdtempSync(join(tmpdir(), 'contract-mutation-'));
  symlinkSync(join(root, 'node_modules'), join(workspace, 'node_modules'), 'dir');
  await Promise.all([
    generateInto(join(workspace, 'original'), false),
    generateInto(join(workspace, 'renamed'), true),
  ]);
  writeFileSync(join(workspace, 'uses-original.ts'), fixture('./original/sdk/subscription/model'));
  writeFileSync(join(workspace, 'uses-renamed.ts'), fixture('@sdk/subscription/model'));
  writeFileSync(
    join(workspace, 'tsconfig.json'),
    JSON.stringify({
      extends: join(root, 'tsconfig.json'),
      compilerOptions: {
        baseUrl: workspace,
        // Only what the checked files need: no test-library types to load.
        types: ['node', 'vite/client'],
        paths: {
          '@/*': [join(root, 'src/*')],
          // The renamed generation first; the other services' generated code from the repo.
          '@sdk/*': [join(workspace, 'renamed/sdk/*'), join(root, 'sdk/*')],
        },
      },
      include: [
        join(workspace, 'uses-original.ts'),
        join(workspace, 'uses-renamed.ts'),
        join(root, 'scripts/examples/list-subscriptions.ts'),
      ],
    }),
  );
}, 60_000);

afterAll(() => {
  if (workspace) rmSync(workspace, { recursive: true, force: true });
});

describe('contract mutation: renaming Subscription.planCode to plan_code', () => {
  it('breaks the typecheck where the portal uses the field, and only there', async () => {
    const output = await typecheck();
    const errors = output.split('\n').filter((line) => line.includes('error TS'));
    expect(errors, output).toHaveLength(2);
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/uses-renamed\.ts.*Property 'planCode' does not exist.*'plan_code'/),
        expect.stringMatching(
          /scripts\/examples\/list-subscriptions\.ts.*Property 'planCode' does not exist.*'plan_code'/,
        ),
      ]),
    );
    // The same code against the unchanged document typechecks.
    expect(output).not.toContain('uses-original.ts');
  }, 120_000);
});
