import { emailSchema, sixDigitCodeSchema } from '../../../platform/http/schemas';
import type { ObjectSchema } from '../../../platform/pipeline/types';
import { nullable } from './schema-parts';

const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
/** Rights a user may be given (spec 03 §6): 0–4; 5 marks an authorised user and is never assigned. */
const assignableRight = { type: 'integer', minimum: 0, maximum: 4 } as const;
const name = { type: 'string', maxLength: 100 } as const;

export const representativeRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { representativeId: id },
  required: ['representativeId'],
};

/** spec 03 §7 "Representative address create" (issue 47 item 1). */
export const createRepresentativeAddressRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    representativeId: id,
    address1: { type: 'string', maxLength: 200 },
    address2: { type: 'string', maxLength: 200 },
    city: { type: 'string', maxLength: 100 },
    postalCode: { type: 'string', maxLength: 20 },
    countryCode: { type: 'string', maxLength: 2 },
    stateCode: { type: 'string', maxLength: 10 },
  },
  required: ['representativeId', 'address1', 'city', 'postalCode', 'countryCode'],
};

export const deleteRepresentativeRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { representativeId: id, force: { type: 'boolean' } },
  required: ['representativeId'],
};

/** Both kinds' fields; which ones a kind needs is checked by the route, so the answer names the missing ones. */
export const addCompanyUserRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: ['representative', 'personal'] },
    representativeId: id,
    email: emailSchema,
    firstName: name,
    lastName: name,
    accessRights: assignableRight,
  },
  required: ['kind', 'accessRights'],
};

export const changeCompanyUserRightRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { userId: id, accessRights: assignableRight },
  required: ['userId', 'accessRights'],
};

export const removeCompanyUserRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { userId: id },
  required: ['userId'],
};

export const sendResolutionRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    businessRepresentativeIds: { type: 'array', minItems: 1, maxItems: 50, items: id },
    signers: { type: 'array', minItems: 1, maxItems: 20, items: { type: 'string', maxLength: 200 } },
  },
  required: ['businessRepresentativeIds', 'signers'],
};

export const sendStatementRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { text: { type: 'string', maxLength: 5000 } },
  required: ['text'],
};

export const addEmailRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { emailAddress: emailSchema },
  required: ['emailAddress'],
};

export const emailIdRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { emailId: id },
  required: ['emailId'],
};

export const confirmEmailCodeRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { emailId: id, confirmationCode: sixDigitCodeSchema },
  required: ['emailId', 'confirmationCode'],
};

// --- answers ---

export { companyInfoSchema } from './info-schemas';

const representativeProperties = {
  representativeId: { type: 'integer' },
  positionIds: { type: 'array', items: { type: 'integer' } },
  kind: { type: 'string' },
  name: { type: 'string' },
  email: { type: 'string' },
  share: nullable('string'),
  effectiveShare: nullable('string'),
  parentId: nullable('integer'),
  addressDocumentStatus: nullable('integer'),
  identityDocumentStatus: nullable('integer'),
  controlDocumentStatus: nullable('integer'),
  userId: nullable('integer'),
} as const;
const representativeRequired = Object.keys(representativeProperties);

export const representativesResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    representatives: {
      type: 'array',
      items: { type: 'object', properties: representativeProperties, required: representativeRequired },
    },
  },
  required: ['representatives'],
};

export const representativeInfoSchema: ObjectSchema = {
  type: 'object',
  properties: {
    ...representativeProperties,
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    birthday: { type: 'string' },
    phone: { type: 'string' },
    taxId: { type: 'string' },
    addressStatus: { type: 'integer' },
    addressConfirmed: { type: 'boolean' },
    address: {
      type: 'object',
      properties: {
        address1: { type: 'string' },
        address2: { type: 'string' },
        city: { type: 'string' },
        postalCode: { type: 'string' },
        countryCode: { type: 'string' },
        stateCode: { type: 'string' },
      },
      required: ['address1', 'address2', 'city', 'postalCode', 'countryCode', 'stateCode'],
    },
  },
  required: [
    ...representativeRequired,
    'firstName',
    'lastName',
    'birthday',
    'phone',
    'taxId',
    'address',
    'addressStatus',
    'addressConfirmed',
  ],
};

export const companyUsersResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    users: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          userId: { type: 'integer' },
          email: { type: 'string' },
          firstName: { type: 'string' },
          lastName: { type: 'string' },
          accessRights: { type: 'integer' },
          status: { type: 'string' },
          isOwner: { type: 'boolean' },
        },
        required: ['userId', 'email', 'firstName', 'lastName', 'accessRights', 'status', 'isOwner'],
      },
    },
  },
  required: ['users'],
};

export const accessRightsResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    accessRights: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'integer' }, name: { type: 'string' } },
        required: ['id', 'name'],
      },
    },
  },
  required: ['accessRights'],
};

export const potentialUsersResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    potentialUsers: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          representativeId: { type: 'integer' },
          name: { type: 'string' },
          email: { type: 'string' },
        },
        required: ['representativeId', 'name', 'email'],
      },
    },
  },
  required: ['potentialUsers'],
};

export const addCompanyUserResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { userId: { type: 'integer' }, invited: { type: 'boolean' } },
  required: ['userId', 'invited'],
};

export const resolutionSchema: ObjectSchema = {
  type: 'object',
  properties: {
    businessRepresentativeIds: { type: 'array', items: { type: 'integer' } },
    statusId: nullable('integer'),
    signers: { type: 'array', items: { type: 'string' } },
    sentAt: nullable('string'),
  },
  required: ['businessRepresentativeIds', 'statusId', 'signers', 'sentAt'],
};

export const statementSchema: ObjectSchema = {
  type: 'object',
  properties: { text: { type: 'string' }, statusId: nullable('integer'), sentAt: nullable('string') },
  required: ['text', 'statusId', 'sentAt'],
};

const emailProperties = {
  emailId: { type: 'integer' },
  emailAddress: { type: 'string' },
  status: { type: 'string' },
  confirmed: { type: 'boolean' },
} as const;

export const companyEmailSchema: ObjectSchema = {
  type: 'object',
  properties: emailProperties,
  required: ['emailId', 'emailAddress', 'status', 'confirmed'],
};

export const emailsResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { emails: { type: 'array', items: companyEmailSchema } },
  required: ['emails'],
};
