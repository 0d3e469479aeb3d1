import type { TaxCertification } from '@portal/api/catalogue';
import { areaQueryClient } from '@portal/remote/query';
import { user$ } from '@portal/session/session';
import { testUser } from '@portal/session/testing';
import { screen, userEvent, waitFor, within } from '@portal/testing/render';
import { callsOf, methodWith, renderOnboarding } from '../../../shared/testing/render-onboarding';
import {
  REPRESENTATIVE_SECRET_KEY,
  SelfCertificationBusinessPage,
  SelfCertificationPage,
  SelfCertificationRepresentativePage,
} from './certification-pages';
import { SelfCertificationBusinessSplashPage, SelfCertificationSplashPage } from './splash-pages';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
const { navigateToUrl } = jest.requireMock('single-spa') as { navigateToUrl: jest.Mock };
jest.mock('../utils/leave', () => ({ leavePortal: jest.fn() }));
const { leavePortal } = jest.requireMock('../utils/leave') as { leavePortal: jest.Mock };

/** The page's data and the countries' dictionary are in. */
const countriesShown = () => screen.findAllByRole('option', { name: 'Germany' });

afterEach(() => {
  areaQueryClient.clear();
  navigateToUrl.mockClear();
  leavePortal.mockClear();
  sessionStorage.clear();
});
beforeEach(() => user$.next(testUser({ customerType: 0 })));

const countries = () => ({
  dictionary: {
    country: [
      { code: 'DE', name: 'Germany', phoneCode: '49' },
      { code: 'GB', name: 'United Kingdom', phoneCode: '44' },
      { code: 'US', name: 'United States', phoneCode: '1' },
    ],
  },
});

const document = { id: null, status: 'notRequired', url: null } as const;
const blank = (change: Partial<TaxCertification> = {}): TaxCertification => ({
  kind: 'personal',
  name: 'Petra Pires',
  signedAt: null,
  registrationCountryCode: null,
  entityType: null,
  giin: null,
  giinMissingReason: null,
  isFinancialInstitution: null,
  isUsingClientFunds: null,
  isManagedByFinancialInstitution: null,
  isPubliclyTraded: null,
  companySecurityMarket: null,
  companyTicket: null,
  isOwnPubliclyTradedCompany: null,
  companyOwnedByYouSecurityMarket: null,
  companyOwnedByYouSecurityName: null,
  companyOwnedByYouSecurityTicket: null,
  isEarnPassiveIncome: null,
  hasUSIndicia: null,
  isUSTaxPayer: null,
  renouncedUSCitizenship: null,
  placeOfBusinessAddressId: null,
  registeredAddressId: null,
  controllingPersons: [],
  taxIds: [],
  selfCertificationDocument: { ...document, status: 'none' },
  w8BenFormDocument: document,
  w9FormDocument: document,
  lossOfNationalityDocument: document,
  info: {
    taxResidencySelfCertificationDocumentStatus: 'none',
    w8BenFormDocumentStatus: 'notRequired',
    w9FormDocumentStatus: 'notRequired',
    certificateOfLossOfNationalityDocumentStatus: 'notRequired',
  },
  addresses: [],
  ...change,
});

const submitted = (change: Partial<TaxCertification> = {}) =>
  blank({
    info: {
      taxResidencySelfCertificationDocumentStatus: 'pending',
      w8BenFormDocumentStatus: 'none',
      w9FormDocumentStatus: 'notRequired',
      certificateOfLossOfNationalityDocumentStatus: 'notRequired',
    },
    ...change,
  });

