import { emailSchema } from '../../../platform/http/schemas';
import { sixDigitCodeSchema } from '../../auth/access/schemas';
import type { ObjectSchema } from '../../../platform/pipeline/types';

const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const nullable = (type: 'string' | 'integer') => ({ type: [type, 'null'] }) as const;
/** Rights a user may be given (spec 03 §6): 0–4; 5 marks an authorised user and is never assigned. */
const assignableRight = { type: 'integer', minimum: 0, maximum: 4 } as const;
const name = { type: 'string', maxLength: 100 } as const;

export const emptySchema: ObjectSchema = { type: 'object', properties: {} };

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

const documentSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    documentTypeId: { type: 'integer' },
    documentType: { type: 'string' },
    statusId: { type: 'integer' },
    uploaded: { type: 'string' },
    issuedDate: nullable('string'),
    expiresDate: nullable('string'),
    rejectReason: nullable('string'),
  },
  required: [
    'id',
    'documentTypeId',
    'documentType',
    'statusId',
    'uploaded',
    'issuedDate',
    'expiresDate',
    'rejectReason',
  ],
} as const;
const documentsSchema = { type: 'array', items: documentSchema } as const;

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
    addressStatus: { type: 'integer' },
    confirmed: { type: 'boolean' },
    isDocumentOutOfDate: { type: 'boolean' },
    isDocumentRequired: { type: 'boolean' },
    isCardDocumentRequired: { type: 'boolean' },
    uploadedDocuments: documentsSchema,
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
    'addressStatus',
    'confirmed',
    'isDocumentOutOfDate',
    'isDocumentRequired',
    'isCardDocumentRequired',
    'uploadedDocuments',
  ],
} as const;

const phoneSchema = {
  type: ['object', 'null'],
  properties: {
    id: { type: 'integer' },
    countryCode: { type: 'string' },
    number: { type: 'string' },
    confirmed: { type: 'boolean' },
    status: { type: 'string' },
  },
  required: ['id', 'countryCode', 'number', 'confirmed', 'status'],
} as const;

export const companyInfoSchema: ObjectSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    registrationCountryCode: { type: 'string' },
    tradingName: { type: 'string' },
    email: { type: 'string' },
    registrationNumber: { type: 'string' },
    registrationDate: { type: 'string' },
    businessTaxId: { type: 'string' },
    website: { type: 'string' },
    description: { type: 'string' },
    verified: { type: 'boolean' },
    limited: { type: 'boolean' },
    businessCreationDate: { type: 'string' },
    addresses: { type: 'array', items: addressSchema },
    corporateDocuments: documentsSchema,
    corporateDocumentStatus: nullable('integer'),
    dueDiligenceQuestionnaire: {
      type: ['object', 'null'],
      properties: {
        government: { type: 'boolean' },
        governmentDetails: { type: 'string' },
        lawsuits: { type: 'boolean' },
        lawsuitsDetails: { type: 'string' },
        taxPayers: { type: 'boolean' },
      },
      required: ['government', 'governmentDetails', 'lawsuits', 'lawsuitsDetails', 'taxPayers'],
    },
    financialDetail: {
      type: ['object', 'null'],
      properties: {
        monthlyDepositAmount: { type: 'string' },
        monthlyDepositCurrencyCode: { type: 'string' },
        monthlyWithdrawalAmount: { type: 'string' },
        monthlyWithdrawalCurrencyCode: { type: 'string' },
        sourceIds: { type: 'array', items: { type: 'integer' } },
        purposeIds: { type: 'array', items: { type: 'integer' } },
        industry: { type: 'integer' },
      },
      required: [
        'monthlyDepositAmount',
        'monthlyDepositCurrencyCode',
        'monthlyWithdrawalAmount',
        'monthlyWithdrawalCurrencyCode',
        'sourceIds',
        'purposeIds',
        'industry',
      ],
    },
    financialInstitution: { type: 'boolean' },
    isConverted: { type: 'boolean' },
    sourceOfWealthDocuments: documentsSchema,
    additionalDocuments: documentsSchema,
    additionalDocumentStatus: nullable('integer'),
    phone: phoneSchema,
    additionalQuestionAnswers: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          questionId: { type: 'string' },
          answer: { type: 'string' },
          details: { type: 'string' },
          name: { type: 'string' },
          date: { type: 'string' },
        },
        required: ['questionId', 'answer', 'details', 'name', 'date'],
      },
    },
  },
  required: [
    'name',
    'registrationCountryCode',
    'tradingName',
    'email',
    'registrationNumber',
    'registrationDate',
    'businessTaxId',
    'website',
    'description',
    'verified',
    'limited',
    'businessCreationDate',
    'addresses',
    'corporateDocuments',
    'corporateDocumentStatus',
    'dueDiligenceQuestionnaire',
    'financialDetail',
    'financialInstitution',
    'isConverted',
    'sourceOfWealthDocuments',
    'additionalDocuments',
    'additionalDocumentStatus',
    'phone',
    'additionalQuestionAnswers',
  ],
};

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
