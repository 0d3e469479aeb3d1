import type { Translation } from '@portal/i18n/i18n';

/** The shell's approval popups (spec 02 §4, spec 03 §8): namespace `shellApprovals`, loaded after sign-in. */
const en = {
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
    passkeyTitle: 'Approve with your passkey',
    passkeyTextOne: 'Approve this payment with your passkey.',
    passkeyTextMany: 'Approve these {{number}} payments with your passkey.',
    passkeyPayments: 'Payments to approve',
    passkeyPayee: 'to {{name}} ({{payee}})',
    passkeyApprove: 'Approve with passkey',
    passkeyLoading: 'Preparing the approval',
    passkeyFailed: 'Your passkey could not be used. Try again.',
    passkeyElsewhere:
      'This payment is approved with your passkey: approve it in a browser that can use it (the portal on your computer or phone).',
  },
};

export type ShellApprovalTexts = Translation<typeof en>;
export default en;
