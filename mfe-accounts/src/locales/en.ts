/** Texts of the accounts area (namespace `accounts`). */
const en = {
  title: 'Accounts',
  greeting: 'Hello, {{name}}',
  description: 'Your balances in every currency, updated live.',
  yourAccounts: 'Your accounts',
  closedAccounts: 'Closed accounts',
  accountType: {
    payment: 'Payment account',
    prePayment: 'Pre-payment account',
    receiving: 'Receiving account',
    card: 'Card account',
    closed: 'Closed account',
    other: 'Account',
  },
  accountNumber: 'Account {{id}}',
  balance: 'Available balance',
  pending: 'Pending',
  remainingValue: 'Remaining value',
  loading: 'Loading your accounts…',
  refreshing: 'Updating balances…',
  loadFailed: 'We could not load your accounts',
  retry: 'Try again',
  empty: { title: 'No accounts yet', text: 'Your accounts will appear here as soon as they are opened.' },
};

export type AccountsTexts = typeof en;
export default en;
