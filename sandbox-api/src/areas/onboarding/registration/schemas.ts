import type { ObjectSchema } from '../../../platform/pipeline/types';

/** Shapes only: every rule of the draft is checked by the service with `@portal/api/registration` (spec 03 §5). */
const text = (maxLength = 200) => ({ type: 'string', maxLength }) as const;
const key = { type: 'string', minLength: 1, maxLength: 40 } as const;
const ids = {
  type: 'array',
  maxItems: 50,
  items: { type: 'integer', minimum: 0, maximum: 2_147_483_647 },
} as const;

const addressSchema = {
  type: 'object',
  properties: {
    address1: text(),
    address2: text(),
    city: text(100),
    postalCode: text(20),
    countryCode: text(2),
    stateCode: text(10),
  },
  required: ['address1', 'address2', 'city', 'postalCode', 'countryCode', 'stateCode'],
} as const;

const personSchema = {
  type: 'object',
  properties: {
    id: key,
    firstName: text(100),
    lastName: text(100),
    birthday: text(10),
    email: text(254),
    phoneCountryCode: text(8),
    phone: text(32),
    address: addressSchema,
    taxId: text(50),
    sourceOfFunds: ids,
    sourceDetails: {
      type: 'object',
      maxProperties: 50,
      propertyNames: { pattern: '^[0-9]{1,10}$' },
      additionalProperties: text(1000),
    },
    isUser: { type: 'boolean' },
    accessRights: { type: 'integer', minimum: 0, maximum: 5 },
  },
  required: [
    'id',
    'firstName',
    'lastName',
    'birthday',
    'email',
    'phoneCountryCode',
    'phone',
    'address',
    'taxId',
    'sourceOfFunds',
    'sourceDetails',
    'isUser',
    'accessRights',
  ],
} as const;

/** A tree node; its children are checked node by node as the service walks the tree (depth limited there). */
const shareholderSchema = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: ['person', 'company'] },
    refId: key,
    share: text(20),
    children: { type: 'array', maxItems: 50 },
  },
  required: ['kind', 'refId', 'share', 'children'],
} as const;

const yesNo = { type: ['boolean', 'null'] } as const;

