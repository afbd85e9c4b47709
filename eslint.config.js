// One lint setup for the monorepo. The import rules enforce the dependency rules of DESIGN.md §3.
import fs from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = fs.existsSync('apps/web/src/features') ? fs.readdirSync('apps/web/src/features') : [];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**', '**/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { import: importPlugin },
    // Relative imports are what the boundaries are about; the Node resolver finds them with these extensions.
    // `import/extensions` lets the plugin also read the imported TypeScript files (with the parser
    // configured here), which import/no-cycle needs to follow their imports in turn.
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
      // Modules that import each other, directly or through others, depend on load order and cannot
      // be understood apart. Type-only imports are ignored (no runtime effect). The walk has no depth
      // limit but skips npm packages (ignoreExternal); the plugin's default precomputed graph of
      // strongly connected components made the whole-repo lint ~60 s instead of ~35 s (disableScc).
      'import/no-cycle': ['error', { ignoreExternal: true, disableScc: true }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/domain',
              from: './apps',
              message: 'The domain package imports nothing from the apps.',
            },
            {
              target: './apps/server',
              from: './apps/web',
              message: 'The server does not import the web app.',
            },
            {
              target: './apps/web',
              from: './apps/server',
              message: 'The web app talks to the server over HTTP only.',
            },
            {
              target: ['./apps/web/src/ui', './apps/web/src/lib'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code (ui, lib) does not depend on features or the app.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              except: ['./paths.ts'],
              message: 'Features do not depend on the app shell (paths.ts excepted).',
            },
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'Web features do not import each other; move shared code to ui/ or lib/.',
            })),
          ],
        },
      ],
    },
  },
  {
    // Type-aware rules: floating or misused promises, `any` leaking out of untyped values, methods
    // passed without their `this`, needless assertions. They need the TypeScript program, so they
    // cover the TypeScript files only; each file's own tsconfig gives it (the project service), and
    // the few files no tsconfig includes (the vitest configs and scripts/*.ts) get a default
    // project with the base compiler options. Under require-await, a function that must answer a
    // Promise but awaits nothing (a Fastify plugin that only declares routes, a no-op close) is not
    // async and returns Promise.resolve().
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['vitest.config.ts', 'packages/domain/vitest.config.ts', 'scripts/*.ts'],
          defaultProject: 'tsconfig.base.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    // The server's tests read values TypeScript types as `any` and check them with expect rather
    // than with types: the parsed answers of app.inject (light-my-request's json() is `any`, and so
    // are test/api.ts's bodies), JSON.parse of log lines, rows of raw pg queries, and vitest's
    // asymmetric matchers (expect.any(String), expect.objectContaining(...)), which are typed `any`.
    // Typing each answer would restate the contract's schemas in every test, so the no-unsafe-*
    // rules, which report every use of an `any`, stay off there. The other type-aware rules apply.
    files: ['apps/server/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'crypto', 'os'],
              message: 'The domain package stays pure: no Node APIs.',
            },
            {
              group: ['react', 'react-dom', 'drizzle-orm', 'fastify'],
              message: 'The domain package stays pure.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'process', 'Buffer', 'localStorage'],
    },
  },
  {
    files: ['apps/server/src/features/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Only repositories use Drizzle.' },
            {
              group: ['../*/*.repository'],
              message: "A feature calls another feature's service, never its repository.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // The recommended options, plus role="cell" on <td>: ui/table.tsx names its cells on purpose,
      // because the phone layout shows the table's parts as blocks (display: block), and Safari then
      // drops the table semantics of cells that only have their implicit role.
      'jsx-a11y/no-interactive-element-to-noninteractive-role': [
        'error',
        { tr: ['none', 'presentation'], canvas: ['img'], td: ['cell'] },
      ],
      // React Router's way out of a loader or a render is a thrown Response: redirect() to send the
      // visitor elsewhere, a 404 Response for the not-found page. Anything else thrown is an Error.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }] }],
    },
  },
  {
    // Toasts go through ui/toast.ts, which fetches sonner with the first toast: a direct import would
    // put sonner back into every page's first load, and its toasts would wait for a toaster nobody mounted.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'apps/web/src/test-utils/**',
      'apps/web/src/ui/toast.ts',
      'apps/web/src/ui/toaster.tsx',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'sonner',
              message: 'Use toast from ui/toast.ts (sonner loads with the first toast).',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
);
