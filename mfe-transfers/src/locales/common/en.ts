import type { Translation } from '@portal/i18n/i18n';

/** Texts every page of the transfers area uses (namespace `transfers`, top level). */
const en = {
  title: 'Transfers',
  pageLoading: 'Loading the page…',
  loadFailed: 'We could not load this page',
  loadFailedText: 'Something went wrong. Please try again.',
  retry: 'Try again',
  back: 'Back',
  edit: 'Change details',
  review: 'Review',
  confirmSend: 'Confirm and send',
  sending: 'Sending…',
  cancel: 'Cancel',
  close: 'Close',
  historyLink: 'See it in your history',
  another: 'Make another transfer',
  reviewTitle: 'Check your transfer',
  refused: 'The transfer was not sent',
  approvalFailed: 'The transfer was not approved',
  approvalFailedText: 'Your details are kept, so you can try again.',
  approvalCancelled: 'Approval cancelled. Nothing was sent and your details are kept.',
  queuedTitle: 'Approval transaction created',
  queuedText: 'A colleague with the right to approve will confirm it. You can follow it under Approvals.',
  noAccounts: {
    title: 'No account to send from',
    text: 'You need an active account with a balance to make a transfer.',
  },
  noAccess: {
    title: 'Not available to you',
    text: 'Your access rights do not include this kind of transfer. Ask the company owner if you need it.',
  },
  summary: {
    from: 'From',
    to: 'To',
    amount: 'Amount',
    fee: 'Fee',
    total: 'Total to pay',
    toAmount: 'They get',
    rate: 'Exchange rate',
    standingOrder: 'Repeats',
    note: 'Note',
    reference: 'Reference',
  },
  shared: {
    chooseAccount: 'Choose an account',
    accountOption: '{{currency}} · Account {{id}} · {{balance}}',
    amountErrors: {
      required: 'Enter an amount',
      format: 'Enter a number, for example 25.50',
      decimals_one: 'Use at most {{digits}} decimal',
      decimals_other: 'Use at most {{digits}} decimals',
      positive: 'Enter an amount over 0',
      exceedsMax: 'The most you can send is {{max}}',
    },
    standingOrder: {
      title: 'Standing order',
      toggle: 'Repeat this transfer',
      frequency: 'How often',
      chooseFrequency: 'Choose how often',
      frequencies: { weekly: 'Every week', monthly: 'Every month', quarterly: 'Every three months' },
      endDate: 'Last payment on',
      count: 'Number of payments',
      countHint: 'From {{min}} to {{max}}, the first one included',
      errors: {
        frequencyRequired: 'Choose how often',
        endRequired: 'Give a last payment date or a number of payments',
        endDatePast: 'Choose a date after today',
        endDateInvalid: 'Enter a valid date',
        count: 'Enter a whole number from {{min}} to {{max}}',
      },
    },
    limits: {
      title: 'Your limits',
      loading: 'Loading your limits…',
      failed: 'Your limits could not be loaded.',
      periods: {
        transaction: 'Per transfer: up to {{max}}',
        day: 'Left today: {{remaining}} of {{max}}',
        month: 'Left this month: {{remaining}} of {{max}}',
      },
    },
  },
};

export type CommonTexts = Translation<typeof en>;
export default en;
