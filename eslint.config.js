import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const directoriesIn = (dir) =>
  readdirSync(path.join(import.meta.dirname, dir), { withFileTypes: true }).filter((d) => d.isDirectory());
const FEATURES = 'apps/web/src/features';
const features = directoriesIn(FEATURES);
const API = 'apps/api/src';
const MODULES = `${API}/modules`;
const modules = directoriesIn(MODULES);

/**
 * Imports flow one way. The web app: shared (components/, lib/) → features → app; a feature
 * reaches another feature or the app shell only through src/components/ or src/lib/. The API
 * (docs/ARCHITECTURE.md): app/server → modules → plugins → lib → db; a module reaches another
 * only through that module's service.
 */
const boundaries = [
  ...features.map(({ name }) => ({
    target: `${FEATURES}/${name}`,
    from: FEATURES,
    // The session runner's public entry is the one named place another feature may use: the
    // back-office preview walks a session exactly as a patient would.
    except: [`./${name}`, './session/runner.ts'],
    message: 'A feature does not import another feature: move what both need to src/components/ or src/lib/.',
  })),
  { target: FEATURES, from: 'apps/web/src/app', message: 'Features do not import the app shell (src/app/).' },
  {
    target: ['apps/web/src/components', 'apps/web/src/lib'],
    from: [FEATURES, 'apps/web/src/app'],
    message:
      'Shared code does not import a feature or the app shell: move what it needs to src/components/ or src/lib/.',
  },
  ...modules.map(({ name }) => ({
    target: `${MODULES}/${name}`,
    from: MODULES,
    except: [`./${name}`, './service-deps.ts', ...modules.map((other) => `./${other.name}/${other.name}.service.ts`)],
    message: 'A module imports another module only through its service (<name>.service.ts), never its other files.',
  })),
  { target: `${API}/plugins`, from: MODULES, message: 'Plugins do not import feature modules.' },
  {
    target: `${API}/lib`,
    from: [MODULES, `${API}/plugins`, `${API}/app.ts`, `${API}/server.ts`, `${API}/cli`],
    message: 'lib/ does not import modules, plugins or the app: move what both need down into lib/ or db/.',
  },
  {
    target: `${API}/db`,
    from: API,
    except: ['./db'],
    message: 'db/ imports only db/, packages/shared and libraries.',
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/src/db/migrations/**', 'e2e/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
    },
  },
  {
    // Routes parse, authorise, call a service and shape the answer (docs/ARCHITECTURE.md).
    files: ['apps/api/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'Routes parse, authorise, call a service and shape the answer; the service holds the SQL.',
            },
            {
              // The schema, the client, prepared statements and SQL helpers: all of db/.
              regex: '(^|/)db/',
              message: 'Routes parse, authorise, call a service and shape the answer; the service holds the SQL.',
            },
          ],
        },
      ],
    },
  },
  {
    // The Rules of Hooks and complete effect dependencies; the React Compiler's own rules wait
    // until the app is compiled with it.
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['scripts/**/*.mjs', '**/*.mjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
  },
);
