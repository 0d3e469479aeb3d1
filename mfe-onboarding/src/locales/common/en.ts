import type { Translation } from '@portal/i18n/i18n';

/** Texts every page of the onboarding area uses (namespace `onboarding`, top level). */
const en = {
  title: 'Profile',
  pageLoading: 'Loading the page…',
  loadFailed: 'We could not load this page',
  loadFailedText: 'Something went wrong. Please try again.',
  retry: 'Try again',
};

export type CommonTexts = Translation<typeof en>;
export default en;
