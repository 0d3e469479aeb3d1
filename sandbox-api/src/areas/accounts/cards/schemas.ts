import { CARD_ACCOUNT_TYPE_RANGE, CARD_DOCUMENT_MAX_BYTES } from '@portal/api/catalogue';
import { amountSchema } from '../../../money/amounts';
import { emptySchema, idSchema } from '../balances/schemas';
import type { ObjectSchema } from '../../../platform/pipeline/types';
import { PIN_PATTERN } from './pin';
import { CARD_ALIAS_MAX, DOCUMENT_CONTENT_TYPES } from './service';

export { emptySchema };

const countryCodeSchema = { type: 'string', pattern: '^[A-Z]{2}$' } as const;
const cardTypeSchema = {
  type: 'integer',
  minimum: CARD_ACCOUNT_TYPE_RANGE.from,
  maximum: CARD_ACCOUNT_TYPE_RANGE.to,
} as const;
const money = { type: 'string' } as const;
/** The route's envelope already holds and requires these two; they are listed so card answers carry their own. */
const responseCode = { responseCode: { type: 'string' }, responseDescription: { type: 'string' } } as const;

export const cardAccountRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { accountId: idSchema },
  required: ['accountId'],
};

export const cardActionResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { ...responseCode },
};

export const cardDetailsResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    accountId: { type: 'integer' },
    cardNumber: { type: 'string' },
    cardHolderName: { type: 'string' },
    cardExpiryMonth: { type: 'integer' },
    cardExpiryYear: { type: 'integer' },
    cvv: { type: 'string' },
  },
  required: ['accountId', 'cardNumber', 'cardHolderName', 'cardExpiryMonth', 'cardExpiryYear', 'cvv'],
};

export const cardAliasRequestSchema: ObjectSchema = {
  type: 'object',
  // Trimmed by the service, which then holds it to CARD_ALIAS_MAX; the margin is for surrounding spaces.
  properties: { accountId: idSchema, cardAliasName: { type: 'string', maxLength: CARD_ALIAS_MAX * 2 } },
  required: ['accountId', 'cardAliasName'],
};

export const cardReissueRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { accountId: idSchema, isExpressShipping: { type: 'boolean' } },
  required: ['accountId', 'isExpressShipping'],
};

/** An extra parameter; the nesting under options is one level deep in the sandbox's own data. */
const extraParamSchema = (nested: Record<string, unknown> | undefined): Record<string, unknown> => ({
  type: 'object',
  properties: {
    name: { type: 'string' },
    label: { type: 'string' },
    type: { type: 'string', enum: ['text', 'select', 'date'] },
    required: { type: 'boolean' },
    pattern: { type: 'string' },
    ...(nested
      ? {
          options: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                value: { type: 'string' },
                label: { type: 'string' },
                extraParams: { type: 'array', items: nested },
              },
              required: ['value', 'label'],
            },
          },
        }
      : {}),
  },
  required: ['name', 'label', 'type', 'required'],
});

export const cardActivationDataResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    fees: money,
    feeCurrency: { type: 'string' },
    extraParams: { type: 'array', items: extraParamSchema(extraParamSchema(undefined)) },
  },
  required: ['fees', 'feeCurrency', 'extraParams'],
};

export const cardActivationRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    accountId: idSchema,
    extraParams: {
      type: 'object',
      maxProperties: 20,
      additionalProperties: { type: 'string', maxLength: 200 },
    },
    feeAccountId: idSchema,
  },
  required: ['accountId', 'extraParams'],
};

export const cardActivationResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { ...responseCode, pinCode: { type: 'string' } },
  required: ['pinCode'],
};

const pinSchema = { type: 'string', pattern: PIN_PATTERN } as const;

export const changePinRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { accountId: idSchema, confirm: { type: 'boolean' }, pin: pinSchema, pinRepeat: pinSchema },
  required: ['accountId', 'confirm', 'pin', 'pinRepeat'],
};

export const showPinResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { pinCode: { type: 'string' } },
  required: ['pinCode'],
};

