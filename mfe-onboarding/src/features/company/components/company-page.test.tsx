import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { reportError } from '@portal/api/client';
import type { CompanyInfo, MethodName, Representative } from '@portal/api/catalogue';
import { ApiError } from '@portal/api/errors';
import { bus } from '@portal/events/bus';
import { englishTestI18n } from '@portal/i18n/testing';
import { user$ } from '@portal/session/session';
import { testUser } from '@portal/session/testing';
import { screen, userEvent, waitFor, within } from '@portal/testing/render';
import company from '../../../locales/company/en';
import onboarding from '../../../locales/en';
import {
  callsOf,
  methodWith,
  renderOnboarding,
  type Answers,
} from '../../../shared/testing/render-onboarding';
import { CompanyPage } from './company-page';

/** The page with this feature's texts (the area's index gets them when the page joins the route table). */
const i18n = englishTestI18n('onboarding', { ...onboarding, company });
const renderPage = (ui: ReactElement, method: ReturnType<typeof methodWith>) =>
  renderOnboarding(
    <I18nextProvider i18n={i18n} defaultNS="onboarding">
      {ui}
    </I18nextProvider>,
    method,
    '/company',
  );

const upload = (id: number, documentType: string, statusId: number) => ({
  id,
  documentTypeId: 4,
  documentType,
  statusId,
  uploaded: '2024-02-01',
  issuedDate: '2024-01-15',
  expiresDate: null,
  rejectReason: statusId === 3 ? 'The scan is unreadable' : null,
});

const INFO: CompanyInfo = {
  name: 'Bianca Studio S.r.l.',
  registrationCountryCode: 'IT',
  tradingName: 'Bianca Studio',
  email: 'office@bianca-studio.example',
  registrationNumber: 'MI-2019-0042',
  registrationDate: '2019-03-04',
  businessTaxId: 'IT01234567890',
  website: 'https://bianca-studio.example',
  description: 'Interior design studio',
  verified: true,
  limited: false,
  businessCreationDate: '2019-02-20',
  addresses: [
    {
      addressId: 31,
      address1: 'Via Tortona 12',
      address2: '',
      city: 'Milano',
      postalCode: '20144',
      countryCode: 'IT',
      stateCode: 'MI',
      stateName: 'Milano',
      addressStatus: 2,
      confirmed: true,
      isDocumentOutOfDate: false,
      isDocumentRequired: false,
      isCardDocumentRequired: false,
      uploadedDocuments: [upload(51, 'Utility bill', 2)],
    },
  ],
  corporateDocuments: [upload(41, 'Certificate of incorporation', 2)],
  corporateDocumentStatus: 2,
  dueDiligenceQuestionnaire: {
    government: false,
    governmentDetails: '',
    lawsuits: true,
    lawsuitsDetails: 'A closed dispute with a supplier',
    taxPayers: false,
  },
  financialDetail: {
    monthlyDepositAmount: '25000.00',
    monthlyDepositCurrencyCode: 'EUR',
    monthlyWithdrawalAmount: '18000.00',
    monthlyWithdrawalCurrencyCode: 'EUR',
    sourceIds: [1],
    purposeIds: [2],
    industry: 7,
  },
  financialInstitution: false,
  isConverted: false,
  sourceOfWealthDocuments: [upload(61, 'Bank statement', 1)],
  additionalDocuments: [],
  additionalDocumentStatus: null,
  phone: { id: 9, countryCode: '39', number: '0212345678', confirmed: true, status: 'Primary' },
  additionalQuestionAnswers: [
    { questionId: 'businessAnotherAccount', answer: 'no', details: '', name: '', date: '' },
    { questionId: 'controlAccount', answer: '2', details: '', name: 'Marco Bianchi', date: '2024-05-02' },
  ],
};

