import type { Translation } from '@portal/i18n/i18n';

/** The legal information page (spec 02 §3 "Legal info items", §7 "Agreement download"). */
const en = {
  title: 'Legal information',
  description: 'The agreements and policies that apply to your account. Download any of them as a PDF.',
  loading: 'Loading your documents…',
  empty: 'There are no documents for your account yet.',
  kinds: {
    termsAndConditions: 'Terms and Conditions',
    privacyPolicy: 'Privacy Policy',
    feeSchedule: 'Fee Schedule',
    cardholderAgreement: 'Cardholder Agreement',
    businessAgreement: 'Business Account Agreement',
  },
  version: 'Version {{version}}, in effect from {{date}}',
  agreed: 'You agreed on {{date}}',
  forInformation: 'For your information',
  download: 'Download PDF',
  downloading: 'Preparing the PDF…',
  downloaded: '{{document}} downloaded.',
  downloadFailed: '{{document}} could not be downloaded. Please try again.',
};

export type LegalTexts = Translation<typeof en>;
export default en;
