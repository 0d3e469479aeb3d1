/**
 * Texts of the export for accounting software (issue 51; namespace `accounts`, key `accounting`), loaded with its
 * dialog (features/accounting-exports/texts.ts). Format names are the formats' own, the same in every language.
 */
const en = {
  title: 'Export for accounting software',
  intro: 'The booked transactions of an account over a period, in a file your accounting software imports.',
  formatLegend: 'Format',
  formats: {
    csv: { label: 'CSV', hint: 'The transactions of the filter on screen, for spreadsheets' },
    camt053: {
      label: 'camt.053',
      hint: "ISO 20022 XML, European banks' and ERPs' standard",
      tooPrecise: 'Not for {{currency}}: camt.053 amounts carry at most 5 decimals. Choose MT940 or OFX.',
    },
    mt940: { label: 'MT940', hint: 'SWIFT text, read by most ERPs' },
    ofx: { label: 'OFX', hint: 'Quicken, Money, Xero, …' },
    qbo: { label: 'QBO', hint: 'QuickBooks' },
  },
  unavailable: {
    currencyCode: 'Not for {{currency}}: accounting formats carry currency codes of three letters.',
  },
  periodLegend: 'Period',
  periods: { month: 'A calendar month', range: 'Dates of your choice' },
  month: 'Month',
  monthSoFar: '{{month}} (until yesterday)',
  fromDate: 'From',
  toDate: 'To (inclusive)',
  rangeHint:
    'Up to 12 months, ending yesterday at the latest: a statement covers days that have ended. Days are counted in UTC.',
  errorsTitle: 'The export cannot start yet',
  errors: {
    accountMissing: 'Choose the account to export.',
    monthMissing: 'Choose a month that has begun.',
    fromMissing: 'Enter the first day of the period.',
    toMissing: 'Enter the last day of the period.',
    dateInvalid: 'Enter a valid date.',
    fromNotEnded: 'The first day must be yesterday or earlier: a statement covers days that have ended.',
    toNotEnded: 'The last day must be yesterday or earlier: a statement covers days that have ended.',
    dateOrder: 'The last day cannot be before the first day.',
    periodTooLong: 'A period is at most 12 months: end it on {{date}} at the latest.',
    noFormat:
      'No accounting format can carry {{currency}}: they take currency codes of three letters. Choose another account.',
  },
};

export type AccountingTexts = typeof en;
export default en;
