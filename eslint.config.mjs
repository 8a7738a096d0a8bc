// `npm run lint` (part of `npm test`): what the type checker does not catch and review keeps
// finding. Import circles, counted with type-only imports too (`check:circles` counts what runs);
// imports of a module by itself or by a roundabout path.
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'storybook-static/**',
      'node_modules/**',
      '**/*.wasm.ts',
      '**/*.as.ts',
      'test/types/**',
      'test/apps/**',
      '.tmp-meta/**',
    ],
  },
  {
    files: ['src/**/*.ts', 'examples/*/src/**/*.ts'],
    languageOptions: { parser: tseslint.parser },
    plugins: { 'import-x': importX, '@typescript-eslint': tseslint.plugin },
    settings: {
      // Dependencies are read as TypeScript too, or no circle through them would be seen.
      'import-x/extensions': ['.ts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: 'tsconfig.json',
          conditionNames: ['source', 'types', 'import', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { args: 'none', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
);
