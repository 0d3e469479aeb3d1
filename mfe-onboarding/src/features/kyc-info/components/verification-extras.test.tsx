import type { DocumentCategoryState, KycInfo, UploadedDocument } from '@portal/api/catalogue';
import { unverifiedState } from '@portal/api/testing/verification';
import { areaQueryClient } from '@portal/remote/query';
import { user$ } from '@portal/session/session';
import { support, testUser } from '@portal/session/testing';
import { screen, userEvent, waitFor, within } from '@portal/testing/render';
import { callsOf, methodWith, renderOnboarding } from '../../../shared/testing/render-onboarding';
import { VerificationExtras } from './verification-extras';

afterEach(() => areaQueryClient.clear());

const upload = (changes: Partial<UploadedDocument>): UploadedDocument => ({
  id: 5001,
  statusId: 0,
  uploadStatus: 'uploaded',
  uploaded: '2026-11-20T10:00:00Z',
  documentTypeId: 10,
  documentType: 'Utility bill',
  isSubDocument: false,
  side: 'front',
  issuedDate: null,
  expiresDate: null,
  createdUsername: 'kora.kyc@demo.test',
  rejectReason: '',
  fileName: 'bill.pdf',
  ...changes,
});

const addressCategory: DocumentCategoryState = {
  categoryId: 2,
  status: 'pending',
  required: true,
  documentTypes: [
    { id: 10, name: 'Utility bill', sides: ['front'] },
    { id: 11, name: 'Bank statement', sides: ['front'] },
  ],
  uploadedDocuments: [upload({})],
};
const otherCategory: DocumentCategoryState = {
  categoryId: 5,
  status: 'notRequired',
  required: false,
  documentTypes: [{ id: 99, name: 'Other document', sides: ['front'] }],
  uploadedDocuments: [],
};

const KORA_INFO: KycInfo = {
  occupationId: 1,
  employer: 'Atelier Kovacs SRL',
  industryId: null,
  sourceOfFundsIds: [],
  purposeIds: [],
  expectedMonthlyTurnoverAmount: '',
  taxResidenceCountryCode: '',
  annualIncomeAmount: '',
  updated: null,
};

function server(level = 4) {
  const method = methodWith({
    getVerificationState: () => unverifiedState({ dueDiligenceLevel: level }),
    getCustomerDocuments: () => ({ categories: [addressCategory, otherCategory] }),
    getKycInfo: () => KORA_INFO,
    updateKycInfo: (request) => ({ ...KORA_INFO, ...request, updated: '2026-11-28T12:00:00Z' }),
    getKycRequest: () => ({
      requests: [
        {
          requestId: 7921,
          fields: ['sourceOfFunds', 'expectedMonthlyTurnover'],
          reason: 'Periodic review of your account',
          dueDate: '2027-03-31',
          created: '2026-11-20T09:00:00Z',
        },
      ],
    }),
    getDueDiligenceInfo: () => ({
      address: { status: 'none' },
      document: { status: 'pending' },
      uploadedDocuments: [
        upload({ id: 5009, fileName: 'passport.png', documentTypeId: 2, documentType: 'Passport' }),
      ],
    }),
    getOccupations: () => ({
      dictionary: {
        item: [
          { id: 1, name: 'Employee' },
          { id: 2, name: 'Self-employed' },
        ],
      },
    }),
    getSources: () => ({
      dictionary: {
        item: [
          { id: 1, name: 'Salary' },
          { id: 8, name: 'Savings' },
        ],
      },
    }),
    getPurposes: () => ({ dictionary: { item: [{ id: 1, name: 'Everyday spending' }] } }),
    getIndustries: () => ({
      dictionary: { industry: [{ id: 1, name: 'Retail', group: 'Trade', adult: false }] },
    }),
    getCountries: () => ({
      dictionary: {
        country: [
          { code: 'RO', name: 'Romania', phoneCode: '40' },
          { code: 'IE', name: 'Ireland', phoneCode: '353' },
        ],
      },
    }),
    adminRemoveDocument: () => ({}),
    adminLinkDocumentType: (request) => ({
      document: upload({ documentTypeId: Number(request.documentTypeId) }),
      categoryId: 2,
      customerId: 20921,
    }),
    adminReassignDocument: (request) => ({
      document: upload({ documentTypeId: Number(request.documentTypeId) }),
      categoryId: Number(request.categoryId),
      customerId: 20921,
    }),
    adminUpdateFinancialDetail: (request) => ({ ...KORA_INFO, ...request }),
    adminUpdateDueDiligence: (request) => ({ dueDiligenceLevel: Number(request.dueDiligenceLevel) }),
  });
  const withFile = jest.fn(async () => ({ document: upload({ id: 5010 }) }));
  Object.assign(method, { callWithFile: withFile });
  return { method, withFile };
}

