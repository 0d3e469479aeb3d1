// One lint configuration for the workspace. The boundary rules are the point (STYLE.md "Boundaries"):
// remotes never import each other or the shell, shared packages import no app, the sandbox no UI code.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = [
  'shell',
  'mfe-auth',
  'mfe-accounts',
  'mfe-transfers',
  'mfe-onboarding',
  'mfe-contracts',
  'mfe-support',
  'mfe-merchant',
];

/** Forbids imports of the given apps by relative path or package name. */
function forbidApps(apps, message) {
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: apps.flatMap((app) => [
          { group: [`**/${app}/**`, `**/${app}`], message },
          { group: [`@portal/${app}`, `@portal/${app}/**`], message },
        ]),
      },
    ],
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'sandbox-api/drizzle/**',
      'sandbox-api/drizzle-helpdesk/**',
      '.data/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.tsx', '**/use-*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  ...APPS.map((app) => ({
    files: [`${app}/src/**/*.{ts,tsx}`],
    rules: forbidApps(
      APPS.filter((other) => other !== app),
      'Apps never import each other or the shell: share through @portal/* packages (DESIGN §1).',
    ),
  })),
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: forbidApps([...APPS, 'sandbox-api'], 'Shared packages import no app (STYLE.md, Boundaries).'),
  },
  {
    files: ['sandbox-api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@portal/*', '!@portal/api'],
              message: 'The sandbox imports only @portal/api contract types (DESIGN §1).',
            },
            {
              // The card, transfer and validation rules (spec 02 §4, §5, §6) are shared on purpose: the sandbox
              // refuses what the portal does not offer.
              group: [
                '@portal/api/*',
                '!@portal/api/catalogue',
                '!@portal/api/cards',
                '!@portal/api/transfers',
                '!@portal/api/validation',
                // The mass file rules and the spreadsheet and pain.001 readers: the sandbox checks every row again
                // (issues 15 and 51).
                '!@portal/api/mass',
                '!@portal/api/xlsx',
                '!@portal/api/pain001',
                '!@portal/api/csv',
                // Amounts in documents as the portal shows them (spec 02 §9; issue 35).
                '!@portal/api/money',
                // The business registration's rules: the sandbox judges a draft as the wizard does (issue 29).
                '!@portal/api/registration',
                // The tax certification's rules: the sandbox refuses what the forms refuse (spec 03 §5; issue 30).
                '!@portal/api/tax-certification',
                // The webhook signature and URL/IP-range rules: the sandbox signs and checks as the portal's forms and
                // signature tester do (issue 33).
                '!@portal/api/merchant-webhooks',
                // The saved buttons' amount rule: the hosted checkout refuses what the button form refuses (issue 33).
                '!@portal/api/merchant-buttons',
                '!@portal/api/testing',
                '!@portal/api/testing/registration',
              ],
              message:
                'The sandbox imports only @portal/api/catalogue and the shared card, transfer, validation, mass-file, money-formatting, registration, tax-certification, merchant-webhook and merchant-button rules.',
            },
            {
              group: ['react', 'react-dom', '**/shell/**', '**/mfe-*/**'],
              message: 'No UI code in the sandbox.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'scripts/**/*.mjs',
      'sandbox-api/src/server.ts',
      'shared/build/**/*.{mjs,cjs}',
      '**/*.config.{cjs,mjs,ts}',
      'e2e/**/*.ts',
    ],
    rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
);
