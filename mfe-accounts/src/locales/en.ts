import batch from './batch/en';
import cards from './cards-first/en';
import exportTexts from './exports/en';
import history from './history/en';
import home from './home/en';
import news from './news/en';
import receive from './receive/en';
import statements from './statements/en';

/**
 * Texts of the accounts area (namespace `accounts`); each feature's part in its own folder. The cards pages' texts
 * (`cards/`, 4 KB) load with those pages (`features/cards/texts.ts`), not with the home (issue 11).
 */
const en = {
  cards,
  home,
  history,
  batch,
  exports: exportTexts,
  statements,
  receive,
  news,
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
    crypto: 'Crypto wallet',
    closed: 'Closed account',
    other: 'Account',
  },
  accountNumber: 'Account {{id}}',
  account: 'Account',
  chooseAccount: 'Choose an account',
  balance: 'Available balance',
  pending: 'Pending',
  remainingValue: 'Remaining value',
  loading: 'Loading your accounts…',
  refreshing: 'Updating balances…',
  loadFailed: 'We could not load your accounts',
  loadFailedText: 'Something went wrong. Please try again.',
  retry: 'Try again',
  close: 'Close',
  cancel: 'Cancel',
  done: 'Done',
  pageLoading: 'Loading the page…',
  copy: {
    copy: 'Copy',
    copied: 'Copied',
    done: 'Copied to the clipboard',
    failed: 'Copying is not available here. Select the text and copy it instead.',
  },
  access: {
    outsideTitle: 'Not part of your access',
    outsideText:
      'Your access to this customer does not include this page. A user with full access to the company can help.',
  },
  empty: { title: 'No accounts yet', text: 'Your accounts will appear here as soon as they are opened.' },
};

export type AccountsTexts = typeof en;
export default en;