const person = (changes: Partial<Representative> & Pick<Representative, 'representativeId' | 'name'>) =>
  ({
    positionIds: [2],
    kind: 'person',
    email: '',
    share: null,
    effectiveShare: null,
    parentId: null,
    addressDocumentStatus: 2,
    identityDocumentStatus: 2,
    controlDocumentStatus: null,
    userId: null,
    ...changes,
  }) satisfies Representative;

const BIANCA = person({ representativeId: 1, name: 'Bianca Rossi', email: 'bianca@bianca-studio.example' });
const HOLDING = person({
  representativeId: 2,
  name: 'Rossi Holding S.p.A.',
  kind: 'company',
  positionIds: [9],
  share: '40',
  effectiveShare: '40',
});
const LUCA = person({
  representativeId: 3,
  name: 'Luca Verdi',
  positionIds: [6, 8],
  share: '50',
  effectiveShare: '20',
  parentId: 2,
});
const SHAREHOLDER_BIANCA = { ...BIANCA, positionIds: [2, 6], share: '60', effectiveShare: '60' };

const answers = (changes: Answers = {}): Answers => ({
  getBusinessInfo: () => INFO,
  updateTaxNumber: () => ({}),
  createRepresentativeAddress: () => ({}),
  confirmRepresentativeAddress: () => ({}),
  getCountries: () => ({ dictionary: { country: [{ code: 'IT', name: 'Italy', phoneCode: '39' }] } }),
  getBusinessDirectors: () => ({ representatives: [BIANCA] }),
  getBusinessShareholders: () => ({ representatives: [SHAREHOLDER_BIANCA, HOLDING, LUCA] }),
  getBusinessOwners: () => ({ representatives: [LUCA] }),
  getResolution: () => ({
    businessRepresentativeIds: [1],
    statusId: 1,
    signers: ['Bianca Rossi'],
    sentAt: '2024-03-01',
  }),
  getDeclaration: () => ({ text: 'We declare it true.', statusId: null, sentAt: null }),
  getEscortStatement: () => ({ text: 'Our funds are lawful.', statusId: 2, sentAt: '2024-03-02' }),
  getSources: () => ({ dictionary: { item: [{ id: 1, name: 'Revenue from sales' }] } }),
  getPurposes: () => ({ dictionary: { item: [{ id: 2, name: 'Paying suppliers' }] } }),
  getIndustries: () => ({
    dictionary: { industry: [{ id: 7, name: 'Design', group: 'Services', adult: false }] },
  }),
  getAdditionalQuestions: () => ({
    dictionary: {
      question: [
        {
          id: 'businessAnotherAccount',
          customerType: 'business',
          text: 'Does the company hold another account?',
          answerType: 'yesNo',
        },
        {
          id: 'controlAccount',
          customerType: 'business',
          text: 'Who will control the account?',
          answerType: 'choice',
          options: [
            { value: 1, label: 'Its own people' },
            { value: 2, label: 'Another person' },
          ],
        },
      ],
    },
  }),
  ...changes,
});

/**
 * A method client that behaves as the real one on failure: a call without `{ popup: false }` reports the error on
 * the bus, where the shell shows the error popup (spec 03 §8).
 */
function methodAnswering(all: Answers) {
  const method = methodWith(all);
  const answer = method.call.getMockImplementation()!;
  method.call.mockImplementation(
    async (name: MethodName, request: Record<string, unknown>, options?: { popup?: boolean }) => {
      try {
        return await answer(name, request);
      } catch (error) {
        if (error instanceof ApiError && options?.popup !== false) reportError(error);
        throw error;
      }
    },
  );
  return method;
}

/** The value of a labelled fact: the `dd` after the `dt` of that label, within a part of the page. */
const fact = (label: string, within: HTMLElement = document.body) => {
  const term = [...within.querySelectorAll('dt')].find((dt) => dt.textContent === label);
  if (!term) throw new Error(`no fact ${label}`);
  return term.nextElementSibling?.textContent;
};

