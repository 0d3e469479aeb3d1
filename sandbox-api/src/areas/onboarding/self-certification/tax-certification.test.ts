import {
  METHOD_API_PATH,
  type TaxCertification,
  type VerificationStateResponse,
} from '@portal/api/catalogue';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customers } from '../../../platform/db/tables';
import { TAX_CERTIFICATION_DEMO } from './seed';
import type { LivePushMessage } from '../../../platform/live/service';
import { ManualClock, SANDBOX_DATABASES, callMethod, signIn, useSandbox } from '../../../testing/sandbox';

const clock = new ManualClock(new Date('2026-11-28T12:00:00Z'));
const TESS = TAX_CERTIFICATION_DEMO.tess;
const PETRA = TAX_CERTIFICATION_DEMO.petra;
const PORTAL = 'http://localhost:8080';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

type Json = Record<string, unknown>;

/** A multipart call as `callWithFile` sends the certificate: the fields in `data`, the file in `document`. */
function multipart(file: { name: string; bytes: Buffer; type: string }, part = 'document') {
  const boundary = '----taxCertificationBoundary7';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"lang":"en"}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function signedIn(app: FastifyInstance, email: string, headers: Record<string, string> = {}) {
  const { accessToken } = await signIn(app, email);
  return {
    call: async (method: string, body: Json = {}) =>
      (await callMethod(app, method, { accessToken, body, headers })).json<Json>(),
    upload: async (file: { name: string; bytes: Buffer; type: string }, part?: string) => {
      const { body, contentType } = multipart(file, part);
      const response = await app.inject({
        method: 'POST',
        url: METHOD_API_PATH,
        query: { method: 'uploadLossOfNationalityCertificate' },
        headers: {
          authorization: `Bearer ${accessToken}`,
          'content-type': contentType,
          'x-client-version': '2.1.2',
          ...headers,
        },
        payload: body,
      });
      return response.json<Json>();
    },
  };
}

const TA1 = (validationErrors: string[]) => ({
  responseCode: 'TA1',
  responseDescription: 'Invalid parameters',
  validationErrors,
});

/** Tess Tax Ltd: a general company listed on the London Stock Exchange (an active entity, no controlling persons). */
const LISTED_COMPANY = {
  registrationCountryCode: 'GB',
  entityType: 'general',
  isFinancialInstitution: false,
  isPubliclyTraded: true,
  companySecurityMarket: 'London Stock Exchange',
  companyTicket: 'TESS',
  hasUSIndicia: false,
  isUSTaxPayer: false,
  registeredAddressId: TESS.addresses.registered,
  placeOfBusinessAddressId: TESS.addresses.business,
  controllingPersons: [],
  taxIds: [{ countryCode: 'GB', taxId: '1234567890' }],
};

