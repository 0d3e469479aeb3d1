import { ADDRESS_KINDS, USERNAME_CHANGE_STATUSES, VERIFICATION_CHANNELS } from '@portal/api/catalogue';
import {
  emailSchema,
  errorResponses,
  pkceStringSchema,
  sixDigitCodeSchema,
} from '../../../platform/http/schemas';
import type { ObjectSchema } from '../../../platform/pipeline/types';

const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
/** Up to 4 digits, a plus allowed (the service strips it, spec 03 §5). */
const countryCode = text(8);
const number = text(32);

// --- requests ---

export const addPhoneRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { countryCode, number, phoneType: { type: 'integer', minimum: 0, maximum: 99 } },
  required: ['countryCode', 'number'],
};

export const replacePhoneRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { phoneId: id, countryCode, number },
  required: ['phoneId', 'countryCode', 'number'],
};

export const confirmPhoneRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    phoneId: id,
    code: sixDigitCodeSchema,
    verification: sixDigitCodeSchema,
    codeVerifier: pkceStringSchema,
  },
  required: ['phoneId'],
};

export const confirmBusinessPhoneRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { phoneId: id, reqId: text(64), approvalCode: sixDigitCodeSchema },
  required: ['phoneId', 'reqId', 'approvalCode'],
};

const addressFields = {
  address1: text(100),
  address2: text(100),
  city: text(60),
  postalCode: text(16),
  countryCode: { type: 'string', minLength: 2, maxLength: 2 },
  stateCode: text(8),
  kind: { type: 'integer', enum: [...ADDRESS_KINDS] },
} as const;
const requiredAddressFields = ['address1', 'city', 'postalCode', 'countryCode'] as const;

export const createAddressRequestSchema: ObjectSchema = {
  type: 'object',
  properties: addressFields,
  required: requiredAddressFields,
};

export const updateAddressRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { addressId: id, ...addressFields },
  required: ['addressId', ...requiredAddressFields],
};

export const replaceAddressRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { oldAddressId: id, ...addressFields },
  required: ['oldAddressId', ...requiredAddressFields],
};

export const addressIdRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { addressId: id },
  required: ['addressId'],
};

export const requestUsernameChangeRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { desiredUsername: emailSchema },
  required: ['desiredUsername'],
};

export const updateTaxNumberRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { taxId: text(64), positionId: id },
  required: ['taxId'],
};

// --- answers ---

const phoneSchema = {
  type: 'object',
  properties: {
    phoneId: { type: 'integer' },
    countryCode: { type: 'string' },
    number: { type: 'string' },
    phoneType: { type: 'integer' },
    status: { type: 'string', enum: ['Primary', 'Secondary'] },
    confirmed: { type: 'boolean' },
    replacesPhoneId: { type: 'integer' },
  },
  required: ['phoneId', 'countryCode', 'number', 'phoneType', 'status', 'confirmed'],
} as const;

export const profilePhoneSchema: ObjectSchema = phoneSchema as unknown as ObjectSchema;

export const phonesResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { phones: { type: 'array', items: phoneSchema } },
  required: ['phones'],
};

const addressSchema = {
  type: 'object',
  properties: {
    addressId: { type: 'integer' },
    address1: { type: 'string' },
    address2: { type: 'string' },
    city: { type: 'string' },
    postalCode: { type: 'string' },
    countryCode: { type: 'string' },
    stateCode: { type: 'string' },
    stateName: { type: 'string' },
    kind: { type: 'integer' },
    addressStatus: { type: 'integer' },
    confirmed: { type: 'boolean' },
    isDocumentOutOfDate: { type: 'boolean' },
    isCardDocumentRequired: { type: 'boolean' },
    isDocumentRequired: { type: 'boolean' },
  },
  required: [
    'addressId',
    'address1',
    'address2',
    'city',
    'postalCode',
    'countryCode',
    'stateCode',
    'stateName',
    'kind',
    'addressStatus',
    'confirmed',
    'isDocumentOutOfDate',
    'isCardDocumentRequired',
    'isDocumentRequired',
  ],
} as const;

export const profileAddressSchema: ObjectSchema = addressSchema as unknown as ObjectSchema;

const usernameChangeItem = {
  type: 'object',
  properties: {
    requestId: { type: 'integer' },
    desiredUsername: { type: 'string' },
    status: { type: 'string', enum: [...USERNAME_CHANGE_STATUSES] },
    createdAt: { type: 'string' },
    logs: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          date: { type: 'string' },
          status: { type: 'string', enum: [...USERNAME_CHANGE_STATUSES] },
          message: { type: 'string' },
        },
        required: ['date', 'status', 'message'],
      },
    },
  },
  required: ['requestId', 'desiredUsername', 'status', 'createdAt', 'logs'],
} as const;

export const usernameChangeSchema: ObjectSchema = usernameChangeItem as unknown as ObjectSchema;

export const usernameChangesResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { requests: { type: 'array', items: usernameChangeItem } },
  required: ['requests'],
};

export const profileResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    customerId: { type: 'integer' },
    customerType: { type: 'integer' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    businessName: { type: 'string' },
    login: { type: 'string' },
    residenceCountryCode: { type: 'string' },
    taxNumber: { type: 'string' },
    emails: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          emailId: { type: 'integer' },
          emailAddress: { type: 'string' },
          status: { type: 'string' },
          confirmed: { type: 'boolean' },
        },
        required: ['emailId', 'emailAddress', 'status', 'confirmed'],
      },
    },
    phones: { type: 'array', items: phoneSchema },
    addresses: { type: 'array', items: addressSchema },
    terms: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          title: { type: 'string' },
          version: { type: 'string' },
          url: { type: 'string' },
          acceptedAt: { type: 'string' },
        },
        required: ['id', 'title', 'version', 'url'],
      },
    },
    personalInfoUpdate: {
      type: 'object',
      properties: {
        needed: { type: 'boolean' },
        items: { type: 'array', items: { type: 'string' } },
      },
      required: ['needed', 'items'],
    },
  },
  required: [
    'customerId',
    'customerType',
    'firstName',
    'lastName',
    'login',
    'residenceCountryCode',
    'taxNumber',
    'emails',
    'phones',
    'addresses',
    'terms',
    'personalInfoUpdate',
  ],
};

// --- the verification route (REST, spec 03 §7) ---

export const phoneVerificationSchema = {
  params: {
    type: 'object',
    // Path parameters are text (no type coercion, http/validation.ts).
    properties: {
      phoneId: { type: 'string', pattern: '^[1-9][0-9]{0,8}$', patternMessage: 'must be a phone id' },
    },
    required: ['phoneId'],
  },
  body: {
    type: 'object',
    properties: {
      type: { type: 'string', enum: [...VERIFICATION_CHANNELS] },
      codeChallenge: pkceStringSchema,
    },
    required: ['type', 'codeChallenge'],
  },
  response: {
    200: {
      type: 'object',
      properties: {
        responseCode: { type: 'string' },
        responseDescription: { type: 'string' },
        reqId: { type: 'string' },
        sentTo: { type: 'string' },
      },
      required: ['responseCode', 'reqId', 'sentTo'],
    },
    ...errorResponses,
    403: errorResponses[400],
    404: errorResponses[400],
    429: errorResponses[400],
  },
} as const;
