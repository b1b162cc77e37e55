import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', '.data/**', '.test-data/**', 'sdk/generated/**', 'coverage/**', 'screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        console: 'readonly', process: 'readonly', Buffer: 'readonly', URL: 'readonly', URLSearchParams: 'readonly',
        setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly',
        fetch: 'readonly', Response: 'readonly', Request: 'readonly', Headers: 'readonly', FormData: 'readonly', Blob: 'readonly',
        TextEncoder: 'readonly', TextDecoder: 'readonly', AbortController: 'readonly', structuredClone: 'readonly',
        queueMicrotask: 'readonly', crypto: 'readonly', performance: 'readonly', globalThis: 'readonly', atob: 'readonly', btoa: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    files: ['elements/**/*.tsx', 'console/**/*.tsx', 'elements/**/*.ts', 'console/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
    languageOptions: {
      globals: {
        window: 'readonly', document: 'readonly', navigator: 'readonly', customElements: 'readonly', HTMLElement: 'readonly',
        CustomEvent: 'readonly', CSSStyleSheet: 'readonly', requestAnimationFrame: 'readonly', cancelAnimationFrame: 'readonly',
        localStorage: 'readonly', location: 'readonly', history: 'readonly', matchMedia: 'readonly', getComputedStyle: 'readonly',
      },
    },
  },
);