describe.each(SANDBOX_DATABASES)('tax certification on %s (issue 30 item 5)', (database) => {
  const sandbox = useSandbox({ clock, database });

  async function selfCertificationOf(customerId: number) {
    const [row] = await sandbox.database.db
      .select({ state: customers.selfCertification })
      .from(customers)
      .where(eq(customers.id, customerId));
    return row?.state;
  }

  it('tess: required, certifies her company, signs the W-8BEN on the e-signature page and is validated', async () => {
    const tess = await signedIn(sandbox.app, TESS.email, { 'x-customer-id': String(TESS.customerId) });
    const publish = jest.spyOn(sandbox.app.live, 'publish');

    const accesses = await tess.call('getCustomerAccesses');
    expect(accesses.accesses).toEqual([
      expect.objectContaining({ customerId: TESS.customerId, selfCertification: 'required' }),
    ]);
    const before = (await tess.call('getBusinessTaxCertification')) as unknown as TaxCertification;
    expect(before).toMatchObject({
      responseCode: '00',
      kind: 'business',
      name: 'Tess Tax Ltd',
      signedAt: null,
      entityType: null,
      taxIds: [],
      info: {
        taxResidencySelfCertificationDocumentStatus: 'none',
        w8BenFormDocumentStatus: 'notRequired',
        w9FormDocumentStatus: 'notRequired',
        certificateOfLossOfNationalityDocumentStatus: 'notRequired',
      },
    });
    expect(before.addresses).toEqual([
      { addressId: TESS.addresses.registered, label: '12 Ledger Lane, London EC2A 4NE, United Kingdom' },
      { addressId: TESS.addresses.business, label: '4 Quay Street, Manchester M3 3JE, United Kingdom' },
    ]);

    // The rules of spec 03 §5 and the questions' dependencies, answered with TA1.
    expect(
      await tess.call('updateBusinessTaxCertification', {
        ...LISTED_COMPANY,
        entityType: 'financial-institution',
        registeredAddressId: 999_999,
        taxIds: [{ countryCode: 'DE', taxId: '' }],
      }),
    ).toEqual(
      TA1([
        'giinMissingReason: is required',
        'isFinancialInstitution: is not asked with the answers given',
        'isUsingClientFunds: is required',
        'isPubliclyTraded: is not asked with the answers given',
        'companySecurityMarket: is not asked with the answers given',
        'companyTicket: is not asked with the answers given',
        'taxIds[0].taxId: is required for this country; or give the reason there is none',
        'registeredAddressId: is not an address of the company',
      ]),
    );
    expect(
      await tess.call('updateBusinessTaxCertification', { ...LISTED_COMPANY, entityType: 'trust' }),
    ).toMatchObject({ responseCode: 'TA1' });
    // A personal operation for a company is refused with a business code, not a failure.
    expect(await tess.call('getTaxCertification')).toMatchObject({ responseCode: 'NF' });
    // No W-form before the certification is submitted.
    expect(await tess.call('uploadTaxWForm', { formType: 'W8BEN' })).toEqual(
      TA1(['formType: is asked once the tax certification is submitted']),
    );

    const submitted = (await tess.call(
      'updateBusinessTaxCertification',
      LISTED_COMPANY,
    )) as unknown as TaxCertification;
    expect(submitted).toMatchObject({
      responseCode: '00',
      signedAt: '2026-11-28T12:00:00.000Z',
      entityType: 'general',
      isPubliclyTraded: true,
      companyTicket: 'TESS',
      isEarnPassiveIncome: null,
      registeredAddressId: TESS.addresses.registered,
      taxIds: [{ countryCode: 'GB', taxId: '1234567890' }],
      info: { taxResidencySelfCertificationDocumentStatus: 'pending', w8BenFormDocumentStatus: 'none' },
    });
    expect(await selfCertificationOf(TESS.customerId)).toBe('pending');

    expect(await tess.call('uploadTaxWForm', { formType: 'W9' })).toEqual(
      TA1(['formType: must be W8BEN for the answers given (a W-9 for a US person, else a W-8BEN)']),
    );
    const upload = await tess.call('uploadTaxWForm', { formType: 'W8BEN' });
    const { signData } = upload as unknown as { signData: { clientId: string; signUrls: string[] } };
    expect(signData.clientId).toMatch(/^sandbox-esign-/);
    expect(signData.signUrls).toHaveLength(1);
    const signUrl = new URL(signData.signUrls[0]!);
    expect(signUrl.pathname).toMatch(/^\/sandbox\/e-sign\/[A-Za-z0-9_-]{20,}$/);

    // The e-signature page: the form's summary, the typed name and the Sign button.
    const returnUrl = `${PORTAL}/self-certification-business`;
    const page = await sandbox.app.inject({
      method: 'GET',
      url: `${signUrl.pathname}?returnUrl=${encodeURIComponent(returnUrl)}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Sign Form W-8BEN</h1>');
    expect(page.body).toContain('Tess Tax Ltd');
    expect(page.body).toContain('<li>GB: 1234567890</li>');
    expect(page.body).toContain(`name="returnUrl" value="${returnUrl}"`);
    // Another site's address is never gone back to.
    const foreign = await sandbox.app.inject({
      method: 'GET',
      url: `${signUrl.pathname}?returnUrl=${encodeURIComponent('https://evil.example/')}`,
    });
    expect(foreign.body).not.toContain('evil.example');
    // A name is needed.
    const unnamed = await sandbox.app.inject({
      method: 'POST',
      url: signUrl.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `signerName=&returnUrl=${encodeURIComponent(returnUrl)}`,
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.body).toContain('role="alert"');

    const signed = await sandbox.app.inject({
      method: 'POST',
      url: signUrl.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `signerName=Tess%20Taylor&returnUrl=${encodeURIComponent(returnUrl)}`,
    });
    expect(signed.statusCode).toBe(303);
    expect(signed.headers.location).toBe(`${returnUrl}?esign=signed`);

    const after = (await tess.call('getBusinessTaxCertification')) as unknown as TaxCertification;
    expect(after.info).toEqual({
      taxResidencySelfCertificationDocumentStatus: 'validated',
      w8BenFormDocumentStatus: 'validated',
      w9FormDocumentStatus: 'notRequired',
      certificateOfLossOfNationalityDocumentStatus: 'notRequired',
    });
    expect(after.w8BenFormDocument).toMatchObject({ status: 'validated' });
    expect(after.w8BenFormDocument.id).toEqual(expect.any(Number));
    expect(await selfCertificationOf(TESS.customerId)).toBe('validated');
    const notifications = publish.mock.calls
      .filter(
        ([to, message]) => to === TESS.customerId && (message as LivePushMessage).type === 'notification',
      )
      .map(([, message]) => (message as Extract<LivePushMessage, { type: 'notification' }>).payload)
      // What the customer reads; the stored notification's severity and time are the notifications module's tests.
      .map(({ id, kind, text }) => ({ id, kind, text }));
    expect(notifications).toEqual([
      {
        id: expect.any(String),
        kind: 'info',
        text: 'Your W-8BEN form is signed: your tax self-certification is complete.',
      },
    ]);
    // Signed once: the page says so and goes back without signing again.
    const again = await sandbox.app.inject({ method: 'GET', url: signUrl.pathname });
    expect(again.body).toContain('Signed by Tess Taylor on 2026-11-28.');
    expect(
      (await sandbox.app.inject({ method: 'GET', url: '/sandbox/e-sign/nosuchtokennosuchtoken' })).statusCode,
    ).toBe(404);
  });

  it('petra: must certify (FATCA), gave up US citizenship and uploads the certificate of loss of nationality', async () => {
    const petra = await signedIn(sandbox.app, PETRA.email);
    const state = (await petra.call('getVerificationState')) as unknown as VerificationStateResponse;
    expect(state.taxDocuments.taxResidencySelfCertificationDocumentStatus).toBe('none');

    expect(
      await petra.call('updateTaxCertification', {
        taxIds: [{ countryCode: 'PT', taxId: '', tinMissingReason: 'CANNOT_OBTAIN' }],
        hasUSIndicia: false,
        isUSTaxPayer: true,
      }),
    ).toEqual(
      TA1(['taxIds[0].tinMissingExplanation: is required', 'taxIds: a US taxpayer needs a US tax id']),
    );
    // Nothing to upload before it is asked.
    expect(await petra.upload({ name: 'cln.png', bytes: PNG, type: 'image/png' })).toEqual(
      TA1(['document: is asked only of a person who gave up US citizenship']),
    );

    const certified = (await petra.call('updateTaxCertification', {
      taxIds: [{ countryCode: 'PT', taxId: '123456789' }],
      hasUSIndicia: true,
      isUSTaxPayer: false,
      renouncedUSCitizenship: true,
    })) as unknown as TaxCertification;
    expect(certified).toMatchObject({
      kind: 'personal',
      name: 'Petra Pires',
      renouncedUSCitizenship: true,
      info: {
        taxResidencySelfCertificationDocumentStatus: 'pending',
        w8BenFormDocumentStatus: 'none',
        certificateOfLossOfNationalityDocumentStatus: 'none',
      },
    });

    // The certificate is checked like a verification upload: by its bytes, under the part `document`.
    expect(
      await petra.upload({ name: 'cln.png', bytes: Buffer.from('not an image'), type: 'image/png' }),
    ).toEqual(TA1(['document: is not really a JPEG, PNG or PDF file']));
    expect(await petra.upload({ name: 'cln.txt', bytes: PNG, type: 'text/plain' })).toMatchObject({
      responseCode: 'TA1',
      validationErrors: ['document: must be a .jpg or .jpeg or .png or .pdf file'],
    });
    expect(await petra.upload({ name: 'cln.png', bytes: PNG, type: 'image/png' }, 'file')).toMatchObject({
      responseCode: 'TA1',
    });
    expect(await petra.upload({ name: 'cln.png', bytes: PNG, type: 'image/png' })).toMatchObject({
      responseCode: '00',
      document: { id: expect.any(Number), status: 'pending' },
    });

    const after = (await petra.call('getVerificationState')) as unknown as VerificationStateResponse;
    expect(after.taxDocuments).toEqual({
      taxResidencySelfCertificationDocumentStatus: 'pending',
      w8BenFormDocumentStatus: 'none',
      w9FormDocumentStatus: 'notRequired',
      certificateOfLossOfNationalityDocumentStatus: 'pending',
    });
    expect(await selfCertificationOf(PETRA.customerId)).toBe('pending');
    expect(await petra.call('getBusinessTaxCertification')).toMatchObject({ responseCode: 'NF' });
  });

  it('a client that sends back what it read is taken: nulls answered are "not given" (issue 47 item 10)', async () => {
    const petra = await signedIn(sandbox.app, PETRA.email);
    const first = await petra.call('updateTaxCertification', {
      taxIds: [{ countryCode: 'PT', taxId: '123456789' }],
      hasUSIndicia: false,
      isUSTaxPayer: false,
    });
    expect(first).toMatchObject({ responseCode: '00', renouncedUSCitizenship: null });
    const { responseCode: _personalCode, ...personalRead } = await petra.call('getTaxCertification');
    expect(personalRead.renouncedUSCitizenship).toBeNull();
    expect(await petra.call('updateTaxCertification', personalRead)).toMatchObject({
      responseCode: '00',
      renouncedUSCitizenship: null,
      taxIds: [{ countryCode: 'PT', taxId: '123456789' }],
    });
    // Null is "not given", never a way past the rule: true where the question is not asked is still refused.
    expect(
      await petra.call('updateTaxCertification', { ...personalRead, renouncedUSCitizenship: true }),
    ).toMatchObject({ responseCode: 'TA1' });

    const tess = await signedIn(sandbox.app, TESS.email, { 'x-customer-id': String(TESS.customerId) });
    const certified = await tess.call('updateBusinessTaxCertification', {
      ...LISTED_COMPANY,
      placeOfBusinessAddressId: undefined,
    });
    expect(certified).toMatchObject({ responseCode: '00', placeOfBusinessAddressId: null });
    const { responseCode: _businessCode, ...businessRead } = await tess.call('getBusinessTaxCertification');
    expect(await tess.call('updateBusinessTaxCertification', businessRead)).toMatchObject({
      responseCode: '00',
      placeOfBusinessAddressId: null,
      registeredAddressId: TESS.addresses.registered,
    });
  });

  it('a representative certifies signed out by the secret of their link; a wrong secret finds nothing', async () => {
    const anonymous = (method: string, body: Json) =>
      callMethod(sandbox.app, method, { body }).then((response) => response.json<Json>());
    expect(await anonymous('getRepresentativeTaxCertification', { secret: 'nope' })).toMatchObject({
      responseCode: 'NF',
      responseDescription: 'This link is not valid. Ask the company for a new one.',
    });
    expect(await anonymous('getRepresentativeTaxCertification', {})).toMatchObject({ responseCode: 'TA1' });

    const secret = TAX_CERTIFICATION_DEMO.representativeSecret;
    expect(await anonymous('getRepresentativeTaxCertification', { secret })).toMatchObject({
      responseCode: '00',
      kind: 'representative',
      name: 'Rhys Reed',
      info: { taxResidencySelfCertificationDocumentStatus: 'none' },
    });
    expect(
      await anonymous('updateRepresentativeTaxCertification', {
        secret,
        taxIds: [{ countryCode: 'GB', taxId: 'QQ123456B' }],
        hasUSIndicia: false,
        isUSTaxPayer: false,
      }),
    ).toMatchObject({
      responseCode: '00',
      taxIds: [{ countryCode: 'GB', taxId: 'QQ123456B' }],
      info: {
        taxResidencySelfCertificationDocumentStatus: 'pending',
        w8BenFormDocumentStatus: 'notRequired',
      },
    });
    // The company's own state is not the representative's.
    expect(await selfCertificationOf(TESS.customerId)).toBe('required');
  });
});
