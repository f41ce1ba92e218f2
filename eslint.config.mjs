// Lint for the site's TypeScript/React and the Node scripts.
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-consent/',
      // A language's build while npm run build runs (scripts/build.mjs).
      '.build-*/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'tests/fixtures/**/.docusaurus/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {globals: {...globals.browser, ...globals.node}},
  },
  {
    files: ['**/*.mjs'],
    languageOptions: {globals: globals.node},
  },
  {
    // Bundler loaders are loaded with require().
    files: ['**/*.cjs'],
    languageOptions: {globals: globals.node, sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // Tests also hand functions to the browser (page.evaluate).
    files: ['tests/**/*.mjs', 'packages/*/test/**/*.mjs'],
    languageOptions: {globals: {...globals.node, ...globals.browser}},
  },
  {
    files: ['src/**/*.{ts,tsx}', 'packages/search/theme/**/*.{ts,tsx}'],
    plugins: {'@docusaurus': docusaurus},
    rules: {
      '@docusaurus/string-literal-i18n-messages': 'error',
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
      '@docusaurus/no-untranslated-text': [
        'error',
        {ignoredStrings: ['·', '—', '→', '/', '|', 'Ctrl+K']},
      ],
    },
  },
);