export const cardLoadRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { accountId: idSchema, fromAccountId: idSchema, amount: amountSchema },
  required: ['accountId', 'fromAccountId', 'amount'],
};

export const cardLoadResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { ...responseCode, transactionId: { type: 'integer' } },
  required: ['transactionId'],
};

export const cardEnrollmentResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { ...responseCode, enrolled: { type: 'boolean' }, phone: { type: 'string' } },
  required: ['enrolled'],
};

export const cardBinRequestSchema: ObjectSchema = {
  type: 'object',
  // spec 02 §5: the first 6 digits with spaces removed; a whole number may be given.
  properties: { binNumber: { type: 'string', pattern: '^[0-9 ]{6,23}$' } },
  required: ['binNumber'],
};

export const cardBinInfoSchema: ObjectSchema = {
  type: 'object',
  properties: {
    binNumber: { type: 'string' },
    issuer: { type: 'string' },
    cardBrand: { type: 'string' },
    cardCategory: { type: 'string' },
    cardType: { type: 'string' },
    countryCode: { type: 'string' },
    currencyCode: { type: 'string' },
    isCommercial: { type: 'boolean' },
    isPrepaid: { type: 'boolean' },
    valid: { type: 'boolean' },
    isBlocked: { type: 'boolean' },
  },
  required: [
    'binNumber',
    'issuer',
    'cardBrand',
    'cardCategory',
    'cardType',
    'countryCode',
    'currencyCode',
    'isCommercial',
    'isPrepaid',
    'valid',
  ],
};

export const addCardRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    cardNumber: { type: 'string', pattern: '^[0-9 ]{12,23}$' },
    cardHolderName: { type: 'string', minLength: 2, maxLength: 60, pattern: "^[\\p{L} .'-]+$" },
    cardExpiryMonth: { type: 'integer', minimum: 1, maximum: 12 },
    cardExpiryYear: { type: 'integer', minimum: 2000, maximum: 2100 },
    cvv: { type: 'string', pattern: '^[0-9]{3,4}$' },
  },
  required: ['cardNumber', 'cardHolderName', 'cardExpiryMonth', 'cardExpiryYear', 'cvv'],
};

export const addCardResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { cardId: { type: 'integer' } },
  required: ['cardId'],
};

export const confirmCardRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { cardId: idSchema, amount: amountSchema },
  required: ['cardId', 'amount'],
};

const externalCardSchema = {
  type: 'object',
  properties: {
    cardId: { type: 'integer' },
    cardNumber: { type: 'string' },
    cardHolderName: { type: 'string' },
    cardExpiryMonth: { type: 'integer' },
    cardExpiryYear: { type: 'integer' },
    cardBrand: { type: 'string' },
    status: { type: 'string', enum: ['pending', 'confirmed', 'failed'] },
    attemptsLeft: { type: 'integer' },
  },
  required: [
    'cardId',
    'cardNumber',
    'cardHolderName',
    'cardExpiryMonth',
    'cardExpiryYear',
    'cardBrand',
    'status',
    'attemptsLeft',
  ],
} as const;

export const externalCardResponseSchema: ObjectSchema = externalCardSchema;

export const externalCardRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { cardId: idSchema },
  required: ['cardId'],
};

export const externalCardsResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    // The contract allows one item or a list; the sandbox always answers a list.
    cards: {
      type: 'object',
      properties: { card: { type: 'array', items: externalCardSchema } },
      required: ['card'],
    },
  },
  required: ['cards'],
};

export const applyCardInfoRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { countryCode: countryCodeSchema },
};

export const applyCardInfoResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    cards: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          type: { type: 'integer' },
          subType: { type: 'string', enum: ['PREPAID', 'DEBIT'] },
          isVirtual: { type: 'boolean' },
          currencyCode: { type: 'string' },
          name: { type: 'string' },
        },
        required: ['type', 'subType', 'isVirtual', 'currencyCode', 'name'],
      },
    },
  },
  required: ['cards'],
};

export const cardApplyFeesRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { type: cardTypeSchema, countryCode: countryCodeSchema },
  required: ['type', 'countryCode'],
};

