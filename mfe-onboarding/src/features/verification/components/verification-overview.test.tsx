import type { DocumentCategoryState, UploadedDocument } from '@portal/api/catalogue';
import { unverifiedState, verificationState } from '@portal/api/testing/verification';
import { bus } from '@portal/events/bus';
import { areaQueryClient } from '@portal/remote/query';
import { user$ } from '@portal/session/session';
import { testUser } from '@portal/session/testing';
import { act, screen, within } from '@portal/testing/render';
import { methodWith, renderOnboarding } from '../../../shared/testing/render-onboarding';
import { VerificationOverview } from './verification-overview';

afterEach(() => {
  areaQueryClient.clear();
  user$.next(null);
});

const rejectedBill: UploadedDocument = {
  id: 5002,
  statusId: 26,
  uploadStatus: 'rejected',
  uploaded: '2026-11-20T10:00:00Z',
  documentTypeId: 10,
  documentType: 'Utility bill',
  isSubDocument: false,
  side: 'front',
  issuedDate: null,
  expiresDate: null,
  createdUsername: 'kai.kyc@demo.test',
  rejectReason: 'The bill is older than 3 months.',
  fileName: 'bill.pdf',
};
const category = (changes: Partial<DocumentCategoryState>): DocumentCategoryState => ({
  categoryId: 1,
  status: 'validated',
  required: true,
  documentTypes: [],
  uploadedDocuments: [],
  ...changes,
});

function render(state = unverifiedState(), categories: DocumentCategoryState[] = []) {
  const method = methodWith({
    getVerificationState: () => state,
    getCustomerDocuments: () => ({ categories }),
  });
  renderOnboarding(<VerificationOverview />, method, '/profile');
  return method;
}

describe('the profile’s documents and required actions (spec 03 §2; issue 47 item 2)', () => {
  it('a rejected document / its status, type, date and reason, and the way to replace it', async () => {
    user$.next(testUser({ customerType: 0, verified: false, isNeedKyc: true }));
    render(unverifiedState(), [
      category({ categoryId: 1, status: 'none' }),
      category({ categoryId: 2, status: 'rejected', uploadedDocuments: [rejectedBill] }),
      category({ categoryId: 12, status: 'notRequired', required: false }),
    ]);

    const documents = await screen.findByRole('region', { name: 'Verification and documents' });
    const address = (await within(documents).findByText('Proof of address')).closest('li')!;
    expect(address).toHaveTextContent('Rejected');
    expect(address).toHaveTextContent(
      'Utility bill of November 20, 2026 was rejected: The bill is older than 3 months.',
    );
    expect(
      within(address).getByRole('link', { name: 'Upload a new document (Proof of address)' }),
    ).toHaveAttribute('href', '/kyc');
    expect(within(documents).getByText('Identity document').closest('li')).toHaveTextContent('Not uploaded');
    // A category not needed is not listed.
    expect(within(documents).queryByText('Residence permit')).not.toBeInTheDocument();
  });

  it('required actions / each a link to where it is done', async () => {
    user$.next(testUser({ customerType: 0, verified: false, isNeedKyc: true }));
    render(unverifiedState({ phoneConfirmed: false }));

    const documents = await screen.findByRole('region', { name: 'Verification and documents' });
    expect(await within(documents).findByRole('link', { name: 'Prove your address' })).toHaveAttribute(
      'href',
      '/kyc',
    );
    expect(within(documents).getByRole('link', { name: 'Upload an identity document' })).toHaveAttribute(
      'href',
      '/kyc',
    );
    expect(within(documents).getByRole('link', { name: 'Confirm your phone number' })).toHaveAttribute(
      'href',
      '/profile#phones',
    );
    expect(within(documents).getByRole('link', { name: 'Go to your documents' })).toHaveAttribute(
      'href',
      '/kyc',
    );
  });

  it('a verified customer / verified, nothing to do, no action links', async () => {
    user$.next(testUser({ customerType: 0 }));
    render(verificationState(), [category({ categoryId: 1, status: 'validated' })]);

    const documents = await screen.findByRole('region', { name: 'Verification and documents' });
    expect(await within(documents).findByText('Your account is verified')).toBeInTheDocument();
    expect(within(documents).queryByText('What to do')).not.toBeInTheDocument();
    expect(within(documents).getByText('Identity document').closest('li')).toHaveTextContent('Verified');
    expect(within(documents).queryByRole('link', { name: /Upload a new document/ })).not.toBeInTheDocument();
  });

  it('a limited account / its documents are fixed on the limit page', async () => {
    user$.next(testUser({ customerType: 0, limited: true }));
    render(verificationState({ limited: true }), [category({ categoryId: 2, status: 'rejected' })]);

    const documents = await screen.findByRole('region', { name: 'Verification and documents' });
    expect(
      await within(documents).findByRole('link', { name: 'Go to the documents that lift the limit' }),
    ).toHaveAttribute('href', '/limited-account');
  });

  it('a document rejected while the page is open / said at once, the documents read again', async () => {
    user$.next(testUser({ customerType: 0, verified: false, isNeedKyc: true }));
    const method = render(unverifiedState(), [category({ categoryId: 2, status: 'pending' })]);
    await screen.findByRole('region', { name: 'Verification and documents' });
    const before = method.call.mock.calls.filter(([name]) => name === 'getCustomerDocuments').length;

    act(() =>
      bus.publish('notification.received', {
        id: 1,
        kind: 'documentRejected',
        text: 'Your proof of address was rejected: the bill is older than 3 months.',
        severity: 'error',
      } as never),
    );

    expect(
      await screen.findByText('Update: Your proof of address was rejected: the bill is older than 3 months.'),
    ).toBeInTheDocument();
    await act(async () => undefined);
    expect(method.call.mock.calls.filter(([name]) => name === 'getCustomerDocuments').length).toBeGreaterThan(
      before,
    );
  });
});
