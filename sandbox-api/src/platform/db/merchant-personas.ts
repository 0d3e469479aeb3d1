// The merchant area's demo personas (issue 33; README), shared by the seeds of its slices (the merchant tools seed
// them, the webhooks slice seeds Mia's server-to-server tools with the same ids) and their tests (issue 48).

/**
 * Mia's Market Ltd (`mia.merchant@demo.test`, full access) has data on every merchant page; Rob
 * (`rob.readonly@demo.test`) reads Mia's company only (access right 1), so the merchant's internal pages send him to
 * the saved buttons; Max Gadgets BV (`max.merchant@demo.test`) has NO merchant data (the webhook journey creates its
 * own); Paco (`paco.payer@demo.test`), a personal customer, pays Max in that journey.
 *
 * Stable ids, below each table's identity start: users 821-824, customers 20821, 20823, 20824, accounts
 * 100821-100824.
 */
export const MERCHANT_DEMO = {
  mia: {
    userId: 821,
    customerId: 20821,
    email: 'mia.merchant@demo.test',
    eurAccountId: 100821,
    usdAccountId: 100822,
  },
  rob: { userId: 822, customerId: 20821, email: 'rob.readonly@demo.test' },
  paco: { userId: 823, customerId: 20823, email: 'paco.payer@demo.test', accountId: 100823 },
  max: { userId: 824, customerId: 20824, email: 'max.merchant@demo.test', accountId: 100824 },
} as const;
