import type {
  TaxCertificationInfo,
  UpdateBusinessTaxCertificationRequest,
} from './catalogue/tax-certification';
import {
  ALL_BUSINESS_QUESTIONS,
  businessTaxPayload,
  businessTaxProblems,
  emptyTaxIdEntry,
  isTaxIdRequired,
  needsControllingPersons,
  personalTaxPayload,
  personalTaxProblems,
  requiredWForm,
  selfCertificationState,
  taxCertificationActionRequired,
  taxIdFormEntry,
  taxIdNamesOf,
  taxIdPayload,
  taxIdProblems,
  visibleBusinessQuestions,
  withUSTaxId,
  type BusinessTaxForm,
} from './tax-certification';

const TODAY = '2026-11-28';

describe('tax id required per country (spec 03 §5)', () => {
  it('follows the table for persons and companies', () => {
    expect(isTaxIdRequired('DE', 'personal')).toBe(true);
    expect(isTaxIdRequired('DE', 'business')).toBe(true);
    expect(taxIdNamesOf('DE', 'personal')?.shortName).toBe('Steuer-ID');
  });
  it('is not required where the table flags it so', () => {
    expect(isTaxIdRequired('AE', 'personal')).toBe(false);
    expect(isTaxIdRequired('AE', 'business')).toBe(true);
  });
  it('is not required for a country the table does not list', () => {
    expect(isTaxIdRequired('AQ', 'personal')).toBe(false);
    expect(taxIdNamesOf('AQ', 'business')).toBeUndefined();
  });
});

describe('what a tax-id row sends (spec 03 §5)', () => {
  it('sends the id alone without no-tax, dropping a reason typed before', () => {
    expect(
      taxIdPayload({
        countryCode: 'de',
        taxId: ' 12345678901 ',
        noTax: false,
        tinMissingReason: 'CANNOT_OBTAIN',
        tinMissingExplanation: 'x',
      }),
    ).toEqual({ countryCode: 'DE', taxId: '12345678901' });
  });
  it('sends the missing reason only when no-tax is set, without the id', () => {
    expect(
      taxIdPayload({
        countryCode: 'AE',
        taxId: '123',
        noTax: true,
        tinMissingReason: 'COUNTRY_DOES_NOT_ISSUE',
        tinMissingExplanation: 'left over',
      }),
    ).toEqual({ countryCode: 'AE', taxId: '', tinMissingReason: 'COUNTRY_DOES_NOT_ISSUE' });
  });
  it('sends the explanation only for CANNOT_OBTAIN', () => {
    expect(
      taxIdPayload({
        countryCode: 'FR',
        taxId: '',
        noTax: true,
        tinMissingReason: 'CANNOT_OBTAIN',
        tinMissingExplanation: ' Applied, waiting. ',
      }),
    ).toEqual({
      countryCode: 'FR',
      taxId: '',
      tinMissingReason: 'CANNOT_OBTAIN',
      tinMissingExplanation: 'Applied, waiting.',
    });
  });
  it('reads a kept entry back into a row', () => {
    expect(taxIdFormEntry({ countryCode: 'FR', taxId: '', tinMissingReason: 'NO_TIN_IS_REQUIRED' })).toEqual({
      countryCode: 'FR',
      taxId: '',
      noTax: true,
      tinMissingReason: 'NO_TIN_IS_REQUIRED',
      tinMissingExplanation: '',
    });
    expect(taxIdFormEntry({ countryCode: 'DE', taxId: '1' }).noTax).toBe(false);
  });
});

describe('the US id of a US taxpayer (spec 03 §5)', () => {
  it('is added when the payer is a US taxpayer and none exists', () => {
    expect(withUSTaxId([emptyTaxIdEntry('DE')], true, emptyTaxIdEntry).map((row) => row.countryCode)).toEqual(
      ['DE', 'US'],
    );
  });
  it('is not added twice, nor for a payer who is not a US taxpayer', () => {
    expect(withUSTaxId([emptyTaxIdEntry('US')], true, emptyTaxIdEntry)).toHaveLength(1);
    expect(withUSTaxId([emptyTaxIdEntry('DE')], false, emptyTaxIdEntry)).toHaveLength(1);
  });
});

