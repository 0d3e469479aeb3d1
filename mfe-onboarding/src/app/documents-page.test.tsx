import type { DocumentCategoryState, LimitReasonsResponse, UploadedDocument } from '@portal/api/catalogue';
import { unverifiedState } from '@portal/api/testing/verification';
import { bus } from '@portal/events/bus';
import { areaQueryClient } from '@portal/remote/query';
import { user$ } from '@portal/session/session';
import { testUser } from '@portal/session/testing';
import { act, screen, userEvent, waitFor, within } from '@portal/testing/render';
import { callsOf, methodWith, renderOnboarding } from '../shared/testing/render-onboarding';
import {
  LimitedAccountPage,
  UnverifiedAccountPage,
} from '../features/verification/components/account-state-pages';
import { CompanyDocumentsPage, KycPage } from './documents-page';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
const { navigateToUrl } = jest.requireMock('single-spa') as { navigateToUrl: jest.Mock };

afterEach(() => {
  areaQueryClient.clear();
  navigateToUrl.mockClear();
});
beforeEach(() => user$.next(testUser({ customerType: 0, isNeedKyc: true })));

const upload = (changes: Partial<UploadedDocument>): UploadedDocument => ({
  id: 5001,
  statusId: 0,
  uploadStatus: 'uploaded',
  uploaded: '2026-11-20T10:00:00Z',
  documentTypeId: 2,
  documentType: 'Passport',
  isSubDocument: false,
  side: 'front',
  issuedDate: null,
  expiresDate: null,
  createdUsername: 'kai.kyc@demo.test',
  rejectReason: '',
  fileName: 'passport.jpg',
  ...changes,
});

const identity: DocumentCategoryState = {
  categoryId: 1,
  status: 'none',
  required: true,
  documentTypes: [
    { id: 2, name: 'Passport', sides: ['front'] },
    { id: 4, name: 'National identity card', sides: ['front', 'back'] },
  ],
  uploadedDocuments: [],
};
const address: DocumentCategoryState = {
  categoryId: 2,
  status: 'rejected',
  required: true,
  documentTypes: [{ id: 10, name: 'Utility bill', sides: ['front'] }],
  uploadedDocuments: [
    upload({
      id: 5002,
      documentTypeId: 10,
      documentType: 'Utility bill',
      uploadStatus: 'rejected',
      statusId: 26,
      rejectReason: 'The bill is older than 3 months.',
    }),
  ],
};
const other: DocumentCategoryState = {
  categoryId: 5,
  status: 'notRequired',
  required: false,
  documentTypes: [{ id: 99, name: 'Other document', sides: ['front'] }],
  uploadedDocuments: [],
};

const state = unverifiedState;

function server(categories: () => DocumentCategoryState[], verification = () => state()) {
  const method = methodWith({
    getCustomerDocuments: () => ({ categories: categories() }),
    getVerificationState: verification,
  });
  const uploads: { request: unknown; name: string }[] = [];
  const withFile = jest.fn(
    async (
      _name: string,
      request: unknown,
      file: File,
      options: { onUploadProgress?: (progress: { loaded: number; total: number }) => void },
    ) => {
      options.onUploadProgress?.({ loaded: file.size / 2, total: file.size });
      uploads.push({ request, name: file.name });
      return { document: upload({}) };
    },
  );
  Object.assign(method, { callWithFile: withFile });
  return { method, uploads, withFile };
}

const file = (name: string, type: string, size = 2_000) =>
  new File([new Uint8Array(size)], name, { type, lastModified: 0 });

