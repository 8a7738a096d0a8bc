// `npm run lint` (part of `npm test`): what the type checker does not catch and review keeps
// finding: imports of a module by itself or by a roundabout path, the same module imported twice.
// Import circles are `check:circles`' (runtime and type-only imports, in src/ and each example's src/):
// this config's rule for them read every module again for each file, two thirds of the lint's time.
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
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { args: 'none', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
);