describe('tax-id problems, as the sandbox answers TA1', () => {
  it('asks for at least one country', () => {
    expect(taxIdProblems([], 'personal')).toEqual([
      'taxIds: at least one country of tax residence is required',
    ]);
  });
  it('asks for the id of a required country, or a reason', () => {
    expect(taxIdProblems([{ countryCode: 'DE', taxId: '' }], 'personal')).toEqual([
      'taxIds[0].taxId: is required for this country; or give the reason there is none',
    ]);
    expect(taxIdProblems([{ countryCode: 'AE', taxId: '' }], 'personal')).toEqual([]);
    expect(taxIdProblems([{ countryCode: 'AQ', taxId: '' }], 'personal')).toEqual([]);
  });
  it('refuses a bad country, a country twice and an id that is no id', () => {
    expect(
      taxIdProblems(
        [
          { countryCode: 'de', taxId: '12' },
          { countryCode: 'FR', taxId: '<script>' },
          { countryCode: 'FR', taxId: '30 23 217 600 053' },
        ],
        'personal',
      ),
    ).toEqual([
      'taxIds[0].countryCode: must be a country code of two letters',
      'taxIds[1].taxId: is not a tax identification number',
      'taxIds[2].countryCode: is given twice',
    ]);
  });
  it('checks the reason, the id beside it and the explanation', () => {
    expect(
      taxIdProblems(
        [
          { countryCode: 'DE', taxId: '1', tinMissingReason: 'COUNTRY_DOES_NOT_ISSUE' },
          { countryCode: 'FR', taxId: '', tinMissingReason: 'CANNOT_OBTAIN' },
          {
            countryCode: 'IT',
            taxId: '',
            tinMissingReason: 'NO_TIN_IS_REQUIRED',
            tinMissingExplanation: 'x',
          },
          { countryCode: 'ES', taxId: '', tinMissingReason: 'LOST' as never },
          { countryCode: 'PT', taxId: '123456789', tinMissingExplanation: 'x' },
          {
            countryCode: 'NL',
            taxId: '',
            tinMissingReason: 'CANNOT_OBTAIN',
            tinMissingExplanation: 'x'.repeat(501),
          },
        ],
        'business',
      ),
    ).toEqual([
      'taxIds[0].taxId: must be empty when a reason is given',
      'taxIds[1].tinMissingExplanation: is required',
      'taxIds[2].tinMissingExplanation: is sent only for CANNOT_OBTAIN',
      'taxIds[3].tinMissingReason: must be one of COUNTRY_DOES_NOT_ISSUE, CANNOT_OBTAIN, NO_TIN_IS_REQUIRED',
      'taxIds[4].tinMissingExplanation: is sent only for CANNOT_OBTAIN',
      'taxIds[5].tinMissingExplanation: must be at most 500 characters',
    ]);
  });
});

describe("a person's certification", () => {
  const form = {
    taxIds: [{ ...emptyTaxIdEntry('DE'), taxId: '12345678901' }],
    hasUSIndicia: false,
    isUSTaxPayer: false,
    renouncedUSCitizenship: true,
  };
  it('builds the payload without the loss-of-nationality answer unless it is asked', () => {
    expect(personalTaxPayload(form)).toEqual({
      taxIds: [{ countryCode: 'DE', taxId: '12345678901' }],
      hasUSIndicia: false,
      isUSTaxPayer: false,
    });
    expect(personalTaxPayload({ ...form, hasUSIndicia: true }).renouncedUSCitizenship).toBe(true);
  });
  it('adds the US id of a US taxpayer, which the check then asks to fill in', () => {
    const payload = personalTaxPayload({ ...form, hasUSIndicia: true, isUSTaxPayer: true });
    expect(payload.taxIds.map((entry) => entry.countryCode)).toEqual(['DE', 'US']);
    expect(payload).not.toHaveProperty('renouncedUSCitizenship');
    expect(personalTaxProblems(payload)).toEqual([
      'taxIds[1].taxId: is required for this country; or give the reason there is none',
    ]);
  });
  it('refuses a US taxpayer without a US id and a loss-of-nationality answer not asked', () => {
    expect(
      personalTaxProblems({
        taxIds: [{ countryCode: 'DE', taxId: '12345678901' }],
        hasUSIndicia: false,
        isUSTaxPayer: true,
        renouncedUSCitizenship: true,
      }),
    ).toEqual([
      'taxIds: a US taxpayer needs a US tax id',
      'renouncedUSCitizenship: is asked only of a person with US indicia who is not a US taxpayer',
    ]);
  });
});

