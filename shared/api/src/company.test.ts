import { companyActionReasons, companyActionRequired, representativeNeedsAction } from './company';
import type { CompanyInfo, Representative } from './catalogue/company';

const document = (id: number, statusId: number) => ({
  id,
  documentTypeId: 4,
  documentType: 'Certificate of incorporation',
  statusId,
  uploaded: '2026-01-02',
  issuedDate: null,
  expiresDate: null,
  rejectReason: null,
});

const settled = (): CompanyInfo => ({
  name: 'Bianca Studio Ltd',
  registrationCountryCode: 'IT',
  tradingName: 'Bianca Studio',
  email: 'office@bianca.example',
  registrationNumber: 'MI-2091',
  registrationDate: '2015-06-01',
  businessTaxId: 'IT04718290961',
  website: 'https://bianca.example',
  description: '',
  verified: true,
  limited: false,
  businessCreationDate: '2015-06-01',
  addresses: [
    {
      addressId: 1,
      address1: 'Via Roma 1',
      address2: '',
      city: 'Milano',
      postalCode: '20121',
      countryCode: 'IT',
      stateCode: '',
      stateName: '',
      addressStatus: 1,
      confirmed: true,
      isDocumentOutOfDate: false,
      isDocumentRequired: false,
      isCardDocumentRequired: false,
      uploadedDocuments: [document(11, 2)],
    },
  ],
  corporateDocuments: [document(1, 2), document(2, 1)],
  corporateDocumentStatus: 2,
  dueDiligenceQuestionnaire: null,
  financialDetail: null,
  financialInstitution: false,
  isConverted: false,
  sourceOfWealthDocuments: [],
  additionalDocuments: [],
  additionalDocumentStatus: null,
  phone: { id: 1, countryCode: '39', number: '0212345678', confirmed: true, status: 'Primary' },
  additionalQuestionAnswers: [],
});

const representative = (statuses: Partial<Representative> = {}): Representative => ({
  representativeId: 7,
  positionIds: [2],
  kind: 'person',
  name: 'Bianca Rossi',
  email: 'bianca@bianca.example',
  share: null,
  effectiveShare: null,
  parentId: null,
  addressDocumentStatus: 2,
  identityDocumentStatus: null,
  controlDocumentStatus: 1,
  userId: null,
  ...statuses,
});

describe('company action required (spec 03 §5)', () => {
  it('a settled company / no action', () => {
    expect(companyActionRequired(settled(), [representative()])).toBe(false);
  });

  it('a document outside 1 or 2 / action', () => {
    const info = settled();
    info.corporateDocuments.push(document(3, 3));
    expect(companyActionReasons(info, [])).toEqual([{ kind: 'document', documentId: 3 }]);
  });

  it('an address without documents, or with one not in 0 or 2 / action', () => {
    const info = settled();
    info.addresses[0]!.uploadedDocuments = [];
    expect(companyActionReasons(info, [])).toEqual([{ kind: 'address', addressId: 1 }]);
    info.addresses[0]!.uploadedDocuments = [document(12, 0)];
    expect(companyActionRequired(info, [])).toBe(false);
    info.addresses[0]!.uploadedDocuments = [document(12, 1)];
    expect(companyActionRequired(info, [])).toBe(true);
  });

  it('a representative with a document status set but not 1 or 2 / action', () => {
    expect(representativeNeedsAction(representative({ identityDocumentStatus: 3 }))).toBe(true);
    expect(representativeNeedsAction(representative({ identityDocumentStatus: 0 }))).toBe(true);
    expect(representativeNeedsAction(representative({ identityDocumentStatus: null }))).toBe(false);
    expect(companyActionReasons(settled(), [representative({ controlDocumentStatus: 4 })])).toEqual([
      { kind: 'representative', representativeId: 7 },
    ]);
  });

  it.each([
    'name',
    'tradingName',
    'email',
    'registrationNumber',
    'registrationDate',
    'businessTaxId',
    'website',
  ] as const)('an empty %s / action', (field) => {
    const info = { ...settled(), [field]: ' ' };
    expect(companyActionReasons(info, [])).toEqual([{ kind: 'field', field }]);
  });

  it('no phone number / action', () => {
    expect(companyActionReasons({ ...settled(), phone: null }, [])).toEqual([
      { kind: 'field', field: 'phone' },
    ]);
  });
});
