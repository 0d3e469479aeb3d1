import type { Translation } from '@portal/i18n/i18n';

/** The shell's verification warning (spec 03 §4): namespace `shellVerification`, loaded with the first status. */
const en = {
  limited: {
    title: 'Your account is limited.',
    text: 'Some services are paused until we receive the documents we asked for.',
    link: 'See what is needed',
  },
  duplicateDocuments: {
    title: 'We found the same documents on another account.',
    text: 'Please upload your own documents again.',
    link: 'Go to verification',
  },
  duplicateDocumentsUploaded: {
    title: 'Your new documents are being checked.',
    text: 'We will tell you when the review of the duplicate documents is done.',
    link: 'Go to verification',
  },
  cardDocumentRequired: {
    title: 'A card document is needed.',
    text: 'Upload it so that we can issue your card.',
    link: 'Go to verification',
  },
  unverified: {
    title: 'Your account is not verified yet.',
    text: 'Finish the verification to use every service.',
    link: 'See what is left',
  },
  requiredActions: {
    title: 'Action needed on your account.',
    text_one: '{{count}} thing to do: {{actions}}.',
    text_other: '{{count}} things to do: {{actions}}.',
    link: 'Go to verification',
  },
  actions: {
    fatca: 'tax residency self-certification',
    address: 'proof of address',
    proofOfResidence: 'proof of residence',
    identity: 'identity document',
    phone: 'phone confirmation',
    videoIdentity: 'video identification',
  },
};

export type ShellVerificationTexts = Translation<typeof en>;
export default en;
