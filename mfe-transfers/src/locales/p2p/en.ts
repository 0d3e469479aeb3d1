import type { Translation } from '@portal/i18n/i18n';

/** Texts of the p2p feature (namespace `transfers`, key `p2p`). */
const en = {
  title: 'Send to a person',
  description: 'Send money to another customer by their e-mail address.',
  formLabel: 'Send money to a person',
  loading: 'Loading your accounts…',
  account: 'From account',
  email: 'Payee e-mail',
  amount: 'Amount',
  note: 'Note to the payee',
  reference: 'Reference',
  coupon: 'Coupon code',
  templateName: 'Save as template',
  templateHint: 'Give the payee a name to find them again next time.',
  feeHint: 'Fee {{fee}}; {{total}} in all.',
  feeLoading: 'Getting the fee…',
  payee: {
    checking: 'Checking the payee…',
    found: 'Payee: {{name}}',
    notFound: 'There is no customer with this e-mail.',
    blacklisted: 'You cannot send money to this payee.',
  },
  errors: {
    accountRequired: 'Choose the account to send from',
    emailRequired: 'Enter the payee’s e-mail',
    emailInvalid: 'Enter a valid e-mail, for example name@example.com',
    tooLong_one: 'Use at most {{max}} character',
    tooLong_other: 'Use at most {{max}} characters',
  },
  recent: {
    title: 'Recent payees',
    loading: 'Loading recent payees…',
    failed: 'Recent payees could not be loaded.',
    empty: 'People you send money to will appear here.',
  },
  templates: {
    title: 'Saved payees',
    loading: 'Loading saved payees…',
    failed: 'Saved payees could not be loaded.',
    empty: 'No saved payees yet. Name one with “Save as template”.',
  },
  done: {
    title: 'Money sent',
    text: '{{amount}} sent to {{email}}; fee {{fee}}.',
    approvalsLink: 'See your requests',
  },
};

export type P2pTexts = Translation<typeof en>;
export default en;