describe('the business questions and their dependencies (spec 03 §3 "Questions")', () => {
  it('asks nothing before the entity type', () => {
    expect(visibleBusinessQuestions({ entityType: '' })).toEqual([]);
    expect(visibleBusinessQuestions({ entityType: null })).toEqual([]);
  });
  it('a financial institution: GIIN, its missing reason while it is blank, client funds', () => {
    expect(visibleBusinessQuestions({ entityType: 'financial-institution' })).toEqual([
      'giin',
      'giinMissingReason',
      'isUsingClientFunds',
    ]);
    expect(
      visibleBusinessQuestions({ entityType: 'financial-institution', giin: 'A1B2C3.12345.SL.123' }),
    ).toEqual(['giin', 'isUsingClientFunds']);
  });
  it('an investment entity: managed by a financial institution, then its GIIN', () => {
    expect(visibleBusinessQuestions({ entityType: 'investment' })).toEqual([
      'isManagedByFinancialInstitution',
    ]);
    expect(
      visibleBusinessQuestions({ entityType: 'investment', isManagedByFinancialInstitution: true }),
    ).toEqual(['isManagedByFinancialInstitution', 'giin', 'giinMissingReason']);
    expect(
      visibleBusinessQuestions({ entityType: 'investment', isManagedByFinancialInstitution: false }),
    ).toEqual(['isManagedByFinancialInstitution']);
  });
  it('a general company: financial institution all the same, else the chain to passive income', () => {
    const general = { entityType: 'general' as const };
    expect(visibleBusinessQuestions(general)).toEqual(['isFinancialInstitution']);
    expect(visibleBusinessQuestions({ ...general, isFinancialInstitution: true })).toEqual([
      'isFinancialInstitution',
      'giin',
      'giinMissingReason',
      'isUsingClientFunds',
    ]);
    const notFi = { ...general, isFinancialInstitution: false };
    expect(visibleBusinessQuestions(notFi)).toEqual(['isFinancialInstitution', 'isPubliclyTraded']);
    expect(visibleBusinessQuestions({ ...notFi, isPubliclyTraded: true })).toEqual([
      'isFinancialInstitution',
      'isPubliclyTraded',
      'companySecurityMarket',
      'companyTicket',
    ]);
    const notListed = { ...notFi, isPubliclyTraded: false };
    expect(visibleBusinessQuestions(notListed)).toEqual([
      'isFinancialInstitution',
      'isPubliclyTraded',
      'isOwnPubliclyTradedCompany',
    ]);
    expect(visibleBusinessQuestions({ ...notListed, isOwnPubliclyTradedCompany: true })).toEqual([
      'isFinancialInstitution',
      'isPubliclyTraded',
      'isOwnPubliclyTradedCompany',
      'companyOwnedByYouSecurityMarket',
      'companyOwnedByYouSecurityName',
      'companyOwnedByYouSecurityTicket',
    ]);
    expect(visibleBusinessQuestions({ ...notListed, isOwnPubliclyTradedCompany: false })).toEqual([
      'isFinancialInstitution',
      'isPubliclyTraded',
      'isOwnPubliclyTradedCompany',
      'isEarnPassiveIncome',
    ]);
  });
  it('needs controlling persons of a passive entity only', () => {
    const passive = {
      entityType: 'general' as const,
      isFinancialInstitution: false,
      isPubliclyTraded: false,
      isOwnPubliclyTradedCompany: false,
      isEarnPassiveIncome: true,
    };
    expect(needsControllingPersons(passive)).toBe(true);
    expect(needsControllingPersons({ ...passive, isEarnPassiveIncome: false })).toBe(false);
    // A hidden answer does not count: a listed company is active whatever its income.
    expect(needsControllingPersons({ ...passive, isPubliclyTraded: true })).toBe(false);
    expect(
      needsControllingPersons({ entityType: 'investment', isManagedByFinancialInstitution: false }),
    ).toBe(true);
    expect(needsControllingPersons({ entityType: 'investment', isManagedByFinancialInstitution: true })).toBe(
      false,
    );
    expect(needsControllingPersons({ entityType: 'investment' })).toBe(false);
    expect(needsControllingPersons({ entityType: 'financial-institution' })).toBe(false);
  });
});

