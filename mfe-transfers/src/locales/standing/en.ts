import type { Translation } from '@portal/i18n/i18n';

/** Texts of the standing payments page (namespace `transfers`, key `standing`). */
const en = {
  title: 'Standing payments',
  description: 'Payments that repeat on their own. You can cancel the ones you set up as cancellable.',
  loading: 'Loading standing payments…',
  caption: 'Your standing payments',
  filters: {
    title: 'Filter standing payments',
    beneficiaryEmail: 'Beneficiary e-mail',
    fromAmount: 'Amount from',
    toAmount: 'Amount to',
    type: 'Type',
    allTypes: 'All types',
    apply: 'Apply filter',
    clear: 'Clear',
    amountInvalid: 'Enter an amount such as 25 or 25.50.',
    rangeInvalid: 'Must not be less than the amount from.',
  },
  types: { betweenAccounts: 'Between own accounts', p2p: 'Person to person' },
  frequency: { weekly: 'Weekly', monthly: 'Monthly', quarterly: 'Every 3 months' },
  status: { active: 'Active', finished: 'Finished', cancelled: 'Cancelled' },
  columns: {
    accounts: 'From → to',
    amount: 'Amount',
    frequency: 'Repeats',
    next: 'Next payment',
    remaining: 'Payments left',
    status: 'Status',
    actions: 'Actions',
  },
  route: 'Account {{from}} → account {{to}}',
  remaining_one: '{{count}} payment',
  remaining_other: '{{count}} payments',
  until: 'until {{date}}',
  skipped: 'Skipped on {{date}}: {{reason}}',
  cancel: 'Cancel',
  cancelOne: 'Cancel the standing payment of {{amount}} from account {{from}} to account {{to}}',
  cancelled: 'The standing payment was cancelled. No more payments will be made.',
  empty: 'No standing payments yet',
  emptyText: 'Make a transfer between your accounts and choose how often it repeats.',
  create: 'Set up a standing payment',
  emptyFiltered: 'No standing payments match the filter',
  emptyFilteredText: 'Change or clear the filter to see more.',
  confirm: {
    title: 'Cancel this standing payment?',
    text: 'The {{frequency}} payment of {{amount}} from account {{from}} to account {{to}} stops. Payments already made stay as they are.',
    keep: 'Keep it',
    action: 'Cancel payment',
  },
};

export type StandingTexts = Translation<typeof en>;
export default en;
