import { CARD_ACCOUNT_TYPE_RANGE } from '@portal/api/catalogue';

/** The schema pieces the card operations' schemas share. */
export const countryCodeSchema = { type: 'string', pattern: '^[A-Z]{2}$' } as const;
export const cardTypeSchema = {
  type: 'integer',
  minimum: CARD_ACCOUNT_TYPE_RANGE.from,
  maximum: CARD_ACCOUNT_TYPE_RANGE.to,
} as const;
export const money = { type: 'string' } as const;
/** The route's envelope already holds and requires these two; they are listed so card answers carry their own. */
export const responseCode = {
  responseCode: { type: 'string' },
  responseDescription: { type: 'string' },
} as const;