const ADMIN_METHODS = [
  'adminRemoveDocument',
  'adminLinkDocumentType',
  'adminReassignDocument',
  'adminUpdateFinancialDetail',
  'adminUpdateDueDiligence',
] as const;

describe('kyc details, request and due diligence (spec 03 §3, §4, §7; issue 30 item 2)', () => {
  beforeEach(() => user$.next(testUser({ isNeedKyc: true, isNeedPersonalInfoUpdate: true })));

  it('the request with what to update and by when; the details checked, then saved as a decimal string', async () => {
    const { method } = server();
    const user = userEvent.setup();
    renderOnboarding(<VerificationExtras variant="kyc" />, method, '/kyc');

    const notice = (await screen.findByText('We ask you to update your details')).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(
      within(notice).getByText('What to update: source of funds, expected monthly turnover.'),
    ).toBeInTheDocument();
    expect(within(notice).getByText('Please do it by March 31, 2027.')).toBeInTheDocument();

    const details = await screen.findByRole('region', { name: 'Your details' });
    await waitFor(() => expect(within(details).getByLabelText('Occupation')).toHaveValue('1'));
    expect(within(details).getByLabelText(/^Employer/)).toHaveValue('Atelier Kovacs SRL');
    expect(within(details).getByText('Not given yet.')).toBeInTheDocument();

    await user.type(within(details).getByLabelText(/^Expected monthly turnover/), '12.345');
    await user.click(within(details).getByRole('button', { name: 'Save your details' }));
    expect(
      await within(details).findAllByText('Enter an amount with at most 2 decimals, like 2500.50'),
    ).not.toHaveLength(0);
    expect(within(details).getAllByText('Choose at least one')).toHaveLength(2);
    expect(callsOf(method, 'updateKycInfo')).toEqual([]);

    await user.selectOptions(within(details).getByLabelText('Industry'), 'Retail');
    await user.click(within(details).getByRole('checkbox', { name: 'Savings' }));
    await user.click(within(details).getByRole('checkbox', { name: 'Everyday spending' }));
    const turnover = within(details).getByLabelText(/^Expected monthly turnover/);
    await user.clear(turnover);
    await user.type(turnover, '2500,50');
    await user.selectOptions(within(details).getByLabelText('Country of tax residence'), 'Ireland');
    await user.click(within(details).getByRole('button', { name: 'Save your details' }));
    expect(await within(details).findByText('Your details were saved.')).toBeInTheDocument();
    expect(callsOf(method, 'updateKycInfo')).toEqual([
      {
        occupationId: 1,
        employer: 'Atelier Kovacs SRL',
        industryId: 1,
        sourceOfFundsIds: [8],
        purposeIds: [1],
        expectedMonthlyTurnoverAmount: '2500.50',
        taxResidenceCountryCode: 'IE',
      },
    ]);
  });

  it('due diligence at level 4: what is asked, what was uploaded, an upload marked isDueDiligence 1', async () => {
    const { method, withFile } = server(4);
    const user = userEvent.setup();
    renderOnboarding(<VerificationExtras variant="kyc" />, method, '/kyc');
    const section = await screen.findByRole('region', { name: 'Due diligence' });
    expect(await within(section).findByText('passport.png · Passport · Received')).toBeInTheDocument();
    expect(within(section).getByText('Needed')).toBeInTheDocument();
    expect(within(section).getByText('In review')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Upload for due diligence' }));
    expect(within(section).getByRole('alert')).toHaveTextContent('Choose a file');
    await user.upload(
      within(section).getByLabelText(/^File/),
      new File([new Uint8Array(10)], 'bill.png', { type: 'image/png' }),
    );
    await user.click(within(section).getByRole('button', { name: 'Upload for due diligence' }));
    expect(
      await within(section).findByText('bill.png was uploaded. We will review it shortly.'),
    ).toBeInTheDocument();
    expect(withFile).toHaveBeenCalledWith(
      'createCustomerDocument',
      { categoryId: 2, documentTypeId: 10, side: 'front', isDueDiligence: 1 },
      expect.any(File),
      expect.anything(),
    );
  });

  it('other levels load no due-diligence info; a customer never sees the admin tools', async () => {
    const { method } = server(2);
    renderOnboarding(<VerificationExtras variant="kyc" />, method, '/kyc');
    expect(await screen.findByRole('region', { name: 'Your details' })).toBeInTheDocument();
    await waitFor(() => expect(callsOf(method, 'getVerificationState')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Due diligence' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Admin tools' })).not.toBeInTheDocument();
    expect(callsOf(method, 'getDueDiligenceInfo')).toEqual([]);
    for (const name of ADMIN_METHODS) expect(callsOf(method, name)).toEqual([]);
  });

  it('without a personal-info update asked, no KYC request is loaded', async () => {
    user$.next(testUser({ isNeedKyc: true }));
    const { method } = server(0);
    renderOnboarding(<VerificationExtras variant="kyc" />, method, '/kyc');
    expect(await screen.findByRole('region', { name: 'Your details' })).toBeInTheDocument();
    await waitFor(() => expect(callsOf(method, 'getVerificationState')).toHaveLength(1));
    expect(callsOf(method, 'getKycRequest')).toEqual([]);
    expect(screen.queryByText('We ask you to update your details')).not.toBeInTheDocument();
  });
});

