import {
  TAX_ENTITY_TYPES,
  TAX_W_FORMS,
  TIN_MISSING_REASONS,
  VERIFICATION_STATUSES,
} from '@portal/api/catalogue';
import { TIN_EXPLANATION_MAX_LENGTH } from '@portal/api/tax-certification';
import type { ObjectSchema } from '../../../platform/pipeline/types';

/**
 * The tax certification's JSON schemas (spec 03 §3, §7): the shapes are checked here (TA1 before the handler runs),
 * the rules of spec 03 §5 by the shared rules in the service (TA1 with the same kind of lines).
 */

const object = (properties: Record<string, unknown>, required = Object.keys(properties)): ObjectSchema => ({
  type: 'object',
  properties,
  required,
});

const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const nullableId = { ...id, type: ['integer', 'null'] } as const;
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const nullable = (type: string) => ({ type: [type, 'null'] }) as const;
const status = { type: 'string', enum: [...VERIFICATION_STATUSES] } as const;
const MAX_ENTRIES = 20;

const taxIdEntry = object(
  {
    countryCode: text(2),
    taxId: text(40),
    tinMissingReason: { type: 'string', enum: [...TIN_MISSING_REASONS] },
    tinMissingExplanation: text(TIN_EXPLANATION_MAX_LENGTH),
  },
  ['countryCode', 'taxId'],
);
const taxIds = { type: 'array', maxItems: MAX_ENTRIES, items: taxIdEntry } as const;

const controllingPerson = object({
  firstName: text(100),
  lastName: text(100),
  birthDate: text(10),
  residenceCountryCode: text(2),
  taxIds,
});

/** The representative's auth secret (the link's `secret`). */
const secret = { type: 'string', minLength: 1, maxLength: 200 } as const;

// What a get answers, an update takes back: the answer's nulls (a question not asked, an address not chosen) mean
// "not given" on the way in too, so a client that sends back what it read is not refused (issue 47 item 10).
const personalFields = {
  taxIds,
  hasUSIndicia: { type: 'boolean' },
  isUSTaxPayer: { type: 'boolean' },
  renouncedUSCitizenship: nullable('boolean'),
};

export const updateTaxCertificationRequestSchema = object(personalFields, [
  'taxIds',
  'hasUSIndicia',
  'isUSTaxPayer',
]);

export const representativeSecretRequestSchema = object({ secret });

export const updateRepresentativeTaxCertificationRequestSchema = object({ secret, ...personalFields }, [
  'secret',
  'taxIds',
  'hasUSIndicia',
  'isUSTaxPayer',
]);

const booleanQuestion = nullable('boolean');
const textQuestion = { type: ['string', 'null'], maxLength: 200 } as const;

const businessQuestions = {
  giin: textQuestion,
  giinMissingReason: textQuestion,
  isFinancialInstitution: booleanQuestion,
  isUsingClientFunds: booleanQuestion,
  isManagedByFinancialInstitution: booleanQuestion,
  isPubliclyTraded: booleanQuestion,
  companySecurityMarket: textQuestion,
  companyTicket: textQuestion,
  isOwnPubliclyTradedCompany: booleanQuestion,
  companyOwnedByYouSecurityMarket: textQuestion,
  companyOwnedByYouSecurityName: textQuestion,
  companyOwnedByYouSecurityTicket: textQuestion,
  isEarnPassiveIncome: booleanQuestion,
};

export const updateBusinessTaxCertificationRequestSchema = object(
  {
    registrationCountryCode: text(2),
    entityType: { type: 'string', enum: [...TAX_ENTITY_TYPES] },
    ...businessQuestions,
    hasUSIndicia: { type: 'boolean' },
    isUSTaxPayer: { type: 'boolean' },
    placeOfBusinessAddressId: nullableId,
    registeredAddressId: nullableId,
    controllingPersons: { type: 'array', maxItems: MAX_ENTRIES, items: controllingPerson },
    taxIds,
  },
  ['registrationCountryCode', 'entityType', 'hasUSIndicia', 'isUSTaxPayer', 'controllingPersons', 'taxIds'],
);

export const uploadTaxWFormRequestSchema = object({ formType: { type: 'string', enum: [...TAX_W_FORMS] } });

const documentSchema = object({ id: nullable('integer'), status, url: nullable('string') });

const answerTaxIdEntry = object(
  {
    countryCode: { type: 'string' },
    taxId: { type: 'string' },
    tinMissingReason: { type: 'string' },
    tinMissingExplanation: { type: 'string' },
  },
  ['countryCode', 'taxId'],
);

export const taxCertificationResponseSchema = object({
  kind: { type: 'string' },
  name: { type: 'string' },
  signedAt: nullable('string'),
  registrationCountryCode: nullable('string'),
  entityType: nullable('string'),
  ...businessQuestions,
  hasUSIndicia: booleanQuestion,
  isUSTaxPayer: booleanQuestion,
  renouncedUSCitizenship: booleanQuestion,
  placeOfBusinessAddressId: nullable('integer'),
  registeredAddressId: nullable('integer'),
  controllingPersons: {
    type: 'array',
    items: object({
      firstName: { type: 'string' },
      lastName: { type: 'string' },
      birthDate: { type: 'string' },
      residenceCountryCode: { type: 'string' },
      taxIds: { type: 'array', items: answerTaxIdEntry },
    }),
  },
  taxIds: { type: 'array', items: answerTaxIdEntry },
  selfCertificationDocument: documentSchema,
  w8BenFormDocument: documentSchema,
  w9FormDocument: documentSchema,
  lossOfNationalityDocument: documentSchema,
  info: object({
    w9FormDocumentStatus: status,
    certificateOfLossOfNationalityDocumentStatus: status,
    taxResidencySelfCertificationDocumentStatus: status,
    w8BenFormDocumentStatus: status,
  }),
  addresses: {
    type: 'array',
    items: object({ addressId: { type: 'integer' }, label: { type: 'string' } }),
  },
});

export const uploadTaxWFormResponseSchema = object({
  signData: object({
    clientId: { type: 'string' },
    signUrls: { type: 'array', items: { type: 'string' } },
  }),
});

export const uploadLossOfNationalityResponseSchema = object({ document: documentSchema });

/** The e-signature page's token: what `randomToken` makes (base64url). */
export const signTokenParams = {
  type: 'object',
  properties: {
    token: { type: 'string', pattern: '^[A-Za-z0-9_-]{20,100}$', patternMessage: 'is not a signing link' },
  },
  required: ['token'],
} as const;