describe('kyc (spec 03 §2–§4; issue 30 item 2)', () => {
  it('the status with its actions, the categories needed first, a rejection with its reason', async () => {
    const { method } = server(() => [other, address, identity]);
    renderOnboarding(<KycPage />, method, '/kyc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your account' })).toBeInTheDocument();
    const status = (await screen.findByText('Action needed')).closest<HTMLElement>('[role="alert"]')!;
    expect(within(status).getByText('2 things to do:')).toBeInTheDocument();
    expect(
      within(status)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Prove your address', 'Upload an identity document']);
    const needed = screen.getByRole('region', { name: 'Needed from you' });
    expect(
      within(needed)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Identity document', 'Proof of address']);
    expect(within(needed).getByText('Reason: The bill is older than 3 months.')).toBeInTheDocument();
    const optional = screen.getByRole('region', { name: 'Other documents you can add' });
    expect(within(optional).getByRole('heading', { level: 3, name: 'Other document' })).toBeInTheDocument();
  });

  it('a two-sided type / both sides asked; a wrong type and a file over 5 MB refused before sending', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { method, withFile } = server(() => [identity]);
    renderOnboarding(<KycPage />, method, '/kyc');
    const card = (await screen.findByRole('heading', { level: 3, name: 'Identity document' })).closest(
      'section',
    )!;
    await user.selectOptions(within(card).getByLabelText('Document type'), 'National identity card');
    expect(within(card).getByText('This document needs its front and its back.')).toBeInTheDocument();

    await user.upload(within(card).getByLabelText(/^Front side/), file('id.gif', 'image/gif'));
    expect(within(card).getByText('Choose a JPG, PNG or PDF file.')).toBeInTheDocument();
    await user.upload(within(card).getByLabelText(/^Front side/), file('id.jpg', 'image/jpeg', 5_000_001));
    expect(within(card).getByText('The file is larger than 5 MB.')).toBeInTheDocument();
    await user.upload(within(card).getByLabelText(/^Front side/), file('id-front.jpg', 'image/jpeg'));
    await user.click(within(card).getByRole('button', { name: 'Upload' }));
    expect(within(card).getByText('Choose a file for the back side.')).toBeInTheDocument();
    expect(withFile).not.toHaveBeenCalled();
  });

  it('an upload / each side sent with its type and side, the progress told, the list reloaded', async () => {
    const user = userEvent.setup();
    let categories = [identity];
    const { method, uploads } = server(() => categories);
    renderOnboarding(<KycPage />, method, '/kyc');
    const card = (await screen.findByRole('heading', { level: 3, name: 'Identity document' })).closest(
      'section',
    )!;
    await user.selectOptions(within(card).getByLabelText('Document type'), 'National identity card');
    await user.upload(within(card).getByLabelText(/^Front side/), file('id-front.png', 'image/png'));
    await user.upload(within(card).getByLabelText(/^Back side/), file('id-back.pdf', 'application/pdf'));
    expect(within(card).getByText('PDF document: id-back.pdf')).toBeInTheDocument();
    categories = [
      {
        ...identity,
        status: 'pending',
        uploadedDocuments: [upload({ documentTypeId: 4, documentType: 'National identity card' })],
      },
    ];
    await user.click(within(card).getByRole('button', { name: 'Upload' }));

    expect(await within(card).findByText(/id-front.png, id-back.pdf was uploaded/)).toBeInTheDocument();
    expect(within(card).getByRole('progressbar')).toHaveAttribute('value', '100');
    expect(uploads).toEqual([
      { request: { categoryId: 1, documentTypeId: 4, side: 'front' }, name: 'id-front.png' },
      { request: { categoryId: 1, documentTypeId: 4, side: 'back' }, name: 'id-back.pdf' },
    ]);
    await waitFor(() => expect(callsOf(method, 'getCustomerDocuments').length).toBeGreaterThan(1));
    expect(await screen.findByText('In review', { selector: 'span' })).toBeInTheDocument();
  });

  it('company documents / each director, shareholder and owner with their documents; an upload names them (issue 47 item 1)', async () => {
    user$.next(testUser({ customerType: 1 }));
    const user = userEvent.setup();
    const giulia = {
      representativeId: 2002,
      kind: 'person' as const,
      name: 'Giulia Conti',
      categories: [
        { ...address, categoryId: 2 as const },
        { ...identity, status: 'pending' as const },
      ],
    };
    const method = methodWith({
      getCustomerDocuments: () => ({ categories: [], representatives: [giulia] }),
      getVerificationState: () => unverifiedState(),
    });
    const uploads: unknown[] = [];
    Object.assign(method, {
      callWithFile: jest.fn(async (_name: string, request: unknown) => {
        uploads.push(request);
        return { document: upload({}) };
      }),
    });
    renderOnboarding(<CompanyDocumentsPage />, method, '/company-documents#representative-2002');

    const person = await screen.findByRole('region', { name: 'Giulia Conti (person)' });
    await waitFor(() => expect(person).toHaveFocus());
    const proof = within(person).getByRole('region', { name: 'Proof of address' });
    expect(within(proof).getByText('Reason: The bill is older than 3 months.')).toBeInTheDocument();
    await user.upload(
      within(proof).getByLabelText(/^Front side/),
      file('giulia-bill.pdf', 'application/pdf'),
    );
    await user.click(within(proof).getByRole('button', { name: 'Upload' }));
    expect(await within(proof).findByText(/giulia-bill.pdf was uploaded/)).toBeInTheDocument();
    expect(uploads).toEqual([{ categoryId: 2, documentTypeId: 10, side: 'front', representativeId: 2002 }]);
    // A representative's identity is proven by the document, not by the online check of the customer's own.
    expect(within(person).queryByRole('button', { name: 'Start the check' })).not.toBeInTheDocument();
  });

  it('a decision arrives live / said on the page and the documents reloaded, without a reload', async () => {
    let categories: DocumentCategoryState[] = [
      { ...address, status: 'pending', uploadedDocuments: [upload({})] },
    ];
    const { method } = server(() => categories);
    renderOnboarding(<KycPage />, method, '/kyc');
    await screen.findByRole('heading', { level: 3, name: 'Proof of address' });
    categories = [address];
    act(() =>
      bus.publish('notification.received', {
        id: 'n1',
        kind: 'documentRejected',
        text: 'Your Utility bill (front) was rejected: The bill is older than 3 months.',
      }),
    );
    expect(
      await screen.findByText(
        'Update: Your Utility bill (front) was rejected: The bill is older than 3 months.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Reason: The bill is older than 3 months.')).toBeInTheDocument();
  });
});

