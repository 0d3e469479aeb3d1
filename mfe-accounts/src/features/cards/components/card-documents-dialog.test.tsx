import {
  CARD_DOCUMENT_MAX_BYTES,
  CARD_STATUS,
  DOCUMENT_STATUS,
  type CardDocument,
} from '@portal/api/catalogue';
import { screen, userEvent, within } from '@portal/testing/render';
import { balances, cardAccount } from '../testing/fixtures';
import { callsOf, methodWith, renderCards } from '../testing/render-cards';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe('CardDocumentsDialog', () => {
  it('documents / state, front and back for type 4, type and size checks, an upload with progress', async () => {
    let documents: CardDocument[] = [
      {
        type: 4,
        isDocumentRequired: true,
        isCardDocumentRequired: true,
        sides: ['front', 'back'],
        uploadedSides: [],
      },
      {
        type: 12,
        statusId: DOCUMENT_STATUS.confirmed,
        isDocumentRequired: false,
        isCardDocumentRequired: true,
        sides: ['front'],
        uploadedSides: ['front'],
      },
    ];
    const method = methodWith({
      balanceInquiry: () => balances(cardAccount({ accountStatusId: CARD_STATUS.pendingDocument })),
      getCrossPlatformRequirements: () => ({ requirements: ['documents'] }),
      getCardDocuments: () => ({ documents }),
      uploadCardDocument: () => {
        documents = [{ ...documents[0]!, uploadedSides: ['front'] }, documents[1]!];
        return { documents };
      },
    });
    renderCards('/cards/501', method);
    const ui = userEvent.setup({ applyAccept: false });
    await ui.click(await screen.findByRole('button', { name: 'Upload documents' }));
    const dialog = screen.getByRole('dialog', { name: 'Card documents' });
    expect(await within(dialog).findByText('Please upload the documents below.')).toBeInTheDocument();
    const front = within(dialog).getByLabelText('Document (type 4) Front side – file');
    expect(front).toHaveAttribute('accept', 'image/jpeg,image/png,application/pdf');
    expect(within(dialog).getByLabelText('Document (type 4) Back side – file')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Document (type 12) Front side – file')).toBeInTheDocument();
    expect(within(dialog).getByText('Confirmed')).toBeInTheDocument();

    await ui.upload(front, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(front).toHaveAccessibleDescription(expect.stringContaining('Choose a JPEG, PNG or PDF file'));
    await ui.upload(
      front,
      new File([new Uint8Array(CARD_DOCUMENT_MAX_BYTES + 1)], 'big.png', { type: 'image/png' }),
    );
    expect(front).toHaveAccessibleDescription(expect.stringContaining('The file is larger than 5 MB'));
    const upload = within(dialog).getByRole('button', { name: 'Upload Document (type 4) Front side' });
    expect(upload).toBeDisabled();

    await ui.upload(front, new File([PNG], 'front.png', { type: 'image/png' }));
    await ui.click(upload);
    expect(await within(dialog).findByText('front.png has been uploaded.')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('progressbar', { name: 'Document (type 4) Upload of Front side' }),
    ).toHaveAttribute('value', '100');
    expect(callsOf(method, 'uploadCardDocument')).toEqual([
      {
        accountId: 501,
        type: 4,
        side: 'front',
        fileName: 'front.png',
        contentType: 'image/png',
        content: Buffer.from(PNG).toString('base64'),
      },
    ]);
  });
});