beforeEach(() =>
  user$.next(testUser({ customerType: 1, businessName: 'Bianca Studio S.r.l.', accessRight: 2 })),
);
afterEach(() => user$.next(null));

describe('CompanyPage', () => {
  it('shows every field of the company info, labelled: dates formatted, booleans as Yes or No, phone, documents', async () => {
    renderPage(<CompanyPage />, methodAnswering(answers()));

    expect(screen.getByRole('heading', { level: 1, name: 'Company details' })).toBeInTheDocument();
    const details = await screen.findByRole('region', { name: 'Company' });
    expect(fact('Legal name', details)).toBe('Bianca Studio S.r.l.');
    expect(fact('Trading name', details)).toBe('Bianca Studio');
    expect(fact('Country of registration', details)).toBe('Italy');
    expect(fact('E-mail', details)).toBe('office@bianca-studio.example');
    expect(fact('Registration number', details)).toBe('MI-2019-0042');
    expect(fact('Registration date', details)).toBe('March 4, 2019');
    expect(fact('Business creation date', details)).toBe('February 20, 2019');
    expect(fact('Tax ID', details)).toBe('IT01234567890');
    expect(fact('Phone', details)).toBe('+39 0212345678 · Primary · Confirmed');
    expect(fact('Website', details)).toBe('https://bianca-studio.example');
    expect(fact('Description', details)).toBe('Interior design studio');
    expect(fact('Verified', details)).toBe('Yes');
    expect(fact('Limited', details)).toBe('No');
    expect(fact('Financial institution', details)).toBe('No');
    expect(fact('Converted account', details)).toBe('No');

    const addresses = screen.getByRole('region', { name: 'Addresses' });
    expect(fact('Street', addresses)).toBe('Via Tortona 12');
    expect(fact('Country', addresses)).toBe('Italy');
    expect(fact('Address status', addresses)).toBe('Confirmed');
    expect(fact('Document required', addresses)).toBe('No');
    expect(within(addresses).getByText('Utility bill')).toBeInTheDocument();

    const documents = screen.getByRole('region', { name: 'Company documents' });
    expect(within(documents).getByText('Overall status: Confirmed')).toBeInTheDocument();
    expect(within(documents).getByText('Certificate of incorporation')).toBeInTheDocument();
    expect(
      within(documents).getByText(/Status: Pending review · Uploaded February 1, 2024/),
    ).toBeInTheDocument();

    const diligence = screen.getByRole('region', { name: 'Due diligence' });
    expect(fact('Lawsuits', diligence)).toBe('Yes');
    expect(fact('Details of the lawsuits', diligence)).toBe('A closed dispute with a supplier');
    expect(fact('Details of the government connections', diligence)).toBe('Not given');
    expect(await within(diligence).findByText('Who will control the account?')).toBeInTheDocument();
    expect(fact('Does the company hold another account?', diligence)).toBe('No');
    expect(fact('Who will control the account?', diligence)).toBe(
      'Another person — controlled by Marco Bianchi since May 2, 2024',
    );

    const financial = screen.getByRole('region', { name: 'Financial details' });
    expect(fact('Monthly deposits', financial)).toBe('€25,000.00');
    expect(await within(financial).findByText('Revenue from sales')).toBeInTheDocument();
    expect(fact('Purposes of the account', financial)).toBe('Paying suppliers');
    expect(await within(financial).findByText('Design')).toBeInTheDocument();

    expect(
      await screen.findByText(
        'Nothing needs your attention: the company’s details and documents are complete.',
      ),
    ).toBeInTheDocument();
  });

  it('says what needs attention (spec 03 §5), each line leading to what it concerns', async () => {
    const user = userEvent.setup();
    const needy: CompanyInfo = {
      ...INFO,
      website: '',
      corporateDocuments: [upload(41, 'Certificate of incorporation', 3)],
      addresses: [{ ...INFO.addresses[0]!, uploadedDocuments: [] }],
    };
    renderPage(
      <CompanyPage />,
      methodAnswering(
        answers({
          getBusinessInfo: () => needy,
          getBusinessDirectors: () => ({ representatives: [{ ...BIANCA, identityDocumentStatus: 3 }] }),
          getBusinessShareholders: () => ({ representatives: [] }),
          getBusinessOwners: () => ({ representatives: [] }),
        }),
      ),
    );

    const panel = await screen.findByRole('region', { name: 'What needs your attention' });
    await waitFor(() => expect(within(panel).getAllByRole('link')).toHaveLength(4));
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Document “Certificate of incorporation”: Rejected',
      'The address Via Tortona 12, Milano, 20144, Milano, Italy needs a valid proof of address',
      'Bianca Rossi has documents that need attention',
      'Missing: Website',
    ]);

    await user.click(within(panel).getByRole('link', { name: 'Missing: Website' }));
    expect(screen.getByText('Website', { selector: 'dt' }).parentElement).toHaveFocus();
    await user.click(within(panel).getByRole('link', { name: /Bianca Rossi has documents/ }));
    expect(document.activeElement).toHaveTextContent('Bianca Rossi');
    expect(document.activeElement).toHaveTextContent('Identity document: Rejected');
  });

  it('shows the shareholders as a tree, with own and effective shares', async () => {
    renderPage(<CompanyPage />, methodAnswering(answers()));

    const shareholders = await screen.findByRole('region', { name: 'Shareholders' });
    const holding = await within(shareholders).findByRole('button', { name: 'Details Rossi Holding S.p.A.' });
    const branch = holding.closest('li')!;
    // Luca holds through the holding: his row is nested in its branch.
    expect(within(branch).getByRole('button', { name: 'Details Luca Verdi' })).toBeInTheDocument();
    expect(branch).toHaveTextContent('Company · Own share: 40% · Effective share: 40%');
    expect(branch).toHaveTextContent('Person · Own share: 50% · Effective share: 20%');
    expect(
      within(shareholders).getByRole('button', { name: 'Details Bianca Rossi' }).closest('li'),
    ).not.toContainElement(holding);
  });

  it('shows a representative’s details in a dialog', async () => {
    const user = userEvent.setup();
    const method = methodAnswering(
      answers({
        getRepresentativeInfo: () => ({
          ...BIANCA,
          firstName: 'Bianca',
          lastName: 'Rossi',
          birthday: '1985-06-12',
          phone: '+39 333 1234567',
          taxId: 'RSSBNC85H52F205X',
          addressStatus: 1,
          addressConfirmed: false,
          address: {
            address1: 'Via Solari 3',
            address2: '',
            city: 'Milano',
            postalCode: '20144',
            countryCode: 'IT',
            stateCode: '',
          },
        }),
      }),
    );
    renderPage(<CompanyPage />, method);

    const directors = await screen.findByRole('region', { name: 'Directors' });
    await user.click(await within(directors).findByRole('button', { name: 'Details Bianca Rossi' }));

    const dialog = screen.getByRole('dialog', { name: 'Bianca Rossi' });
    await within(dialog).findByText('RSSBNC85H52F205X');
    expect(fact('Date of birth', dialog)).toBe('June 12, 1985');
    expect(fact('Roles', dialog)).toBe('Director');
    expect(fact('Address', dialog)).toBe('Via Solari 3, Milano, 20144, Italy');
    expect(callsOf(method, 'getRepresentativeInfo')).toEqual([{ representativeId: 1 }]);

    // Their tax number, changed here: updateTaxNumber with the representative as the position (issue 47 item 1).
    const taxNumber = within(dialog).getByLabelText('Tax number');
    await user.clear(taxNumber);
    await user.click(within(dialog).getByRole('button', { name: 'Save the tax number' }));
    expect(within(dialog).getByText('Enter the tax number.')).toBeInTheDocument();
    await user.type(taxNumber, 'RSSBNC85H52F205Y');
    await user.click(within(dialog).getByRole('button', { name: 'Save the tax number' }));
    expect(await within(dialog).findByText('The tax number is saved.')).toBeInTheDocument();
    expect(callsOf(method, 'updateTaxNumber')).toEqual([{ taxId: 'RSSBNC85H52F205Y', positionId: 1 }]);

    // Her address: not confirmed yet; confirmed here, and a new one saved for her (spec 03 §7).
    expect(within(dialog).getByText('The address is not confirmed yet.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm the address' }));
    await waitFor(() =>
      expect(callsOf(method, 'confirmRepresentativeAddress')).toEqual([{ representativeId: 1 }]),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Change the address' }));
    const street = within(dialog).getByLabelText('Street and number');
    await user.clear(street);
    await user.type(street, 'Via Torino 5');
    await user.click(within(dialog).getByRole('button', { name: 'Save the address' }));
    expect(
      await within(dialog).findByText('The new address is saved. Confirm it when it is right.'),
    ).toBeInTheDocument();
    expect(callsOf(method, 'createRepresentativeAddress')).toEqual([
      {
        representativeId: 1,
        address1: 'Via Torino 5',
        address2: '',
        city: 'Milano',
        postalCode: '20144',
        countryCode: 'IT',
        stateCode: '',
      },
    ]);
  });

  it("a customer's delete the company's rules refuse / the reason in the error popup; nothing is forced", async () => {
    const user = userEvent.setup();
    const popups: string[] = [];
    const subscription = bus.on('api.error', (payload) => popups.push(payload.message));
    const onlyDirector =
      "representativeId: is the company's only director; a company needs at least one (spec 03 §5)";
    const method = methodAnswering(
      answers({
        deleteRepresentative: () => {
          throw new ApiError({
            kind: 'response',
            code: 'TA1',
            title: 'Invalid parameters',
            message: onlyDirector,
            validationErrors: [onlyDirector],
          });
        },
      }),
    );
    renderPage(<CompanyPage />, method);

    const directors = await screen.findByRole('region', { name: 'Directors' });
    await user.click(await within(directors).findByRole('button', { name: 'Delete Bianca Rossi' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Bianca Rossi?' });
    expect(within(dialog).queryByRole('button', { name: 'Force delete' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(popups).toEqual([onlyDirector]));
    expect(callsOf(method, 'deleteRepresentative')).toEqual([{ representativeId: 1 }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(directors).getByRole('button', { name: 'Delete Bianca Rossi' })).toBeInTheDocument();
    subscription.unsubscribe();
  });

  it("a customer's delete the company's rules allow / done, the lists read again (issue 47 item 1)", async () => {
    const user = userEvent.setup();
    let directors = [BIANCA];
    const method = methodAnswering(
      answers({
        getBusinessDirectors: () => ({ representatives: directors }),
        deleteRepresentative: () => {
          directors = [];
          return {};
        },
      }),
    );
    renderPage(<CompanyPage />, method);

    const list = await screen.findByRole('region', { name: 'Directors' });
    await user.click(await within(list).findByRole('button', { name: 'Delete Bianca Rossi' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Bianca Rossi was deleted.')).toBeInTheDocument();
    expect(callsOf(method, 'deleteRepresentative')).toEqual([{ representativeId: 1 }]);
    expect(await within(list).findByText('No director is on file.')).toBeInTheDocument();
  });

  it('an administrator acting for the customer may force the delete', async () => {
    const user = userEvent.setup();
    user$.next(testUser({ customerType: 1, isAdmin: true, supportActing: true, accessRight: 1 }));
    let directors = [BIANCA];
    const method = methodAnswering(
      answers({
        getBusinessDirectors: () => ({ representatives: directors }),
        deleteRepresentative: () => {
          directors = [];
          return {};
        },
      }),
    );
    renderPage(<CompanyPage />, method);

    const list = await screen.findByRole('region', { name: 'Directors' });
    await user.click(await within(list).findByRole('button', { name: 'Delete Bianca Rossi' }));
    await user.click(screen.getByRole('button', { name: 'Force delete' }));

    const deleted = await screen.findByText('Bianca Rossi was deleted.');
    await waitFor(() => expect(deleted.closest('[tabindex="-1"]')).toHaveFocus());
    expect(callsOf(method, 'deleteRepresentative')).toEqual([{ representativeId: 1, force: true }]);
    expect(await within(list).findByText('No director is on file.')).toBeInTheDocument();
  });

  it('a user who may only read sees no delete and no send', async () => {
    user$.next(testUser({ customerType: 1, accessRight: 1 }));
    renderPage(<CompanyPage />, methodAnswering(answers()));

    const directors = await screen.findByRole('region', { name: 'Directors' });
    expect(
      await within(directors).findByRole('button', { name: 'Details Bianca Rossi' }),
    ).toBeInTheDocument();
    expect(within(directors).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    await screen.findByDisplayValue('We declare it true.');
    expect(screen.queryByRole('button', { name: /^Send/ })).not.toBeInTheDocument();
  });

  it('sends the declaration only after the user confirms', async () => {
    const user = userEvent.setup();
    const method = methodAnswering(
      answers({ sendDeclaration: ({ text }) => ({ text, statusId: 1, sentAt: '2024-04-01T10:00:00.000Z' }) }),
    );
    renderPage(<CompanyPage />, method);

    const declaration = await screen.findByRole('region', { name: 'Declaration' });
    const text = await within(declaration).findByLabelText('Text');
    await user.clear(text);
    await user.type(text, 'Everything we said is true.');
    await user.click(within(declaration).getByRole('button', { name: 'Send Declaration' }));
    const dialog = screen.getByRole('dialog', { name: 'Send the declaration?' });
    expect(callsOf(method, 'sendDeclaration')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(declaration).findByText('Sent for review.')).toBeInTheDocument();
    expect(callsOf(method, 'sendDeclaration')).toEqual([{ text: 'Everything we said is true.' }]);
    expect(fact('Status', declaration)).toBe('Pending review');
    expect(fact('Sent on', declaration)).toBe('April 1, 2024');
  });

  it('the resolution is not sent without a signer: the field takes the focus and the alert says why', async () => {
    const user = userEvent.setup();
    const method = methodAnswering(
      answers({ sendResolution: (request) => ({ ...request, statusId: 1, sentAt: '2024-04-01' }) }),
    );
    renderPage(<CompanyPage />, method);

    const resolution = await screen.findByRole('region', { name: 'Resolution' });
    const signer = await within(resolution).findByLabelText('Signer 1');
    await user.clear(signer);
    await user.click(within(resolution).getByRole('button', { name: 'Send the resolution' }));

    await waitFor(() => expect(signer).toHaveFocus());
    expect(within(resolution).getByRole('alert')).toHaveTextContent(
      'Name every signer, or remove the empty line',
    );
    await user.type(signer, 'Bianca Rossi');
    await user.click(within(resolution).getByRole('checkbox', { name: 'Luca Verdi' }));
    await user.click(within(resolution).getByRole('button', { name: 'Send the resolution' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Send the resolution?' })).getByRole('button', {
        name: 'Send the resolution',
      }),
    );

    expect(await within(resolution).findByText('The resolution was sent.')).toBeInTheDocument();
    expect(callsOf(method, 'sendResolution')).toEqual([
      { businessRepresentativeIds: [1, 3], signers: ['Bianca Rossi'] },
    ]);
  });

  it('a company that cannot be read says so and offers to try again', async () => {
    renderPage(
      <CompanyPage />,
      methodAnswering(
        answers({
          getBusinessInfo: () => {
            throw new Error('network');
          },
        }),
      ),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this page');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
