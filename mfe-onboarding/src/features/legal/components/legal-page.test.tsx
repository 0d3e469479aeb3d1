import type { LegalInfoItem } from '@portal/api/catalogue';
import { screen, userEvent, within } from '@portal/testing/render';
import { callsOf, methodWith, renderOnboarding } from '../../../shared/testing/render-onboarding';
import { LegalPage } from './legal-page';

const ITEMS: LegalInfoItem[] = [
  {
    id: 1,
    kind: 'termsAndConditions',
    version: '2026-11',
    effectiveFrom: '2026-11-01',
    acceptedAt: '2026-11-01T00:00:00.000Z',
    fileName: 'termsAndConditions-2026-11.pdf',
  },
  {
    id: 2,
    kind: 'privacyPolicy',
    version: '2026-10',
    effectiveFrom: '2026-10-01',
    fileName: 'privacyPolicy-2026-10.pdf',
  },
];

const PDF = btoa('%PDF-1.4\n%%EOF\n');

describe('LegalPage', () => {
  const createObjectURL = jest.fn((_blob: Blob) => 'blob:agreement');
  const revokeObjectURL = jest.fn();
  let clicked: HTMLAnchorElement[] = [];

  beforeEach(() => {
    clicked = [];
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('lists the documents with their version, and when the customer agreed', async () => {
    renderOnboarding(<LegalPage />, methodWith({ getLegalInfo: () => ({ items: ITEMS }) }));

    const terms = (await screen.findByRole('heading', { name: 'Terms and Conditions' })).closest('li')!;
    const privacy = screen.getByRole('heading', { name: 'Privacy Policy' }).closest('li')!;
    expect(terms).toHaveTextContent('Version 2026-11, in effect from November 1, 2026');
    expect(terms).toHaveTextContent('You agreed on November 1, 2026');
    expect(privacy).toHaveTextContent('For your information');
    expect(within(privacy).getByRole('button', { name: 'Download PDF Privacy Policy' })).toBeEnabled();
  });

  it('downloads a document as a PDF under its own file name', async () => {
    const method = methodWith({
      getLegalInfo: () => ({ items: ITEMS }),
      downloadAgreement: ({ id }) => ({
        id,
        fileName: 'termsAndConditions-2026-11.pdf',
        contentType: 'application/pdf',
        content: PDF,
      }),
    });
    renderOnboarding(<LegalPage />, method);

    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF Terms and Conditions' }));

    expect(await screen.findByText('Terms and Conditions downloaded.')).toBeInTheDocument();
    expect(callsOf(method, 'downloadAgreement')).toEqual([{ id: 1 }]);
    expect(clicked.map((link) => [link.download, link.href])).toEqual([
      ['termsAndConditions-2026-11.pdf', 'blob:agreement'],
    ]);
    const blob = createObjectURL.mock.calls[0]![0];
    expect(blob.type).toBe('application/pdf');
    expect(blob.size).toBe('%PDF-1.4\n%%EOF\n'.length);
  });

  it('a download that fails says so in the document’s place', async () => {
    renderOnboarding(
      <LegalPage />,
      methodWith({
        getLegalInfo: () => ({ items: ITEMS }),
        downloadAgreement: () => {
          throw new Error('network');
        },
      }),
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF Privacy Policy' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Privacy Policy could not be downloaded. Please try again.',
    );
    expect(clicked).toEqual([]);
  });
});
