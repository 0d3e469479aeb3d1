import type { Translation } from '@portal/i18n/i18n';

/** Payer reputation (spec 03 §5 "Reputation search trims the e-mail", §7, §9 page 100). */
const en = {
  title: 'Reputation',
  description: 'How the payers who paid you behaved: payments, refunds and disputes, summed up as a score.',
  levels: { good: 'Good', neutral: 'Neutral', risky: 'Risky' },
  search: {
    title: 'Find a payer',
    email: 'Payer e-mail',
    hint: 'Leave it empty to see every payer.',
    submit: 'Search',
    clear: 'Show all',
  },
  errors: { email: 'Enter a valid e-mail address, like name@example.com' },
  list: {
    title: 'Payers',
    loading: 'Loading the reputation…',
    failed: 'The reputation could not be loaded.',
    emptyTitle: 'No payers found',
    emptyText: 'Payers appear here after their first payment to you.',
    emptySearch: 'No payer with the e-mail {{email}}.',
    email: 'E-mail',
    score: 'Score',
    scoreOf: '{{score}} of 100',
    level: 'Level',
    payments: 'Payments',
    refunds: 'Refunds',
    disputes: 'Disputes',
    lastSeen: 'Last payment',
    pages: 'Payer pages',
  },
};

export type ReputationTexts = Translation<typeof en>;
export default en;