export const cardApplyFeesResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    annual: money,
    issue: money,
    monthly: money,
    currency: { type: 'string' },
    shipping: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          type: { type: 'string', enum: ['standard', 'express'] },
          fee: money,
          deliveryTime: { type: 'string' },
          disabledReasons: { type: 'array', items: { type: 'string' } },
        },
        required: ['id', 'type', 'fee', 'deliveryTime', 'disabledReasons'],
      },
    },
  },
  required: ['annual', 'issue', 'monthly', 'currency', 'shipping'],
};

export const applyForCardRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    type: cardTypeSchema,
    countryCode: countryCodeSchema,
    shippingId: idSchema,
    addressId: idSchema,
    feeAccountId: idSchema,
  },
  required: ['type', 'countryCode'],
};

export const applyForCardResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { ...responseCode, accountId: { type: 'integer' } },
  required: ['accountId'],
};

export const crossPlatformRequirementsResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    requirements: {
      type: 'array',
      items: { type: 'string', enum: ['taxNumber', 'confirmedAddress', 'documents'] },
    },
  },
  required: ['requirements'],
};

const addressSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    address1: { type: 'string' },
    address2: { type: 'string' },
    city: { type: 'string' },
    postalCode: { type: 'string' },
    stateCode: { type: 'string' },
    countryCode: { type: 'string' },
    stateName: { type: 'string' },
    kind: { type: 'integer' },
    statusId: { type: 'integer' },
  },
  required: ['id', 'address1', 'city', 'postalCode', 'countryCode', 'kind', 'statusId'],
} as const;

export const addressInquiryResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    // The contract allows one item or a list; the sandbox always answers a list.
    addresses: {
      type: 'object',
      properties: { address: { type: 'array', items: addressSchema } },
      required: ['address'],
    },
  },
  required: ['addresses'],
};

export const addressReplacementRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { countryCode: countryCodeSchema, oldAddressId: idSchema },
  required: ['countryCode', 'oldAddressId'],
};

export const addressReplacementResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    cardAccountsToBeCanceled: { type: 'array', items: { type: 'integer' } },
    cardAccountsToBeShippedToOldAddress: { type: 'array', items: { type: 'integer' } },
  },
  required: ['cardAccountsToBeCanceled', 'cardAccountsToBeShippedToOldAddress'],
};

export const statesRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { countryCode: countryCodeSchema },
  required: ['countryCode'],
};

export const statesResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    dictionary: {
      type: 'object',
      properties: {
        state: {
          type: 'array',
          items: {
            type: 'object',
            properties: { code: { type: 'string' }, name: { type: 'string' } },
            required: ['code', 'name'],
          },
        },
      },
      required: ['state'],
    },
  },
  required: ['dictionary'],
};

const sideSchema = { type: 'string', enum: ['front', 'back'] } as const;

export const cardDocumentsResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    documents: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          type: { type: 'integer' },
          statusId: { type: 'integer' },
          isDocumentRequired: { type: 'boolean' },
          isCardDocumentRequired: { type: 'boolean' },
          sides: { type: 'array', items: sideSchema },
          uploadedSides: { type: 'array', items: sideSchema },
        },
        required: ['type', 'isDocumentRequired', 'isCardDocumentRequired', 'sides', 'uploadedSides'],
      },
    },
  },
  required: ['documents'],
};

/** Base64 of at most CARD_DOCUMENT_MAX_BYTES; the service checks the decoded size and the file's first bytes. */
const MAX_BASE64_LENGTH = Math.ceil(CARD_DOCUMENT_MAX_BYTES / 3) * 4;

export const uploadCardDocumentRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    accountId: idSchema,
    type: { type: 'integer', minimum: 1, maximum: 999 },
    side: sideSchema,
    // A plain file name: no folders, no control characters.
    fileName: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[^/\\\\\\u0000-\\u001f]+$' },
    contentType: { type: 'string', enum: DOCUMENT_CONTENT_TYPES },
    content: { type: 'string', minLength: 1, maxLength: MAX_BASE64_LENGTH },
  },
  required: ['accountId', 'type', 'side', 'fileName', 'contentType', 'content'],
};