const blankAnswers = Object.fromEntries(
  ALL_BUSINESS_QUESTIONS.map((question) => [question, '']),
) as BusinessTaxForm['answers'];

const businessForm = (change: Partial<BusinessTaxForm> = {}): BusinessTaxForm => ({
  registrationCountryCode: 'GB',
  entityType: 'general',
  answers: {
    ...blankAnswers,
    isFinancialInstitution: false,
    isPubliclyTraded: true,
    companySecurityMarket: ' LSE ',
    companyTicket: 'TESS',
    isEarnPassiveIncome: true,
  },
  hasUSIndicia: false,
  isUSTaxPayer: false,
  placeOfBusinessAddressId: '',
  registeredAddressId: '1001',
  controllingPersons: [
    {
      firstName: 'Tess',
      lastName: 'Taylor',
      birthDate: '1980-01-01',
      residenceCountryCode: 'GB',
      taxIds: [{ ...emptyTaxIdEntry('GB'), taxId: 'QQ123456C' }],
    },
  ],
  taxIds: [{ ...emptyTaxIdEntry('GB'), taxId: '1234567890' }],
  ...change,
});

describe("a company's payload and its check", () => {
  it('sends only the questions shown, no controlling persons of an active entity, the addresses as numbers', () => {
    const payload = businessTaxPayload(businessForm());
    expect(payload).toEqual({
      registrationCountryCode: 'GB',
      entityType: 'general',
      isFinancialInstitution: false,
      isPubliclyTraded: true,
      companySecurityMarket: 'LSE',
      companyTicket: 'TESS',
      hasUSIndicia: false,
      isUSTaxPayer: false,
      registeredAddressId: 1001,
      controllingPersons: [],
      taxIds: [{ countryCode: 'GB', taxId: '1234567890' }],
    });
    expect(businessTaxProblems(payload, TODAY)).toEqual([]);
  });

  it('sends the controlling persons of a passive entity, and the US id of a US company', () => {
    const payload = businessTaxPayload(
      businessForm({
        answers: {
          ...blankAnswers,
          isFinancialInstitution: false,
          isPubliclyTraded: false,
          isOwnPubliclyTradedCompany: false,
          isEarnPassiveIncome: true,
        },
        isUSTaxPayer: true,
        hasUSIndicia: true,
        placeOfBusinessAddressId: '1002',
      }),
    );
    expect(payload.controllingPersons).toEqual([
      {
        firstName: 'Tess',
        lastName: 'Taylor',
        birthDate: '1980-01-01',
        residenceCountryCode: 'GB',
        taxIds: [{ countryCode: 'GB', taxId: 'QQ123456C' }],
      },
    ]);
    expect(payload.placeOfBusinessAddressId).toBe(1002);
    expect(payload.taxIds.map((entry) => entry.countryCode)).toEqual(['GB', 'US']);
    expect(businessTaxProblems(payload, TODAY)).toEqual([
      'taxIds[1].taxId: is required for this country; or give the reason there is none',
    ]);
  });

  it('refuses what the rules refuse', () => {
    const request = {
      registrationCountryCode: 'gb',
      entityType: 'trust',
      giin: 'A1B2C3.12345.SL.123',
      isFinancialInstitution: 'yes',
      hasUSIndicia: false,
      isUSTaxPayer: true,
      controllingPersons: [
        { firstName: '', lastName: 'X', birthDate: '2030-01-01', residenceCountryCode: 'x', taxIds: [] },
      ],
      taxIds: [{ countryCode: 'GB', taxId: '1234567890' }],
    } as unknown as UpdateBusinessTaxCertificationRequest;
    expect(businessTaxProblems(request, TODAY)).toEqual([
      'registrationCountryCode: must be a country code of two letters',
      'entityType: is required',
      'giin: is not asked with the answers given',
      'isFinancialInstitution: is not asked with the answers given',
      'controllingPersons: are asked only of a passive entity',
      'taxIds: a US taxpayer needs a US tax id',
    ]);
  });

  it('asks for every question shown, a GIIN in its format or the reason, and a passive entity’s persons', () => {
    expect(
      businessTaxProblems(
        {
          registrationCountryCode: 'GB',
          entityType: 'financial-institution',
          giin: 'nope',
          hasUSIndicia: false,
          isUSTaxPayer: false,
          controllingPersons: [],
          taxIds: [{ countryCode: 'GB', taxId: '1234567890' }],
        },
        TODAY,
      ),
    ).toEqual(['giin: must be a GIIN (XXXXXX.XXXXX.XX.XXX)', 'isUsingClientFunds: is required']);
    expect(
      businessTaxProblems(
        {
          registrationCountryCode: 'GB',
          entityType: 'financial-institution',
          giin: '',
          isUsingClientFunds: false,
          hasUSIndicia: false,
          isUSTaxPayer: false,
          controllingPersons: [],
          taxIds: [{ countryCode: 'GB', taxId: '1234567890' }],
        },
        TODAY,
      ),
    ).toEqual(['giinMissingReason: is required']);
    expect(
      businessTaxProblems(
        {
          registrationCountryCode: 'GB',
          entityType: 'investment',
          isManagedByFinancialInstitution: false,
          hasUSIndicia: false,
          isUSTaxPayer: false,
          controllingPersons: [],
          taxIds: [{ countryCode: 'GB', taxId: '1234567890' }],
        },
        TODAY,
      ),
    ).toEqual(['controllingPersons: at least one controlling person is required for a passive entity']);
    expect(
      businessTaxProblems(
        {
          registrationCountryCode: 'GB',
          entityType: 'investment',
          isManagedByFinancialInstitution: false,
          hasUSIndicia: false,
          isUSTaxPayer: false,
          controllingPersons: [
            { firstName: '', lastName: ' ', birthDate: '2030-01-01', residenceCountryCode: 'gb', taxIds: [] },
          ],
          taxIds: [{ countryCode: 'GB', taxId: '1234567890' }],
        },
        TODAY,
      ),
    ).toEqual([
      'controllingPersons[0].firstName: is required',
      'controllingPersons[0].lastName: is required',
      'controllingPersons[0].birthDate: must be a date YYYY-MM-DD in the past',
      'controllingPersons[0].residenceCountryCode: must be a country code of two letters',
      'controllingPersons[0].taxIds: at least one country of tax residence is required',
    ]);
  });
});