export const createBusinessAccountRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    generalForm: {
      type: 'object',
      properties: {
        businessName: text(),
        tradingName: text(),
        registrationCountryCode: text(2),
        registrationNumber: text(50),
        registrationDate: text(10),
        businessTaxId: text(50),
        website: text(),
        category: text(40),
        address: addressSchema,
        firstName: text(100),
        lastName: text(100),
        email: text(254),
        password: text(1024),
        phoneCountryCode: text(8),
        phone: text(32),
      },
      required: [
        'businessName',
        'tradingName',
        'registrationCountryCode',
        'registrationNumber',
        'registrationDate',
        'businessTaxId',
        'website',
        'category',
        'address',
        'firstName',
        'lastName',
        'email',
        'password',
        'phoneCountryCode',
        'phone',
      ],
    },
    financialInfoForm: {
      type: 'object',
      properties: {
        monthlyDepositAmount: text(24),
        monthlyDepositCurrencyCode: text(3),
        monthlyWithdrawalAmount: text(24),
        monthlyWithdrawalCurrencyCode: text(3),
        sourceIds: ids,
        purposeIds: ids,
        industry: { type: 'integer', minimum: 0, maximum: 2_147_483_647 },
        industrySpecification: text(1000),
        sourceSpecification: text(1000),
        purposeSpecification: text(1000),
      },
      required: [
        'monthlyDepositAmount',
        'monthlyDepositCurrencyCode',
        'monthlyWithdrawalAmount',
        'monthlyWithdrawalCurrencyCode',
        'sourceIds',
        'purposeIds',
        'industry',
        'industrySpecification',
        'sourceSpecification',
        'purposeSpecification',
      ],
    },
    dueDilligenceForm: {
      type: 'object',
      properties: {
        government: yesNo,
        governmentDetails: text(2000),
        lawsuits: yesNo,
        lawsuitsDetails: text(2000),
        taxPayers: yesNo,
      },
      required: ['government', 'governmentDetails', 'lawsuits', 'lawsuitsDetails', 'taxPayers'],
    },
    additionalQuestionAnswers: {
      type: 'array',
      maxItems: 10,
      items: {
        type: 'object',
        properties: {
          questionId: text(40),
          answer: text(10),
          details: text(2000),
          name: text(),
          date: text(10),
        },
        required: ['questionId', 'answer', 'details', 'name', 'date'],
      },
    },
    legalForm: {
      type: 'object',
      properties: { terms: { type: 'boolean' }, authorizedCompanyRepresentative: { type: 'boolean' } },
      required: ['terms', 'authorizedCompanyRepresentative'],
    },
    persons: { type: 'array', maxItems: 50, items: personSchema },
    companies: {
      type: 'array',
      maxItems: 50,
      items: {
        type: 'object',
        properties: {
          id: key,
          name: text(),
          registrationCountryCode: text(2),
          registrationNumber: text(50),
          directorIds: { type: 'array', maxItems: 50, items: key },
        },
        required: ['id', 'name', 'registrationCountryCode', 'registrationNumber', 'directorIds'],
      },
    },
    // Ids of persons or of companies: a company directs or owns as a person does (spec 03 §2).
    directors: { type: 'array', maxItems: 50, items: key },
    owners: { type: 'array', maxItems: 50, items: key },
    shareholders: { type: 'array', maxItems: 50, items: shareholderSchema },
    captcha: { type: 'string', minLength: 1, maxLength: 4096 },
    device: {
      type: 'object',
      properties: { deviceId: text(100), platform: text(40), model: text(100) },
      required: ['deviceId', 'platform', 'model'],
    },
  },
  required: [
    'generalForm',
    'financialInfoForm',
    'dueDilligenceForm',
    'additionalQuestionAnswers',
    'legalForm',
    'persons',
    'companies',
    'directors',
    'owners',
    'shareholders',
    'captcha',
  ],
};

export const createBusinessAccountResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { customerId: { type: 'integer' }, usersInvited: { type: 'integer' } },
  required: ['customerId', 'usersInvited'],
};

export const emptyRequestSchema: ObjectSchema = { type: 'object', properties: {} };

const listOf = (field: string, item: Record<string, unknown>, required: readonly string[]): ObjectSchema => ({
  type: 'object',
  properties: {
    dictionary: {
      type: 'object',
      properties: { [field]: { type: 'array', items: { type: 'object', properties: item, required } } },
      required: [field],
    },
  },
  required: ['dictionary'],
});

export const dictionaryEntriesResponseSchema = listOf(
  'item',
  { id: { type: 'integer' }, name: { type: 'string' } },
  ['id', 'name'],
);
export const industriesResponseSchema = listOf(
  'industry',
  {
    id: { type: 'integer' },
    name: { type: 'string' },
    group: { type: 'string' },
    adult: { type: 'boolean' },
  },
  ['id', 'name', 'group', 'adult'],
);
export const additionalQuestionsResponseSchema = listOf(
  'question',
  {
    id: { type: 'string' },
    customerType: { type: 'string', enum: ['personal', 'business'] },
    text: { type: 'string' },
    answerType: { type: 'string', enum: ['yesNo', 'choice'] },
    options: {
      type: 'array',
      items: {
        type: 'object',
        properties: { value: { type: 'integer' }, label: { type: 'string' } },
        required: ['value', 'label'],
      },
    },
  },
  ['id', 'customerType', 'text', 'answerType'],
);

export const captchaChallengeResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    algorithm: { type: 'string' },
    challenge: { type: 'string' },
    maxnumber: { type: 'integer' },
    salt: { type: 'string' },
    signature: { type: 'string' },
  },
  required: ['algorithm', 'challenge', 'maxnumber', 'salt', 'signature'],
};
