import type {
  BusinessRegistrationDraft,
  RegistrationCompany,
  RegistrationPerson,
} from '../catalogue/registration';
import { emptyRegistrationDraft, emptyRegistrationPerson } from '../registration';

/** A person with every field filled, for tests; `overrides` change what a test is about. */
export function samplePerson(id: string, overrides: Partial<RegistrationPerson> = {}): RegistrationPerson {
  return {
    ...emptyRegistrationPerson(id),
    firstName: `First ${id}`,
    lastName: `Last ${id}`,
    birthday: '1980-04-12',
    email: `${id}@company.example`,
    phoneCountryCode: '370',
    phone: '61234567',
    address: {
      address1: 'Gedimino pr. 1',
      address2: '',
      city: 'Vilnius',
      postalCode: '01103',
      countryCode: 'LT',
      stateCode: '',
    },
    ...overrides,
  };
}

/** A company with every field filled and `directorIds` as its own directors, for tests. */
export function sampleCompany(
  id: string,
  directorIds: string[],
  overrides: Partial<RegistrationCompany> = {},
): RegistrationCompany {
  return {
    id,
    name: `Company ${id} SIA`,
    registrationCountryCode: 'EE',
    registrationNumber: `1${id.replace(/\D/g, '').padStart(7, '0')}`,
    directorIds,
    ...overrides,
  };
}

/**
 * A draft that passes every rule (spec 03 §5), with a two-level shareholder tree: a person with 60 % and a company
 * with 40 % whose own shareholder (a person) holds 100 % of it, so 40 % of the registering company; the company has
 * its own director. `p1` directs the registering company and is its one user, with full access.
 */
export function sampleDraft(email = 'owner@company.example'): BusinessRegistrationDraft {
  const draft = emptyRegistrationDraft();
  return {
    ...draft,
    generalForm: {
      ...draft.generalForm,
      businessName: 'Baltic Widgets UAB',
      tradingName: 'Baltic Widgets',
      registrationCountryCode: 'LT',
      registrationNumber: '305000001',
      registrationDate: '2019-03-01',
      businessTaxId: 'LT100000000001',
      website: 'https://widgets.example',
      category: 'hostingProviders',
      address: {
        address1: 'Konstitucijos pr. 7',
        address2: '',
        city: 'Vilnius',
        postalCode: '09308',
        countryCode: 'LT',
        stateCode: '',
      },
      firstName: 'Rūta',
      lastName: 'Jonaitė',
      email,
      password: 'Company-pass-7',
      phoneCountryCode: '370',
      phone: '61111111',
    },
    financialInfoForm: {
      ...draft.financialInfoForm,
      monthlyDepositAmount: '25000',
      monthlyWithdrawalAmount: '20000.50',
      sourceIds: [2],
      purposeIds: [1],
      industry: 1,
    },
    dueDilligenceForm: {
      government: false,
      governmentDetails: '',
      lawsuits: false,
      lawsuitsDetails: '',
      taxPayers: true,
    },
    additionalQuestionAnswers: [
      {
        questionId: 'businessAnotherAccount',
        answer: 'yes',
        details: 'A current account at Banca Uno',
        name: '',
        date: '',
      },
      { questionId: 'controlAccount', answer: '2', details: '', name: 'Laura Conti', date: '2024-03-01' },
    ],
    legalForm: { terms: true, authorizedCompanyRepresentative: true },
    persons: [
      samplePerson('p1', {
        isUser: true,
        accessRights: 2,
        sourceOfFunds: [2],
        sourceDetails: { '2': 'Salary' },
      }),
      samplePerson('p2'),
      samplePerson('p3', { sourceOfFunds: [1], sourceDetails: { '1': 'Sale of a flat in 2018' } }),
    ],
    companies: [
      {
        id: 'c1',
        name: 'Holding OÜ',
        registrationCountryCode: 'EE',
        registrationNumber: '14000001',
        directorIds: ['p2'],
      },
    ],
    directors: ['p1'],
    owners: ['p1'],
    shareholders: [
      { kind: 'person', refId: 'p1', share: '60', children: [] },
      {
        kind: 'company',
        refId: 'c1',
        share: '40',
        children: [{ kind: 'person', refId: 'p3', share: '100', children: [] }],
      },
    ],
  };
}
