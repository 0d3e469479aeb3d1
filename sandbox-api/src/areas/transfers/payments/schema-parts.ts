import { EXTERNAL_TRANSFER_TYPES, SUBSCRIPTION_FREQUENCIES } from '@portal/api/catalogue';

/** Field schemas of the transfers operations; the external kinds (external/schemas.ts) use some too. */
export const money = { type: 'string' } as const;
export const currencySchema = { type: 'string', pattern: '^[A-Z0-9]{3,4}$' } as const;
export const countryCodeSchema = { type: 'string', pattern: '^[A-Z]{2}$' } as const;
export const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
export const transferTypeSchema = {
  type: 'string',
  enum: ['betweenAccounts', 'p2p', ...EXTERNAL_TRANSFER_TYPES],
} as const;
export const idempotencyKeySchema = { type: 'string', minLength: 1, maxLength: 100 } as const;
export const dateSchema = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
export const statusSchema = { type: 'string', enum: ['pending', 'approved', 'declined', 'failed'] } as const;

export const subscriptionFields = {
  subscriptionFrequency: { type: 'string', enum: [...SUBSCRIPTION_FREQUENCIES] },
  subscriptionEndDate: dateSchema,
  subscriptionTransactions: { type: 'integer', minimum: 1, maximum: 1000 },
  subscriptionUserCancel: { type: 'boolean' },
} as const;
