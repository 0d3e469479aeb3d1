import { createTextParts } from '@portal/remote/text-parts';

/**
 * The texts of the export for accounting software (issue 51): loaded with its dialog, never with the statements or
 * history page that opens it, and merged into `accounts.accounting`.
 */
export const { ensureTexts: ensureAccountingTexts } = createTextParts<'accounting'>({
  namespace: 'accounts',
  loaders: {
    accounting: async (language) => {
      const { default: accounting } = await import(
        /* webpackInclude: /[\\/](en|es|ro|ru|ua|pt)\.ts$/ */ `../../locales/accounting/${language}.ts`
      );
      return { default: { accounting } };
    },
  },
  markers: { accounting: 'accounting.formatLegend' },
});
