/** Texts of the statements page (namespace `accounts`, key `statements`). */
const en = {
  title: 'Statements',
  description:
    'Monthly statements of your accounts, ready to download as PDF, and statements for accounting software: camt.053, MT940, OFX or QBO.',
  listTitle: 'Monthly statements',
  transactions: 'Transactions: {{count}}',
  download: 'Download',
  downloadMonth: 'Download the statement of {{month}}',
  progressLabel: 'Statement of {{month}}',
  ready: 'Ready (rows: {{rows}}). The download has started.',
  failed: 'We could not prepare this statement',
  loading: 'Loading the statements…',
  loadFailed: 'We could not load the statements',
  empty: 'No statements yet',
  emptyText: 'A statement appears here for every month with transactions.',
  pagination: 'Statement pages',
  accountingTitle: 'For accounting software',
  accountingOpen: 'Export for accounting software',
};

export type StatementsTexts = typeof en;
export default en;
