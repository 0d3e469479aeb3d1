import type { Translation } from '@portal/i18n/i18n';

/** Texts of the receive pages, signed in and public (namespace `accounts`, key `receive`). */
const en = {
  title: 'Receive money',
  description: 'Create a link that tells anyone how to pay you, optionally for an amount.',
  account: 'Account to receive into',
  amount: 'Amount (optional)',
  amountHint: 'Leave empty to let the payer choose the amount.',
  note: 'Note for the payer (optional)',
  noteHint_one: 'Up to {{max}} character, e.g. what the payment is for.',
  noteHint_other: 'Up to {{max}} characters, e.g. what the payment is for.',
  create: 'Create the link',
  errors: {
    account: 'Choose an account',
    invalid: 'Enter an amount such as 25 or 25.50',
    tooManyDecimals: 'This currency does not have that many decimals',
    positive: 'Enter an amount above zero',
  },
  failed: 'We could not create the link',
  created: 'Your link is ready',
  createdForAmount: 'Anyone who opens it sees how to pay you {{amount}}.',
  createdAnyAmount: 'Anyone who opens it sees how to pay you in {{currency}}.',
  link: 'Link to share',
  copyLink: 'Copy the link',
  openLink: 'Open the page',
  another: 'Create another link',
  noAccount: 'No account can receive payments yet',
  noAccountText: 'Open a payment account first, then come back to create a link.',
  public: {
    loadingTitle: 'Payment request',
    loading: 'Loading the payment request…',
    title: 'Pay {{name}}',
    description: '{{brand}} payment request. Choose the way that suits you.',
    request: 'Payment request',
    anyAmount: 'Any amount in {{currency}}',
    noteLabel: 'Note from the payee:',
    p2pTitle: 'Pay with {{brand}}',
    p2pText: 'Already with {{brand}}? Send the money to this e-mail address from your account.',
    email: 'E-mail address',
    copyEmail: 'Copy the e-mail address',
    bankTitle: 'Pay by bank transfer',
    bankText: 'From any bank, send {{currency}} with these details.',
    unknownTitle: 'Payment request',
    unknown: 'This payment link does not exist',
    unknownText: 'Check the address, or ask the person who sent it for a new link.',
    loadFailed: 'We could not load this payment request',
  },
};

export type ReceiveTexts = Translation<typeof en>;
export default en;
