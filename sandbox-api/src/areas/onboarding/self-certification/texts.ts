import type { TaxWForm } from '@portal/api/catalogue';

export const TAX_TEXTS = {
  personalOnly: 'This customer is a company: it certifies with the business tax certification.',
  businessOnly: 'This customer is a person: they certify with the personal tax certification.',
  noSuchLink: 'This link is not valid. Ask the company for a new one.',
  notSubmitted: 'is asked once the tax certification is submitted',
  wrongForm: (form: TaxWForm) =>
    `must be ${form} for the answers given (a W-9 for a US person, else a W-8BEN)`,
  notAsked: 'is asked only of a person who gave up US citizenship',
  notRealFile: 'is not really a JPEG, PNG or PDF file',
  contentMismatch: 'holds something other than its name says',
  badName: 'has a name that is not allowed',
  signed: (form: TaxWForm) =>
    `Your ${form === 'W9' ? 'W-9' : 'W-8BEN'} form is signed: your tax self-certification is complete.`,
} as const;

/** The name a form is told by. */
export const FORM_TITLES: Record<TaxWForm, string> = {
  W8BEN: 'Form W-8BEN (certificate of foreign status)',
  W9: 'Form W-9 (request for taxpayer identification number and certification)',
};
