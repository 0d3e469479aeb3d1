import { CARD_ACCOUNT_TYPE_RANGE } from '@portal/api/catalogue';

export const cardTypeSchema = {
  type: 'integer',
  minimum: CARD_ACCOUNT_TYPE_RANGE.from,
  maximum: CARD_ACCOUNT_TYPE_RANGE.to,
} as const;
/** The route's envelope already holds and requires these two; they are listed so card answers carry their own. */
export const responseCode = {
  responseCode: { type: 'string' },
  responseDescription: { type: 'string' },
} as const;
