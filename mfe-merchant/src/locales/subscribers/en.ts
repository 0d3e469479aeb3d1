import type { Translation } from '@portal/i18n/i18n';

/** Subscribers and installments (spec 03 §3 "Subscription (subscriptionId) and installment list", §7, §9). */
const en = {
  title: 'Subscribers',
  description: 'The people who pay you regularly, and the purchases paid in installments.',
  periods: { week: 'week', month: 'month', year: 'year' },
  status: { active: 'Active', cancelled: 'Cancelled', pastDue: 'Payment overdue' },
  installmentStatus: { active: 'Paying', paidOff: 'Paid off', overdue: 'Overdue' },
  list: {
    title: 'Subscriptions',
    loading: 'Loading your subscribers…',
    failed: 'Your subscribers could not be loaded.',
    emptyTitle: 'No subscribers yet',
    emptyText: 'Payers who subscribe with your buttons will be listed here.',
    subscriber: 'Subscriber',
    plan: 'Plan',
    amount: 'Amount',
    perPeriod: '{{amount}} per {{period}}',
    status: 'Status',
    next: 'Next payment',
    cancelledOn: 'Cancelled on {{date}}',
    actions: 'Actions',
    cancel: 'Cancel subscription',
    cancelFor: 'Cancel subscription: {{email}}',
    pages: 'Subscriber pages',
  },
  cancel: {
    title: 'Cancel the subscription?',
    text: '{{name}} will no longer be charged for {{plan}}. This cannot be undone.',
    confirm: 'Cancel subscription',
    done: 'The subscription of {{email}} was cancelled.',
  },
  installments: {
    title: 'Installments',
    loading: 'Loading the installments…',
    failed: 'The installments could not be loaded.',
    emptyTitle: 'No installment plans',
    emptyText: 'Purchases paid in installments will be listed here.',
    payer: 'Payer',
    description: 'Purchase',
    paid: 'Paid',
    paidOf: '{{paid}} of {{total}}',
    count: 'Installments',
    countOf: '{{paid}} of {{count}}',
    status: 'Status',
    nextDue: 'Next due',
    pages: 'Installment pages',
  },
};

export type SubscribersTexts = Translation<typeof en>;
export default en;
