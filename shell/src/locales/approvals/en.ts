import type { Translation } from '@portal/i18n/i18n';

/** The shell's approval popups (spec 02 §4, spec 03 §8): namespace `shellApprovals`, loaded after sign-in. */
const en = {
  verification: {
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
  },
  approval: {
    successTitle: 'Successfully submitted',
    createdTitle: 'approval transaction created',
    createdText: 'The transfer now waits for approval by a colleague with approval rights.',
    failedTitle: 'Failed transaction',
    rejected: 'Transaction was rejected.',
    noOperationId: 'Not Operation Id, Fail Operation',
    codeTitle: 'Approve the transfer',
    codeSent: {
      sms: 'We sent a code by SMS to {{sentTo}}.',
      otp: 'We sent a one-time code to {{sentTo}}.',
      approvalCode: 'We sent an approval code to {{sentTo}}.',
    },
    codeSentNowhere: 'Enter the code we sent you.',
    codeLabel: 'Approval code',
    codeHint_one: '{{length}} digit',
    codeHint_other: '{{length}} digits',
    codeInvalid_one: 'Enter the {{length}}-digit code.',
    codeInvalid_other: 'Enter the {{length}}-digit code.',
    confirm: 'Confirm',
    cancel: 'Cancel',
    resend: 'Send a new code',
    resent: 'A new code was sent.',
    resentTo: 'A new code was sent to {{sentTo}}.',
    pushTitle: 'Approve on your device',
    pushText: 'Approve the payment on your device {{device}}.',
    pushTextNoDevice: 'Approve the payment on your linked device.',
    pushWaiting: 'Waiting for your approval',
    pushResend: 'Send again',
    pushResent: 'We sent the request to your device again.',
  },
};

export type ShellApprovalTexts = Translation<typeof en>;
export default en;