describe('admin tools (spec 03 §6; issue 30 item 6)', () => {
  beforeEach(() => user$.next(support));

  it('an administrator acting: a menu per upload; change type, move and remove; the details read only', async () => {
    const { method } = server(2);
    const user = userEvent.setup();
    renderOnboarding(<VerificationExtras variant="companyDocuments" />, method, '/company-documents');
    const tools = await screen.findByRole('region', { name: 'Admin tools' });
    const menu = await within(tools).findByRole('button', { name: 'Actions for bill.pdf' });

    await user.click(menu);
    await user.click(screen.getByRole('menuitem', { name: 'Change type' }));
    let dialog = await screen.findByRole('dialog', { name: 'Change the type of bill.pdf' });
    await user.selectOptions(within(dialog).getByLabelText('Document type'), 'Bank statement');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(tools).findByText('bill.pdf was changed.')).toBeInTheDocument();
    expect(callsOf(method, 'adminLinkDocumentType')).toEqual([{ documentId: 5001, documentTypeId: 11 }]);

    await user.click(within(tools).getByRole('button', { name: 'Actions for bill.pdf' }));
    await user.click(screen.getByRole('menuitem', { name: 'Move to category' }));
    dialog = await screen.findByRole('dialog', { name: 'Move bill.pdf to another category' });
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Other document');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsOf(method, 'adminReassignDocument')).toEqual([
        { documentId: 5001, categoryId: 5, documentTypeId: 99 },
      ]),
    );

    await user.click(within(tools).getByRole('button', { name: 'Actions for bill.pdf' }));
    await user.click(screen.getByRole('menuitem', { name: 'Remove' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove bill.pdf?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(tools).findByText('bill.pdf was removed.')).toBeInTheDocument();
    expect(callsOf(method, 'adminRemoveDocument')).toEqual([{ documentId: 5001 }]);
  });

  it('the financial detail as decimal strings and the due-diligence level', async () => {
    const { method } = server(2);
    const user = userEvent.setup();
    renderOnboarding(<VerificationExtras variant="kyc" />, method, '/kyc');
    const tools = await screen.findByRole('region', { name: 'Admin tools' });
    // Acting as support, the customer's own answers are shown but not changed.
    const details = await screen.findByRole('region', { name: 'Your details' });
    await waitFor(() => expect(within(details).getByLabelText('Occupation')).toBeDisabled());
    expect(within(details).queryByRole('button', { name: 'Save your details' })).not.toBeInTheDocument();

    await user.type(within(tools).getByLabelText('Annual income (EUR)'), '48000.5');
    await user.click(await within(tools).findByRole('checkbox', { name: 'Salary' }));
    await user.click(within(tools).getByRole('button', { name: 'Save the financial detail' }));
    expect(await within(tools).findByText('The financial detail was saved.')).toBeInTheDocument();
    expect(callsOf(method, 'adminUpdateFinancialDetail')).toEqual([
      { annualIncomeAmount: '48000.5', expectedMonthlyTurnoverAmount: '', sourceOfFundsIds: [1] },
    ]);

    await waitFor(() => expect(within(tools).getByLabelText('Due-diligence level')).toHaveValue('2'));
    await user.selectOptions(within(tools).getByLabelText('Due-diligence level'), 'Level 4');
    await user.click(within(tools).getByRole('button', { name: 'Save the level' }));
    expect(await within(tools).findByText('The due-diligence level is now 4.')).toBeInTheDocument();
    expect(callsOf(method, 'adminUpdateDueDiligence')).toEqual([{ dueDiligenceLevel: 4 }]);
  });
});
