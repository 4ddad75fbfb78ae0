import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layers of decision 010, as `npm run lint` enforces them: code is injected into files of each
 * layer and linted with the project's own configuration. Imports name real modules: the rule
 * resolves each import to a file, whether spelled with the `@/` alias or relatively.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const LAYER_RULE = 'layers/imports-point-down';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: join(root, 'eslint.config.js') });
});

/** The layer rule's messages for `code` as if it were the file at `file` (from the root). */
async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === LAYER_RULE)
    .map((message) => message.message);
}

describe('imports point down only: app → features → shared → api → config', () => {
  it.each([
    [
      'a feature reaching into another feature (alias)',
      'src/features/seats/Injected.tsx',
      "import { PaymentMethodForm } from '@/features/payment/PaymentMethodForm.tsx';",
    ],
    [
      'a feature reaching into another feature (relative)',
      'src/features/seats/Injected.tsx',
      "import { PaymentMethodForm } from '../payment/PaymentMethodForm.tsx';",
    ],
    [
      'a feature loading another feature’s module lazily',
      'src/features/subscription/Injected.tsx',
      "export const section = () => import('@/features/billing/InvoicesSection.tsx');",
    ],
    [
      'a feature importing the composition root (alias)',
      'src/features/seats/Injected.tsx',
      "import { AccountShell } from '@/app/shell/AccountShell.tsx';",
    ],
    [
      'a feature importing the composition root (relative)',
      'src/features/subscription/rules/injected.ts',
      "import { loadSession } from '../../../app/session/session.ts';",
    ],
    [
      'shared importing a feature, even through its index.ts',
      'src/shared/ui/injected.ts',
      "import { hasSubscription } from '@/features/subscription/index.ts';",
    ],
    [
      'shared importing the composition root',
      'src/shared/screens/Injected.tsx',
      "import { ErrorScreen } from '@/app/screens/ErrorScreen.tsx';",
    ],
    [
      'the HTTP layer importing shared (a type too)',
      'src/api/injected.ts',
      "import type { Session } from '@/shared/session/session.ts';",
    ],
    [
      'the HTTP layer importing a feature',
      'src/api/injected.ts',
      "import { paymentMethodProblem } from '../features/billing/index.ts';",
    ],
    [
      'configuration importing the HTTP layer',
      'src/config/injected.ts',
      "import { redirectToLogout } from '@/api/http.ts';",
    ],
    [
      'the screens importing test helpers',
      'src/features/seats/Injected.tsx',
      "import { renderApp } from '@/test/renderApp.tsx';",
    ],
    [
      'the screens importing a feature’s test fixtures',
      'src/features/seats/Injected.tsx',
      "import { profileWith } from '@/features/profile/testing/profiles.ts';",
    ],
    [
      'configuration importing a generated hook',
      'src/config/injected.ts',
      "import { getGetAccountProfileQueryOptions } from '@sdk/account/operations/getAccountProfile.ts';",
    ],
    [
      'the HTTP layer importing a generated hook (a circle through mutators.ts)',
      'src/api/injected.ts',
      "import { getGetAccountProfileQueryOptions } from '../../sdk/account/operations/getAccountProfile.ts';",
    ],
    [
      'the HTTP layer importing a generated module with a type-only specifier (it stays at run time)',
      'src/api/injected.ts',
      "import { type AccountProfile } from '@sdk/account/model';",
    ],
    [
      'a feature loading a module whose path is computed',
      'src/features/subscription/Injected.tsx',
      "const area = 'billing';\nexport const section = () => import(`@/features/${area}/InvoicesSection.tsx`);",
    ],
    [
      'a feature loading a module named by a variable',
      'src/features/seats/Injected.tsx',
      'export const load = (name: string) => import(name);',
    ],
    [
      'the mock backend importing the composition root',
      'mocks/handlers/injected.ts',
      "import { router } from '../../src/app/router.tsx';",
    ],
    [
      'the mock backend importing a feature’s internals',
      'mocks/personas/injected.ts',
      "import { planKind } from '@/features/subscription/rules/subscriptionState.ts';",
    ],
  ])('fails lint: %s', async (_case, file, code) => {
    expect(await layerErrors(file, code)).toHaveLength(1);
  });

  it.each([
    [
      'a feature using another feature through its index.ts',
      'src/features/seats/Injected.tsx',
      "import { useCurrentSubscription } from '@/features/subscription/index.ts';",
    ],
    [
      'a feature using its own modules',
      'src/features/subscription/components/Injected.tsx',
      "import { planKind } from '../rules/subscriptionState.ts';\nimport { useCancelSubscriptionMutation } from '@/features/subscription/api.ts';",
    ],
    [
      'a feature using shared, the HTTP layer and configuration',
      'src/features/seats/Injected.tsx',
      [
        "import { LoadFailure } from '@/shared/screens/LoadFailure.tsx';",
        "import { errorMessage } from '@/api/errorMessages.ts';",
        "import { paths } from '@/config/paths.ts';",
      ].join('\n'),
    ],
    [
      'shared using the HTTP layer',
      'src/shared/ui/injected.ts',
      "import { errorMessage } from '@/api/errorMessages.ts';",
    ],
    [
      'the HTTP layer using configuration',
      'src/api/injected.ts',
      "import { config } from '@/config/env.ts';",
    ],
    [
      'the composition root using any feature module',
      'src/app/Injected.tsx',
      "export const screen = () => import('@/features/billing/InvoicesSection.tsx');",
    ],
    [
      'a test importing whatever it tests',
      'src/features/seats/Injected.test.tsx',
      [
        "import { PaymentMethodForm } from '@/features/payment/PaymentMethodForm.tsx';",
        "import { AccountShell } from '@/app/shell/AccountShell.tsx';",
        "import { renderApp } from '@/test/renderApp.tsx';",
      ].join('\n'),
    ],
    [
      'the HTTP layer and configuration using generated types',
      'src/api/injected.ts',
      "import type { AccountProfile } from '@sdk/account/model';\nexport type { User } from '@sdk/account/model';",
    ],
    [
      'a feature loading a module by a written-out path (a template too)',
      'src/features/subscription/Injected.tsx',
      'export const section = () => import(`@/features/billing/index.ts`);',
    ],
    [
      'the mock backend using configuration, the error types and generated code',
      'mocks/handlers/injected.ts',
      [
        "import { paths } from '@/config/paths.ts';",
        "import { RequestError } from '../../src/api/errors.ts';",
        "import { getAccountServiceMock } from '@sdk/account/account.msw.ts';",
      ].join('\n'),
    ],
    [
      'a test importing a feature’s test fixtures',
      'src/features/seats/Injected.test.tsx',
      "import { profileWith } from '@/features/profile/testing/profiles.ts';",
    ],
  ])('passes lint: %s', async (_case, file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });

  it('names the rule broken', async () => {
    const [message] = await layerErrors(
      'src/features/seats/Injected.tsx',
      "import { PaymentMethodForm } from '@/features/payment/PaymentMethodForm.tsx';",
    );
    expect(message).toContain('through its index.ts');
  });
});