describe('self-certification splash pages (spec 03 §2)', () => {
  it.each([
    [SelfCertificationSplashPage, 'Confirm your tax residence', '/self-certification'],
    [
      SelfCertificationBusinessSplashPage,
      'Confirm your company’s tax residence',
      '/self-certification-business',
    ],
  ])('%#: why, the way to the form and a "later" link home', async (Page, title, form) => {
    renderOnboarding(<Page />, methodWith({}));
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(/FATCA/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start the self-certification' })).toHaveAttribute('href', form);
    const later = screen.getByRole('link', { name: 'Later' });
    expect(later).toHaveAttribute('href', '/home');
    await userEvent.setup().click(later);
    expect(navigateToUrl).toHaveBeenCalledWith('/home');
  });
});

describe('self-certification, personal (spec 03 §3, §5)', () => {
  it('asks every answer, names the tax id as the country does, adds the US id and sends the rules’ payload', async () => {
    const user = userEvent.setup();
    const method = methodWith({
      getCountries: countries,
      getTaxCertification: () => blank(),
      updateTaxCertification: () => submitted(),
      getVerificationState: () => ({}),
    });
    renderOnboarding(<SelfCertificationPage />, method, '/self-certification');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tax self-certification' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Certifying as: Petra Pires')).toBeInTheDocument();
    await countriesShown();
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).getByText('Not given yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit the certification' }));
    expect(await screen.findAllByText('Choose yes or no')).toHaveLength(2);
    expect(screen.getByLabelText('Country of tax residence')).toHaveAccessibleDescription(/Choose a country/);
    await waitFor(() => expect(screen.getByLabelText('Country of tax residence')).toHaveFocus());
    expect(callsOf(method, 'updateTaxCertification')).toEqual([]);

    await user.selectOptions(screen.getByLabelText('Country of tax residence'), 'DE');
    const taxId = screen.getByLabelText('Steuerliche Identifikationsnummer (Steuer-ID)');
    await user.click(screen.getByLabelText('I have no tax identification number for this country'));
    expect(taxId).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Why there is none'), 'CANNOT_OBTAIN');
    await user.type(screen.getByLabelText('Why you cannot obtain one'), 'Applied, waiting for it.');
    const usIndicia = screen.getByRole('group', { name: /link to the United States/ });
    await user.click(within(usIndicia).getByLabelText('Yes'));
    const usPerson = screen.getByRole('group', { name: /US citizen or resident/ });
    await user.click(within(usPerson).getByLabelText('Yes'));
    // spec 03 §5: a US taxpayer gets a US id row.
    expect(screen.getByText(/we added the United States/)).toBeInTheDocument();
    const usRow = screen.getByRole('group', { name: 'Country 2' });
    expect(within(usRow).getByLabelText('Country of tax residence')).toHaveValue('US');
    await user.type(within(usRow).getByLabelText('Social Security Number (SSN)'), '123-45-6789');
    await user.click(screen.getByRole('button', { name: 'Submit the certification' }));

    await waitFor(() =>
      expect(callsOf(method, 'updateTaxCertification')).toEqual([
        {
          taxIds: [
            {
              countryCode: 'DE',
              taxId: '',
              tinMissingReason: 'CANNOT_OBTAIN',
              tinMissingExplanation: 'Applied, waiting for it.',
            },
            { countryCode: 'US', taxId: '123-45-6789' },
          ],
          hasUSIndicia: true,
          isUSTaxPayer: true,
        },
      ]),
    );
    expect(await screen.findByText('Your certification is submitted.')).toBeInTheDocument();
  });

  it('after the submission, signs the W-8BEN on the e-signature page and comes back here', async () => {
    const user = userEvent.setup();
    const method = methodWith({
      getCountries: countries,
      getTaxCertification: () => submitted({ taxIds: [{ countryCode: 'DE', taxId: '12345678901' }] }),
      uploadTaxWForm: () => ({
        signData: { clientId: 'sandbox-esign-1', signUrls: ['http://sandbox.test/sandbox/e-sign/token123'] },
      }),
    });
    renderOnboarding(<SelfCertificationPage />, method, '/self-certification');
    await user.click(await screen.findByRole('button', { name: 'Sign Form W-8BEN' }));
    expect(callsOf(method, 'uploadTaxWForm')).toEqual([{ formType: 'W8BEN' }]);
    await waitFor(() =>
      expect(leavePortal).toHaveBeenCalledWith(
        `http://sandbox.test/sandbox/e-sign/token123?returnUrl=${encodeURIComponent(
          `${window.location.origin}/self-certification`,
        )}`,
      ),
    );
  });

  it('asks the certificate of a person who gave up US citizenship, checked before it is sent', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const method = methodWith({
      getCountries: countries,
      getTaxCertification: () =>
        submitted({
          info: {
            taxResidencySelfCertificationDocumentStatus: 'pending',
            w8BenFormDocumentStatus: 'validated',
            w9FormDocumentStatus: 'notRequired',
            certificateOfLossOfNationalityDocumentStatus: 'none',
          },
        }),
    });
    const withFile = jest.fn(async () => ({ document: { id: 9001, status: 'pending', url: null } }));
    Object.assign(method, { callWithFile: withFile });
    renderOnboarding(<SelfCertificationPage />, method, '/self-certification');
    const section = await screen.findByRole('region', { name: 'Certificate of loss of US nationality' });
    const input = within(section).getByLabelText('Certificate file');
    await user.upload(input, new File(['x'], 'cln.gif', { type: 'image/gif' }));
    expect(within(section).getByText('Choose a JPG, PNG or PDF file.')).toBeInTheDocument();
    await user.upload(input, new File(['x'], 'cln.pdf', { type: 'application/pdf' }));
    await user.click(within(section).getByRole('button', { name: 'Upload the certificate' }));
    expect(withFile).toHaveBeenCalledWith('uploadLossOfNationalityCertificate', {}, expect.any(File), {
      popup: false,
      fileName: 'cln.pdf',
    });
    expect(
      await within(section).findByText('cln.pdf was uploaded. We will review it shortly.'),
    ).toBeInTheDocument();
  });

  it('says when the certification cannot be loaded, with a retry', async () => {
    const method = methodWith({
      getTaxCertification: () => {
        throw new Error('down');
      },
    });
    renderOnboarding(<SelfCertificationPage />, method, '/self-certification');
    expect(await screen.findByText('Your tax certification could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('self-certification, business (spec 03 §3 "Questions")', () => {
  beforeEach(() => user$.next(testUser({ customerType: 1 })));

  it('shows each question after the answer it depends on, and the controlling persons of a passive entity', async () => {
    const user = userEvent.setup();
    const method = methodWith({
      getCountries: countries,
      getBusinessTaxCertification: () =>
        blank({
          kind: 'business',
          name: 'Tess Tax Ltd',
          addresses: [{ addressId: 931, label: '12 Ledger Lane, London EC2A 4NE, United Kingdom' }],
        }),
      updateBusinessTaxCertification: () => submitted({ kind: 'business' }),
      getVerificationState: () => ({}),
    });
    renderOnboarding(<SelfCertificationBusinessPage />, method, '/self-certification-business');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Company tax self-certification' }),
    ).toBeInTheDocument();
    await countriesShown();
    await user.selectOptions(screen.getByLabelText('Country of registration'), 'GB');
    await user.selectOptions(screen.getByLabelText('Registered office'), '931');
    expect(screen.queryByRole('group', { name: /act as a financial institution/ })).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Any other company'));

    const answer = async (question: RegExp, choice: 'Yes' | 'No') =>
      user.click(within(screen.getByRole('group', { name: question })).getByLabelText(choice));
    await answer(/act as a financial institution/, 'No');
    await answer(/traded on a stock exchange\?$/, 'No');
    await answer(/owned by a company whose shares/, 'No');
    expect(screen.queryByRole('region', { name: 'Controlling persons' })).not.toBeInTheDocument();
    await answer(/income passive/, 'Yes');
    const persons = screen.getByRole('region', { name: 'Controlling persons' });
    await user.click(within(persons).getByRole('button', { name: 'Add a controlling person' }));
    const person = within(persons).getByRole('group', { name: 'Controlling person 1' });
    await user.type(within(person).getByLabelText('First name'), 'Rhys');
    await user.type(within(person).getByLabelText('Last name'), 'Reed');
    await user.type(within(person).getByLabelText('Date of birth'), '1979-06-21');
    await user.selectOptions(within(person).getByLabelText('Country of residence'), 'GB');
    await user.selectOptions(within(person).getAllByLabelText('Country of tax residence')[0]!, 'GB');
    await user.type(within(person).getByLabelText('National Insurance number (NINO)'), 'QQ123456B');

    const residence = screen.getByRole('region', { name: 'Countries of tax residence' });
    await user.selectOptions(within(residence).getByLabelText('Country of tax residence'), 'GB');
    await user.type(within(residence).getByLabelText('Unique Taxpayer Reference (UTR)'), '1234567890');
    await answer(/link to the United States/, 'No');
    await answer(/company a US person/, 'No');
    await user.click(screen.getByRole('button', { name: 'Submit the certification' }));

    await waitFor(() =>
      expect(callsOf(method, 'updateBusinessTaxCertification')).toEqual([
        {
          registrationCountryCode: 'GB',
          entityType: 'general',
          isFinancialInstitution: false,
          isPubliclyTraded: false,
          isOwnPubliclyTradedCompany: false,
          isEarnPassiveIncome: true,
          hasUSIndicia: false,
          isUSTaxPayer: false,
          registeredAddressId: 931,
          controllingPersons: [
            {
              firstName: 'Rhys',
              lastName: 'Reed',
              birthDate: '1979-06-21',
              residenceCountryCode: 'GB',
              taxIds: [{ countryCode: 'GB', taxId: 'QQ123456B' }],
            },
          ],
          taxIds: [{ countryCode: 'GB', taxId: '1234567890' }],
        },
      ]),
    );
  });

  it('a financial institution is asked its GIIN, or why it has none', async () => {
    const user = userEvent.setup();
    const method = methodWith({
      getCountries: countries,
      getBusinessTaxCertification: () => blank({ kind: 'business' }),
    });
    renderOnboarding(<SelfCertificationBusinessPage />, method, '/self-certification-business');
    await user.click(await screen.findByLabelText(/^A financial institution/));
    expect(screen.getByLabelText('Why the company has no GIIN')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Global Intermediary Identification Number (GIIN)'), 'nope');
    expect(screen.queryByLabelText('Why the company has no GIIN')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit the certification' }));
    expect(await screen.findByText('Enter a GIIN like 98Q96B.00000.LE.250')).toBeInTheDocument();
  });
});

describe('self-certification-representative (spec 03 §2, public)', () => {
  it('reads the secret from the link, keeps it for the tab and certifies by it', async () => {
    const user = userEvent.setup();
    const method = methodWith({
      getCountries: countries,
      getRepresentativeTaxCertification: () => blank({ kind: 'representative', name: 'Rhys Reed' }),
      updateRepresentativeTaxCertification: () => submitted({ kind: 'representative', name: 'Rhys Reed' }),
    });
    renderOnboarding(
      <SelfCertificationRepresentativePage />,
      method,
      '/self-certification-representative?secret=s3cret',
    );
    expect(await screen.findByText('Certifying as: Rhys Reed')).toBeInTheDocument();
    expect(callsOf(method, 'getRepresentativeTaxCertification')).toEqual([{ secret: 's3cret' }]);
    expect(sessionStorage.getItem(REPRESENTATIVE_SECRET_KEY)).toBe('s3cret');
    await countriesShown();
    await user.selectOptions(screen.getByLabelText('Country of tax residence'), 'GB');
    await user.type(screen.getByLabelText('National Insurance number (NINO)'), 'QQ123456B');
    await user.click(
      within(screen.getByRole('group', { name: /link to the United States/ })).getByLabelText('No'),
    );
    await user.click(
      within(screen.getByRole('group', { name: /US citizen or resident/ })).getByLabelText('No'),
    );
    await user.click(screen.getByRole('button', { name: 'Submit the certification' }));
    expect(
      await screen.findByText(/Your certification is submitted; you can close this page/),
    ).toBeInTheDocument();
    expect(callsOf(method, 'updateRepresentativeTaxCertification')).toEqual([
      {
        secret: 's3cret',
        taxIds: [{ countryCode: 'GB', taxId: 'QQ123456B' }],
        hasUSIndicia: false,
        isUSTaxPayer: false,
      },
    ]);
  });

  it('uses the secret kept before; without one, or when it finds nothing, goes back to the sign-in page', async () => {
    sessionStorage.setItem(REPRESENTATIVE_SECRET_KEY, 'kept');
    const method = methodWith({
      getCountries: countries,
      getRepresentativeTaxCertification: () => {
        throw new Error('This link is not valid.');
      },
    });
    renderOnboarding(<SelfCertificationRepresentativePage />, method, '/self-certification-representative');
    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/login'));
    expect(callsOf(method, 'getRepresentativeTaxCertification')).toEqual([{ secret: 'kept' }]);
    expect(sessionStorage.getItem(REPRESENTATIVE_SECRET_KEY)).toBeNull();

    navigateToUrl.mockClear();
    areaQueryClient.clear();
    renderOnboarding(
      <SelfCertificationRepresentativePage />,
      methodWith({}),
      '/self-certification-representative',
    );
    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/login'));
  });
});