describe('unverified-account and limited-account (spec 03 §2, §4)', () => {
  it('unverified / what is left and the way to the documents; a verified account is sent home', async () => {
    const { method } = server(
      () => [],
      () => state(),
    );
    const { unmount } = renderOnboarding(<UnverifiedAccountPage />, method, '/unverified-account');
    expect((await screen.findByText('Action needed')).closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Go to your documents' })).toHaveAttribute('href', '/kyc');
    expect(navigateToUrl).not.toHaveBeenCalled();
    unmount();
    areaQueryClient.clear();

    const verified = server(
      () => [],
      () => state({ verified: true, identity: { ...state().identity, status: 'validated' } }),
    );
    renderOnboarding(<UnverifiedAccountPage />, verified.method, '/unverified-account');
    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/home'));
  });

  it('limited / the reason with the documents that lift it; processing once they are in', async () => {
    const wealth: DocumentCategoryState = {
      categoryId: 11,
      status: 'none',
      required: true,
      documentTypes: [{ id: 60, name: 'Salary slip', sides: ['front'] }],
      uploadedDocuments: [],
    };
    const limits: LimitReasonsResponse = {
      limited: true,
      limitedReason: 'Source of wealth not proven',
      reasons: [
        {
          actionTypeId: 1,
          name: 'Source of wealth not proven',
          requirementDocuments: [{ categoryId: 11, name: 'Source of wealth', uploadedDocuments: [] }],
        },
      ],
    };
    const limitedState = state({
      verified: true,
      limited: true,
      identity: { ...state().identity, status: 'validated' },
      addresses: [{ addressId: 1, flagged: false }],
    });
    const method = methodWith({
      getLimitReasons: () => limits,
      getVerificationState: () => limitedState,
      getCustomerDocuments: () => ({ categories: [wealth] }),
    });
    const { unmount } = renderOnboarding(<LimitedAccountPage />, method, '/limited-account');
    expect(await screen.findByText('Reason: Source of wealth not proven')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your account is limited' })).toBeInTheDocument();
    expect(screen.queryByText('We are checking your documents')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Source of wealth' })).toBeInTheDocument();
    unmount();
    areaQueryClient.clear();

    const processing = methodWith({
      getLimitReasons: () => limits,
      getVerificationState: () => ({ ...limitedState, limitDocumentsUploaded: true }),
      getCustomerDocuments: () => ({ categories: [{ ...wealth, status: 'pending' }] }),
    });
    renderOnboarding(<LimitedAccountPage />, processing, '/limited-account');
    expect(
      (await screen.findByText('We are checking your documents')).closest('[role="status"]'),
    ).not.toBeNull();
    expect(
      screen.getByText('Thank you: every document is in. We are reviewing them now.'),
    ).toBeInTheDocument();
  });
});