/**
 * The statements of `source` that run for their effect: at the top level, anything but imports,
 * exports, declarations and types.
 */
function statementsRunForEffect(source: string): string[] {
  const file = ts.createSourceFile('index.ts', source, ts.ScriptTarget.Latest, true);
  const declares = (statement: ts.Statement) =>
    ts.isImportDeclaration(statement) ||
    ts.isExportDeclaration(statement) ||
    ts.isVariableStatement(statement) ||
    ts.isFunctionDeclaration(statement) ||
    ts.isTypeAliasDeclaration(statement) ||
    ts.isInterfaceDeclaration(statement);
  return file.statements.filter((statement) => !declares(statement)).map((s) => s.getText(file));
}

describe("a feature's index.ts runs nothing for its effect", () => {
  // The build treats each as free of side effects (vite.config.ts, FEATURE_INDEX), so that one
  // that several screens import is no chunk of its own: a statement run for its effect there would
  // be dropped wherever nothing the index exports is used.
  const features = join(root, 'src/features');
  const doors = readdirSync(features, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(features, entry.name, 'index.ts'))
    .filter((file) => existsSync(file));

  it('finds the doors', () => {
    expect(doors.length).toBeGreaterThanOrEqual(3);
  });

  it.each(doors.map((file) => [file.slice(root.length)]))('%s', (file) => {
    expect(statementsRunForEffect(readFileSync(join(root, file), 'utf8'))).toEqual([]);
  });

  it('tells a statement run for its effect', () => {
    expect(
      statementsRunForEffect(
        "import { a } from './a.ts';\nexport { b } from './b.ts';\nconst c = a();\nregister(c);\n",
      ),
    ).toEqual(['register(c);']);
  });
});