describe('the forms and the self-certification state', () => {
  const info = (change: Partial<TaxCertificationInfo>): TaxCertificationInfo => ({
    w9FormDocumentStatus: 'notRequired',
    certificateOfLossOfNationalityDocumentStatus: 'notRequired',
    taxResidencySelfCertificationDocumentStatus: 'none',
    w8BenFormDocumentStatus: 'none',
    ...change,
  });

  it('asks a W-9 of a US person, else a W-8BEN', () => {
    expect(requiredWForm(true)).toBe('W9');
    expect(requiredWForm(false)).toBe('W8BEN');
  });

  it('is required until submitted, pending while a form waits, validated once signed', () => {
    expect(selfCertificationState(info({}))).toBe('required');
    expect(selfCertificationState(info({ taxResidencySelfCertificationDocumentStatus: 'rejected' }))).toBe(
      'required',
    );
    expect(selfCertificationState(info({ taxResidencySelfCertificationDocumentStatus: 'pending' }))).toBe(
      'pending',
    );
    expect(
      selfCertificationState(
        info({ taxResidencySelfCertificationDocumentStatus: 'validated', w8BenFormDocumentStatus: 'none' }),
      ),
    ).toBe('pending');
    expect(
      selfCertificationState(
        info({
          taxResidencySelfCertificationDocumentStatus: 'validated',
          w8BenFormDocumentStatus: 'validated',
        }),
      ),
    ).toBe('validated');
    expect(
      selfCertificationState(
        info({
          taxResidencySelfCertificationDocumentStatus: 'validated',
          w8BenFormDocumentStatus: 'validated',
          certificateOfLossOfNationalityDocumentStatus: 'none',
        }),
      ),
    ).toBe('pending');
  });

  it('asks the person to act while a document is none or rejected', () => {
    expect(taxCertificationActionRequired(info({}))).toBe(true);
    expect(
      taxCertificationActionRequired(
        info({ taxResidencySelfCertificationDocumentStatus: 'pending', w8BenFormDocumentStatus: 'rejected' }),
      ),
    ).toBe(true);
    expect(
      taxCertificationActionRequired(
        info({ taxResidencySelfCertificationDocumentStatus: 'pending', w8BenFormDocumentStatus: 'pending' }),
      ),
    ).toBe(false);
  });
});
