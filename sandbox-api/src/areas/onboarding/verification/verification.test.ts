import {
  METHOD_API_PATH,
  type CustomerDocumentsResponse,
  type LimitReasonsResponse,
  type Representative,
  type UploadedDocument,
  type VerificationStateResponse,
} from '@portal/api/catalogue';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { customerDocuments } from '../../../platform/customer/verification-tables';
import { customers } from '../../../platform/db/tables';
import { PROFILE_CONTACT_IDS } from '../profile-contact/seed';
import { COMPANY_DEMO } from '../company/seed';
import { VERIFICATION_DEMO } from './seed';
import type { LivePushMessage } from '../../../platform/live/service';
import { VERIFICATION_TEXTS } from './service';
import { ManualClock, SANDBOX_DATABASES, callMethod, signIn, useSandbox } from '../../../testing/sandbox';

const clock = new ManualClock(new Date('2026-11-28T12:00:00Z'));

const KAI = { email: 'kai.kyc@demo.test', customerId: VERIFICATION_DEMO.kai.customerId };
const LENA = { email: VERIFICATION_DEMO.lena.email, customerId: VERIFICATION_DEMO.lena.customerId };
const ANNA = { email: 'anna.simple@demo.test', customerId: 20001 };
/** Kai's address of the profile's demo (the 6th entry). */
const KAI_ADDRESS = PROFILE_CONTACT_IDS.address(5);

/**
 * What a customer with nothing to do answers: no check the required-action count reads asks for anything
 * (spec 03 §4 "Required-action count"), nothing waits, no limit.
 */
const NOTHING_TO_DO = {
  identity: {
    status: 'notRequired',
    videoIdentity: { status: 'notRequired' },
    proofOfResidence: { status: 'notRequired' },
  },
  phoneConfirmed: true,
  taxDocuments: {
    w9FormDocumentStatus: 'notRequired',
    certificateOfLossOfNationalityDocumentStatus: 'notRequired',
    taxResidencySelfCertificationDocumentStatus: 'notRequired',
    w8BenFormDocumentStatus: 'notRequired',
  },
  duplicateDocuments: false,
  duplicateDocumentsUploaded: false,
  documentsPending: false,
} as const;

/** A real 1×1 PNG, a JPEG's and a PDF's first bytes: the sandbox checks the bytes, not only the name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

interface FilePart {
  name: string;
  bytes: Buffer;
  type?: string;
}

const png = (name: string): FilePart => ({ name, bytes: PNG, type: 'image/png' });
const pdf = (name: string): FilePart => ({ name, bytes: PDF, type: 'application/pdf' });

/** A multipart method call as the portal's `callWithFile` sends it: the fields as JSON in `data`, the file in `file`. */
function multipart(fields: Record<string, unknown>, file?: FilePart): { body: Buffer; contentType: string } {
  const boundary = '----verificationTestBoundary42';
  const chunks: Buffer[] = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify({ lang: 'en', ...fields })}\r\n`,
    ),
  ];
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

type Json = Record<string, unknown>;

interface Customer {
  call(method: string, body?: Json): Promise<Json>;
  upload(fields: Json, file?: FilePart): Promise<Json>;
}

async function signedIn(app: FastifyInstance, email: string, acting: Json = {}): Promise<Customer> {
  const { accessToken } = await signIn(app, email);
  return {
    call: async (method, body = {}) =>
      (await callMethod(app, method, { accessToken, body: { ...acting, ...body } })).json(),
    upload: async (fields, file) => {
      const { body, contentType } = multipart({ ...acting, ...fields }, file);
      const response = await app.inject({
        method: 'POST',
        url: METHOD_API_PATH,
        query: { method: 'createCustomerDocument' },
        headers: {
          authorization: `Bearer ${accessToken}`,
          'content-type': contentType,
          'x-client-version': '2.1.2',
        },
        payload: body,
      });
      return response.json();
    },
  };
}

const TA1 = (validationErrors: string[]) => ({
  responseCode: 'TA1',
  responseDescription: 'Invalid parameters',
  validationErrors,
});

/** spec 03 §5, written out here: a representative needs action when a status is set but not 1 or 2. */
const representativeNeedsAction = (person: Representative) =>
  [person.addressDocumentStatus, person.identityDocumentStatus, person.controlDocumentStatus].some(
    (status) => status !== null && status !== undefined && status !== 1 && status !== 2,
  );

const categoryOf = (answer: Json, categoryId: number) =>
  (answer as unknown as CustomerDocumentsResponse).categories.find(
    (category) => category.categoryId === categoryId,
  )!;

/** A reviewer's form post (a browser's url-encoded body, no Origin: the page's own form). */
function formPost(app: FastifyInstance, url: string, form: string): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form,
  });
}

function jsonPost(app: FastifyInstance, url: string, body: Json = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload: body });
}

const decide = (app: FastifyInstance, id: number, decision: string, body: Json = {}) =>
  jsonPost(app, `/sandbox/compliance/documents/${id}/${decision}`, body);

/** The notifications published to a customer, in order. */
function notificationsTo(publish: jest.SpyInstance, customerId: number) {
  return (
    publish.mock.calls
      .filter(([to, message]) => to === customerId && (message as LivePushMessage).type === 'notification')
      .map(([, message]) => (message as Extract<LivePushMessage, { type: 'notification' }>).payload)
      // What the customer reads; the stored notification's severity and time are the notifications module's tests.
      .map(({ id, kind, text }) => ({ id, kind, text }))
  );
}

describe.each(SANDBOX_DATABASES)('verification on %s (issue 30)', (database) => {
  const sandbox = useSandbox({ clock, database });

  async function customerFlags(customerId: number) {
    const [row] = await sandbox.database.db
      .select({ verified: customers.verified, isNeedKyc: customers.isNeedKyc, limited: customers.limited })
      .from(customers)
      .where(eq(customers.id, customerId));
    return row;
  }

  it('kai: identity and address required, nothing uploaded; his required actions are those two', async () => {
    const kai = await signedIn(sandbox.app, KAI.email);

    const documents = await kai.call('getCustomerDocuments');
    const identity = await kai.call('getIdentity');
    const state = (await kai.call('getVerificationState')) as unknown as VerificationStateResponse;
    const limits = await kai.call('getLimitReasons');
    const dueDiligence = await kai.call('getDueDiligenceInfo');

    const categories = (documents as unknown as CustomerDocumentsResponse).categories;
    expect(categories.map((category) => [category.categoryId, category.status, category.required])).toEqual([
      [1, 'none', true],
      [2, 'none', true],
      [3, 'notRequired', false],
      [5, 'notRequired', false],
      [11, 'notRequired', false],
      [12, 'notRequired', false],
    ]);
    // Type 88 is offered to residents of RU and UA only; Kai lives in RO.
    expect(categoryOf(documents, 1).documentTypes).toEqual([
      { id: 2, name: 'Passport', sides: ['front'] },
      { id: 4, name: 'National identity card', sides: ['front', 'back'] },
      { id: 5, name: 'Driving licence', sides: ['front', 'back'] },
    ]);
    expect(categories.every((category) => category.uploadedDocuments.length === 0)).toBe(true);
    expect(identity).toMatchObject({
      responseCode: '00',
      status: 'missing',
      documents: [],
      videoIdentity: { status: 'notRequired' },
      proofOfResidence: { status: 'notRequired' },
    });
    expect(state).toMatchObject({
      verified: false,
      limited: false,
      identity: { status: 'missing' },
      addresses: [{ addressId: KAI_ADDRESS, flagged: true }],
      phoneConfirmed: true,
      taxDocuments: {
        w9FormDocumentStatus: 'notRequired',
        certificateOfLossOfNationalityDocumentStatus: 'notRequired',
        taxResidencySelfCertificationDocumentStatus: 'notRequired',
        w8BenFormDocumentStatus: 'notRequired',
      },
      duplicateDocuments: false,
      duplicateDocumentsUploaded: false,
      documentsPending: false,
      limitDocumentsUploaded: false,
      limitDocumentsPending: false,
      dueDiligenceLevel: 0,
    });
    expect(limits).toMatchObject({ limited: false, limitedReason: '', reasons: [] });
    expect(dueDiligence).toMatchObject({
      address: { status: 'none' },
      document: { status: 'none' },
      uploadedDocuments: [],
    });
  });

  it('lena: limited for her source of wealth; her upload moves the account to processing, an investigation back', async () => {
    const lena = await signedIn(sandbox.app, LENA.email);

    const before = (await lena.call('getVerificationState')) as unknown as VerificationStateResponse;
    const limits = (await lena.call('getLimitReasons')) as unknown as LimitReasonsResponse;
    const wealth = categoryOf(await lena.call('getCustomerDocuments'), 11);

    // Limited, and nothing else to do (spec 03 §4 rule 2: limited until every limit document is in).
    expect(before).toMatchObject({
      ...NOTHING_TO_DO,
      verified: true,
      limited: true,
      limitDocumentsUploaded: false,
      limitDocumentsPending: false,
    });
    expect(before.addresses).toEqual([{ addressId: 0, flagged: false }]);
    expect(limits).toMatchObject({
      limited: true,
      limitedReason: 'Source of wealth not proven',
      reasons: [
        {
          actionTypeId: 1,
          name: 'Source of wealth not proven',
          requirementDocuments: [{ categoryId: 11, name: 'Source of wealth', uploadedDocuments: [] }],
        },
      ],
    });
    expect(wealth).toMatchObject({ status: 'none', required: true });

    const uploaded = await lena.upload(
      { categoryId: 11, documentTypeId: 60, side: 'front' },
      pdf('lena-salary.pdf'),
    );
    const after = (await lena.call('getVerificationState')) as unknown as VerificationStateResponse;
    const reasons = (await lena.call('getLimitReasons')) as unknown as LimitReasonsResponse;

    expect(uploaded).toMatchObject({
      responseCode: '00',
      document: { statusId: 0, fileName: 'lena-salary.pdf' },
    });
    expect(after).toMatchObject({
      documentsPending: true,
      limitDocumentsUploaded: true,
      limitDocumentsPending: false,
    });
    expect(
      reasons.reasons[0]?.requirementDocuments[0]?.uploadedDocuments.map((item) => item.fileName),
    ).toEqual(['lena-salary.pdf']);

    await decide(sandbox.app, (uploaded.document as UploadedDocument).id, 'investigate');
    const investigated = (await lena.call('getVerificationState')) as unknown as VerificationStateResponse;

    expect(investigated).toMatchObject({ limitDocumentsUploaded: true, limitDocumentsPending: true });
  });

  it.each([
    ['anna (an address, a phone)', ANNA.email, 0],
    ['rita (no address or phone on file)', 'rita.reset@demo.test', 0],
    ['bianca (a business)', 'bianca.business@demo.test', 1],
  ])('%s: nothing required, nothing to do, checked', async (_who, email, customerType) => {
    const customer = await signedIn(sandbox.app, email);

    const state = (await customer.call('getVerificationState')) as unknown as VerificationStateResponse;
    const documents = (await customer.call('getCustomerDocuments')) as unknown as CustomerDocumentsResponse;

    expect(state).toMatchObject({
      ...NOTHING_TO_DO,
      verified: true,
      limited: false,
      limitDocumentsUploaded: false,
      limitDocumentsPending: false,
    });
    expect(state.addresses.length).toBeGreaterThan(0);
    expect(state.addresses.filter((address) => address.flagged)).toEqual([]);
    expect(documents.categories.every((category) => category.status === 'notRequired')).toBe(true);
    expect(documents.categories.map((category) => category.categoryId)).toEqual(
      customerType === 0 ? [1, 2, 3, 5, 11, 12] : [4, 6, 7, 8, 9, 10, 11, 5],
    );
  });

  it('an identity card needs both sides: the front alone leaves identity missing, the back makes it pending', async () => {
    const kai = await signedIn(sandbox.app, KAI.email);

    const front = await kai.upload(
      {
        categoryId: 1,
        documentTypeId: 4,
        side: 'front',
        expiresDate: '2031-05-01',
        issuedDate: '2021-05-01',
      },
      png('kai-id-front.png'),
    );
    const afterFront = await kai.call('getIdentity');
    const back = await kai.upload({ categoryId: 1, documentTypeId: 4, side: 'back' }, png('kai-id-back.png'));
    const identity = categoryOf(await kai.call('getCustomerDocuments'), 1);
    const state = (await kai.call('getVerificationState')) as unknown as VerificationStateResponse;

    expect(front).toEqual({
      responseCode: '00',
      responseDescription: 'Success',
      document: {
        id: 5001,
        statusId: 0,
        uploadStatus: 'uploaded',
        uploaded: '2026-11-28T12:00:00.000Z',
        documentTypeId: 4,
        documentType: 'National identity card',
        isSubDocument: false,
        side: 'front',
        issuedDate: '2021-05-01',
        expiresDate: '2031-05-01',
        createdUsername: KAI.email,
        rejectReason: '',
        fileName: 'kai-id-front.png',
      },
    });
    expect(afterFront).toMatchObject({ status: 'missing' });
    expect(back).toMatchObject({ document: { id: 5002, side: 'back', isSubDocument: true } });
    expect(identity.status).toBe('pending');
    // Newest first.
    expect(identity.uploadedDocuments.map((item) => item.fileName)).toEqual([
      'kai-id-back.png',
      'kai-id-front.png',
    ]);
    expect(state).toMatchObject({ identity: { status: 'pending' }, documentsPending: true });
    expect(state.addresses).toEqual([{ addressId: KAI_ADDRESS, flagged: true }]);
  });

  it.each([
    [
      'a category a person does not deal with',
      { categoryId: 4, documentTypeId: 30 },
      png('a.png'),
      ['categoryId: is not a document category of this customer'],
    ],
    [
      'a type of another category',
      { categoryId: 1, documentTypeId: 10 },
      png('a.png'),
      ['documentTypeId: is not a document type of this category'],
    ],
    [
      'type 88 for a resident of RO',
      { categoryId: 1, documentTypeId: 88 },
      png('a.png'),
      ['documentTypeId: is offered to residents of RU and UA only'],
    ],
    [
      'a back side of a passport',
      { categoryId: 1, documentTypeId: 2, side: 'back' },
      png('a.png'),
      ['side: this document type has a front side only'],
    ],
    [
      'a file over 5 MB',
      {},
      { name: 'big.png', bytes: Buffer.concat([PNG, Buffer.alloc(5_000_000)]) },
      ['file: must be at most 5 MB'],
    ],
    [
      'a name ending in .gif',
      {},
      { name: 'scan.gif', bytes: PNG },
      ['file: must be a .jpg or .jpeg or .png or .pdf file'],
    ],
    [
      'text named .png',
      {},
      { name: 'scan.png', bytes: Buffer.from('not an image') },
      ['file: is not really a JPEG, PNG or PDF file'],
    ],
    [
      'a PDF named .jpg',
      {},
      { name: 'scan.jpg', bytes: PDF },
      ['file: holds something other than its name says'],
    ],
    ['an empty file', {}, { name: 'scan.png', bytes: Buffer.alloc(0) }, ['file: is empty']],
    ['no file', {}, undefined, ['file: is required']],
    [
      'an issue date not in the calendar',
      { issuedDate: '2026-02-30' },
      png('a.png'),
      ['issuedDate: is not a day of the calendar'],
    ],
    [
      'an issue date in another format',
      { issuedDate: '28.11.2026' },
      png('a.png'),
      ['issuedDate: must be a date YYYY-MM-DD'],
    ],
    [
      'an issue date in the future',
      { issuedDate: '2026-11-29' },
      png('a.png'),
      ['issuedDate: must not be in the future'],
    ],
    [
      'an expiry in the past',
      { expiresDate: '2026-11-27' },
      png('a.png'),
      ['expiresDate: must not be in the past'],
    ],
    [
      'an expiry on the issue day',
      { issuedDate: '2026-11-28', expiresDate: '2026-11-28' },
      png('a.png'),
      ['expiresDate: must be after the issue date'],
    ],
    ['an unknown side', { side: 'top' }, png('a.png'), ['side: must be equal to one of the allowed values']],
    [
      'isDueDiligence 2',
      { isDueDiligence: 2 },
      png('a.png'),
      ['isDueDiligence: must be equal to one of the allowed values'],
    ],
    [
      'several problems at once',
      { categoryId: 1, documentTypeId: 2, side: 'back', expiresDate: '2020-01-01' },
      { name: 'scan.png', bytes: Buffer.from('GIF89a') },
      [
        'side: this document type has a front side only',
        'expiresDate: must not be in the past',
        'file: is not really a JPEG, PNG or PDF file',
      ],
    ],
  ] as const)('upload refused: %s, with TA1 and nothing stored', async (_case, fields, file, lines) => {
    const kai = await signedIn(sandbox.app, KAI.email);

    const answer = await kai.upload({ categoryId: 1, documentTypeId: 2, side: 'front', ...fields }, file);

    expect(answer).toEqual(TA1([...lines]));
    expect(await sandbox.database.db.select({ id: customerDocuments.id }).from(customerDocuments)).toEqual(
      [],
    );
  });

  it('type 88 for a resident of UA: offered, and takes a back side', async () => {
    await sandbox.database.db
      .update(customers)
      .set({ residenceCountryCode: 'UA' })
      .where(eq(customers.id, KAI.customerId));
    const kai = await signedIn(sandbox.app, KAI.email);

    const types = categoryOf(await kai.call('getCustomerDocuments'), 1).documentTypes.map((type) => type.id);
    const answer = await kai.upload({ categoryId: 1, documentTypeId: 88, side: 'back' }, png('stamp.png'));

    expect(types).toEqual([2, 4, 5, 88]);
    expect(answer).toMatchObject({
      responseCode: '00',
      document: { documentTypeId: 88, isSubDocument: true },
    });
  });

  it('a business uploads into its own categories only; an administrator acting uploads for a customer', async () => {
    const bianca = await signedIn(sandbox.app, 'bianca.business@demo.test');
    const adam = await signedIn(sandbox.app, 'adam.admin@demo.test', { fromCustomerId: ANNA.customerId });

    const identity = await bianca.upload({ categoryId: 1, documentTypeId: 2, side: 'front' }, png('a.png'));
    const registration = await bianca.upload(
      { categoryId: 4, documentTypeId: 30, side: 'front', isDueDiligence: 1 },
      pdf('incorporation.pdf'),
    );
    const forAnna = await adam.upload(
      { categoryId: 5, documentTypeId: 99, side: 'front' },
      { name: 'x.jpeg', bytes: JPEG },
    );
    const dueDiligence = await bianca.call('getDueDiligenceInfo');

    expect(identity).toEqual(TA1(['categoryId: is not a document category of this customer']));
    expect(registration).toMatchObject({
      responseCode: '00',
      document: { documentType: 'Certificate of incorporation' },
    });
    expect(forAnna).toMatchObject({
      responseCode: '00',
      document: { createdUsername: 'adam.admin@demo.test' },
    });
    expect((dueDiligence.uploadedDocuments as UploadedDocument[]).map((item) => item.fileName)).toEqual([
      'incorporation.pdf',
    ]);
  });

  it('a representative’s documents (issue 47 item 1): listed with the company’s, uploaded, judged; the company warning follows', async () => {
    const bianca = await signedIn(sandbox.app, 'bianca.business@demo.test');
    const giulia = async () => {
      const answer = (await bianca.call('getCustomerDocuments')) as unknown as CustomerDocumentsResponse;
      return answer.representatives!.find(
        (person) => person.representativeId === COMPANY_DEMO.representatives.giulia,
      )!;
    };
    const directors = async () =>
      ((await bianca.call('getBusinessDirectors')).representatives as Representative[]).find(
        (person) => person.representativeId === COMPANY_DEMO.representatives.giulia,
      )!;

    // Giulia Conti directs Bianca Studio; her address document was rejected, so the company must act.
    const before = await giulia();
    expect(before).toMatchObject({ kind: 'person', name: 'Giulia Conti' });
    expect(
      before.categories.map((category) => [category.categoryId, category.status, category.required]),
    ).toEqual([
      [1, 'pending', true],
      [2, 'rejected', true],
      [9, 'notRequired', false],
      [6, 'notRequired', false],
    ]);
    expect(representativeNeedsAction(await directors())).toBe(true);
    // Her documents are not the company's own.
    const own = (await bianca.call('getCustomerDocuments')) as unknown as CustomerDocumentsResponse;
    expect(own.categories.some((category) => category.categoryId === 1)).toBe(false);

    // Refused like a customer's own: someone not of the company, a category not theirs, a file that is not one.
    expect(
      await bianca.upload(
        { categoryId: 2, documentTypeId: 10, side: 'front', representativeId: 999 },
        pdf('x.pdf'),
      ),
    ).toEqual(TA1([`representativeId: ${VERIFICATION_TEXTS.unknownRepresentative}`]));
    expect(
      await bianca.upload(
        {
          categoryId: 12,
          documentTypeId: 70,
          side: 'front',
          representativeId: COMPANY_DEMO.representatives.giulia,
        },
        png('permit.png'),
      ),
    ).toMatchObject({
      responseCode: 'TA1',
      validationErrors: [`categoryId: ${VERIFICATION_TEXTS.unknownCategory}`],
    });
    expect(
      await bianca.upload(
        {
          categoryId: 2,
          documentTypeId: 10,
          side: 'front',
          representativeId: COMPANY_DEMO.representatives.giulia,
        },
        { name: 'bill.pdf', bytes: Buffer.from('not a pdf') },
      ),
    ).toMatchObject({ responseCode: 'TA1' });

    const uploaded = await bianca.upload(
      {
        categoryId: 2,
        documentTypeId: 10,
        side: 'front',
        representativeId: COMPANY_DEMO.representatives.giulia,
      },
      pdf('giulia-bill.pdf'),
    );
    expect(uploaded).toMatchObject({ responseCode: '00', document: { fileName: 'giulia-bill.pdf' } });
    // In review is settled (spec 03 §5: statuses 1 or 2): the company's warning for her goes.
    expect((await giulia()).categories[1]).toMatchObject({
      status: 'pending',
      uploadedDocuments: [{ fileName: 'giulia-bill.pdf' }],
    });
    expect(representativeNeedsAction(await directors())).toBe(false);

    // The compliance console judges it: rejected asks again, validated settles it.
    const id = (uploaded.document as UploadedDocument).id;
    expect((await decide(sandbox.app, id, 'reject', { reason: 'Not her name' })).statusCode).toBe(200);
    expect((await giulia()).categories[1]).toMatchObject({ status: 'rejected' });
    expect((await directors()).addressDocumentStatus).toBe(3);
    expect((await decide(sandbox.app, id, 'validate')).statusCode).toBe(200);
    expect((await giulia()).categories[1]).toMatchObject({ status: 'validated' });
    expect((await directors()).addressDocumentStatus).toBe(2);

    // An identity card has two sides: a validated back does not hide a rejected front.
    const side = async (name: 'front' | 'back') =>
      (
        (await bianca.upload(
          {
            categoryId: 1,
            documentTypeId: 4,
            side: name,
            representativeId: COMPANY_DEMO.representatives.giulia,
          },
          png(`giulia-id-${name}.png`),
        )) as unknown as { document: UploadedDocument }
      ).document.id;
    const front = await side('front');
    const back = await side('back');
    await decide(sandbox.app, front, 'reject', { reason: 'Blurred' });
    await decide(sandbox.app, back, 'validate');
    expect((await directors()).identityDocumentStatus).toBe(3);
    expect(representativeNeedsAction(await directors())).toBe(true);

    // Another company's representative is not this company's to upload for.
    const tess = await signedIn(sandbox.app, 'tess.tax@demo.test');
    const tessDirectors = (await tess.call('getBusinessDirectors')).representatives as Representative[];
    expect(tessDirectors.length).toBeGreaterThan(0);
    expect(
      await bianca.upload(
        {
          categoryId: 2,
          documentTypeId: 10,
          side: 'front',
          representativeId: tessDirectors[0]!.representativeId,
        },
        pdf('x.pdf'),
      ),
    ).toEqual(TA1([`representativeId: ${VERIFICATION_TEXTS.unknownRepresentative}`]));
  }, 30_000);

  it('NUL and unpaired surrogates: refused with TA1 in the fields, the file name and the back office', async () => {
    const kai = await signedIn(sandbox.app, KAI.email);

    const side = await kai.upload({ categoryId: 1, documentTypeId: 2, side: 'fr\u0000ont' }, png('a.png'));
    const date = await kai.upload(
      { categoryId: 1, documentTypeId: 2, side: 'front', issuedDate: '2026-\ud800-01' },
      png('a.png'),
    );
    const name = await kai.upload({ categoryId: 1, documentTypeId: 2, side: 'front' }, png('a\u0001b.png'));
    const { id } = (
      (await kai.upload({ categoryId: 1, documentTypeId: 2, side: 'front' }, png('ok.png'))) as {
        document: UploadedDocument;
      }
    ).document;
    const reasonJson = await decide(sandbox.app, id, 'reject', { reason: 'bad \udc00 text' });
    const reasonForm = await formPost(
      sandbox.app,
      `/sandbox/compliance/documents/${id}/reject`,
      'reason=a%00b',
    );

    expect(side).toMatchObject({ responseCode: 'TA1' });
    expect(side.validationErrors).toContain(
      'side: has a character that is not allowed (NUL or an unpaired surrogate)',
    );
    expect(date).toMatchObject({ responseCode: 'TA1' });
    expect(date.validationErrors).toContain(
      'issuedDate: has a character that is not allowed (NUL or an unpaired surrogate)',
    );
    expect(name).toEqual(TA1(['file: has a name with a character that is not allowed']));
    expect([reasonJson.statusCode, reasonJson.json().responseCode]).toEqual([400, 'TA1']);
    expect(reasonJson.json().validationErrors).toContain(
      'reason: has a character that is not allowed (NUL or an unpaired surrogate)',
    );
    expect([reasonForm.statusCode, reasonForm.json().responseCode]).toEqual([400, 'TA1']);
    const [stored] = await sandbox.database.db
      .select({ statusId: customerDocuments.statusId })
      .from(customerDocuments)
      .where(eq(customerDocuments.id, id));
    expect(stored).toEqual({ statusId: 0 });
  });

  it('the back office lists the waiting uploads on an accessible page and as JSON, and serves the file', async () => {
    const kai = await signedIn(sandbox.app, KAI.email);
    await kai.upload({ categoryId: 1, documentTypeId: 2, side: 'front' }, png('kai-passport.png'));
    await kai.upload({ categoryId: 2, documentTypeId: 10, side: 'front' }, pdf('kai-bill <1>.pdf'));

    const page = await sandbox.app.inject({ method: 'GET', url: '/sandbox/compliance' });
    const json = await sandbox.app.inject({ method: 'GET', url: '/sandbox/compliance.json' });
    const file = await sandbox.app.inject({ method: 'GET', url: '/sandbox/compliance/documents/5001/file' });
    const missing = await sandbox.app.inject({
      method: 'GET',
      url: '/sandbox/compliance/documents/9999/file',
    });

    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<title>Compliance review · Sandbox</title>');
    expect(page.body).toContain('<h1>Compliance review</h1>');
    expect(page.body).toContain(
      '<td>kai.kyc@demo.test</td>\n<td>Identity document</td>\n<td>Passport</td>\n<td>front</td>\n<td>kai-passport.png</td>\n<td>2026-11-28 12:00 UTC</td>',
    );
    // User data is escaped.
    expect(page.body).toContain('<td>kai-bill &#60;1&#62;.pdf</td>');
    expect(page.body).toContain('<a href="/sandbox/compliance/documents/5001/file">View file</a>');
    expect(page.body).toContain(
      '<label for="reason-5001">Reason</label><input id="reason-5001" name="reason" required',
    );
    for (const [decision, label] of [
      ['validate', 'Validate'],
      ['reject', 'Reject'],
      ['expire', 'Expired'],
      ['expires-soon', 'Expires soon'],
      ['fail', 'Failed'],
      ['investigate', 'Under investigation'],
    ])
      expect(page.body).toMatch(
        new RegExp(
          `action="/sandbox/compliance/documents/5002/${decision}">.*<button type="submit">${label}</button>`,
        ),
      );
    expect(page.body).toContain(
      '<td>lena.limited@demo.test</td>\n<td>Source of wealth not proven</td>\n<td>Source of wealth</td>',
    );
    expect(json.json()).toMatchObject({
      documents: [
        {
          id: 5001,
          customerEmail: KAI.email,
          category: 'Identity document',
          documentType: 'Passport',
          side: 'front',
          fileName: 'kai-passport.png',
          statusId: 0,
          fileUrl: '/sandbox/compliance/documents/5001/file',
        },
        {
          id: 5002,
          category: 'Proof of address',
          documentType: 'Utility bill',
          contentType: 'application/pdf',
          size: PDF.length,
        },
      ],
      limitedCustomers: [
        {
          customerEmail: LENA.email,
          limitedReason: 'Source of wealth not proven',
          reasons: [{ actionTypeId: 1, categories: [11] }],
        },
      ],
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect(missing.statusCode).toBe(404);
  });

  it('rejected by a form: 303 back to the page, the customer told live with the reason, unverified; validated again: verified', async () => {
    const publish = jest.spyOn(sandbox.app.live, 'publish');
    const kai = await signedIn(sandbox.app, KAI.email);
    await kai.upload({ categoryId: 1, documentTypeId: 4, side: 'front' }, png('kai-id-front.png'));
    await kai.upload({ categoryId: 1, documentTypeId: 4, side: 'back' }, png('kai-id-back.png'));
    await kai.upload({ categoryId: 2, documentTypeId: 10, side: 'front' }, pdf('kai-bill.pdf'));

    const rejected = await formPost(
      sandbox.app,
      '/sandbox/compliance/documents/5003/reject',
      'reason=The+bill+is+older+than+3+months.',
    );
    const page = await sandbox.app.inject({ method: 'GET', url: rejected.headers.location as string });
    const address = categoryOf(await kai.call('getCustomerDocuments'), 2);

    expect(rejected.statusCode).toBe(303);
    expect(rejected.headers.location).toBe('/sandbox/compliance?done=reject&document=5003');
    expect(page.body).toContain('<p role="status">Document 5003 rejected.</p>');
    expect(page.body).not.toContain('kai-bill.pdf');
    expect(address.status).toBe('rejected');
    expect(address.uploadedDocuments[0]).toMatchObject({
      statusId: 26,
      uploadStatus: 'rejected',
      rejectReason: 'The bill is older than 3 months.',
    });
    expect(notificationsTo(publish, KAI.customerId)).toEqual([
      {
        id: expect.any(String),
        kind: 'documentRejected',
        text: 'Your Utility bill (front) was rejected: The bill is older than 3 months.',
      },
    ]);
    expect(await customerFlags(KAI.customerId)).toEqual({ verified: false, isNeedKyc: true, limited: false });

    await kai.upload({ categoryId: 2, documentTypeId: 11, side: 'front' }, pdf('kai-statement.pdf'));
    // A browser posts the Validate form with an empty body.
    const front = await formPost(sandbox.app, '/sandbox/compliance/documents/5001/validate', '');
    await decide(sandbox.app, 5002, 'validate');
    expect([front.statusCode, front.headers.location]).toEqual([
      303,
      '/sandbox/compliance?done=validate&document=5001',
    ]);
    expect(await customerFlags(KAI.customerId)).toMatchObject({ verified: false, isNeedKyc: true });
    const validated = await decide(sandbox.app, 5004, 'validate');
    const state = (await kai.call('getVerificationState')) as unknown as VerificationStateResponse;

    expect(validated.json()).toMatchObject({ document: { id: 5004, statusId: 2, customerEmail: KAI.email } });
    expect(await customerFlags(KAI.customerId)).toEqual({ verified: true, isNeedKyc: false, limited: false });
    expect(state).toMatchObject({
      verified: true,
      identity: { status: 'validated' },
      documentsPending: false,
    });
    expect(state.addresses).toEqual([{ addressId: KAI_ADDRESS, flagged: false }]);
    const told = notificationsTo(publish, KAI.customerId);
    expect(told.slice(1)).toEqual([
      { id: expect.any(String), kind: 'info', text: 'Your National identity card was verified.' },
      { id: expect.any(String), kind: 'info', text: 'Your National identity card was verified.' },
      { id: expect.any(String), kind: 'info', text: 'Your Bank statement was verified.' },
    ]);
    expect(new Set(told.map((notification) => notification.id)).size).toBe(told.length);
    publish.mockRestore();
  });

  it('expired, expires soon, failed and under investigation: statuses, flags and what the customer is told', async () => {
    const publish = jest.spyOn(sandbox.app.live, 'publish');
    const kai = await signedIn(sandbox.app, KAI.email);
    await kai.upload({ categoryId: 1, documentTypeId: 2, side: 'front' }, png('passport.png'));
    await kai.upload({ categoryId: 2, documentTypeId: 10, side: 'front' }, pdf('bill.pdf'));
    await decide(sandbox.app, 5001, 'validate');
    await decide(sandbox.app, 5002, 'validate');
    expect(await customerFlags(KAI.customerId)).toMatchObject({ verified: true });

    const soon = await decide(sandbox.app, 5001, 'expires-soon');
    const afterSoon = await kai.call('getIdentity');
    const stillVerified = await customerFlags(KAI.customerId);
    const expired = await decide(sandbox.app, 5002, 'expire');
    const afterExpiry = (await kai.call('getVerificationState')) as unknown as VerificationStateResponse;
    const unverified = await customerFlags(KAI.customerId);
    await kai.upload({ categoryId: 2, documentTypeId: 12, side: 'front' }, pdf('tenancy.pdf'));
    const investigated = await decide(sandbox.app, 5003, 'investigate');
    const investigatedUpload = categoryOf(await kai.call('getCustomerDocuments'), 2).uploadedDocuments[0];
    const failed = await decide(sandbox.app, 5003, 'fail');
    const failedUpload = categoryOf(await kai.call('getCustomerDocuments'), 2).uploadedDocuments[0];

    expect(soon.json()).toMatchObject({ document: { statusId: 2, expiresDate: '2026-12-12' } });
    expect(afterSoon).toMatchObject({
      status: 'expiredSoon',
      documents: [{ type: 2, status: 'expiredSoon', expiration: '2026-12-12' }],
    });
    expect(stillVerified).toMatchObject({ verified: true });
    expect(expired.json()).toMatchObject({ document: { statusId: 38, uploadStatus: 'rejected' } });
    expect(afterExpiry.addresses).toEqual([{ addressId: KAI_ADDRESS, flagged: true }]);
    expect(unverified).toMatchObject({ verified: false });
    expect(investigated.json()).toMatchObject({ document: { statusId: 31 } });
    expect(investigatedUpload).toMatchObject({ statusId: 31, uploadStatus: 'pending' });
    expect(failed.json()).toMatchObject({
      document: { statusId: 26, rejectReason: 'The file could not be read.' },
    });
    expect(failedUpload).toMatchObject({
      uploadStatus: 'rejected',
      rejectReason: 'The file could not be read.',
    });
    expect(notificationsTo(publish, KAI.customerId).slice(2)).toEqual([
      {
        id: expect.any(String),
        kind: 'documentExpSoon',
        text: 'Your Passport (front) expires on 2026-12-12. Please upload a new one before then.',
      },
      {
        id: expect.any(String),
        kind: 'documentExpired',
        text: 'Your Utility bill (front) has expired. Please upload a new one.',
      },
      {
        id: expect.any(String),
        kind: 'documentFailed',
        text: 'Your Tenancy agreement (front) could not be read. Please upload it again.',
      },
    ]);
    publish.mockRestore();
  });

  it('decisions refused: a rejection without a reason (page alert or TA1), an unknown document, an unknown decision', async () => {
    const kai = await signedIn(sandbox.app, KAI.email);
    await kai.upload({ categoryId: 1, documentTypeId: 2, side: 'front' }, png('passport.png'));

    const form = await formPost(sandbox.app, '/sandbox/compliance/documents/5001/reject', 'reason=+');
    const json = await decide(sandbox.app, 5001, 'reject');
    const unknown = await decide(sandbox.app, 9999, 'validate');
    const decision = await decide(sandbox.app, 5001, 'approve');

    expect(form.statusCode).toBe(400);
    expect(form.body).toContain('<p role="alert">reason: is required to reject a document</p>');
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({
      responseCode: 'TA1',
      validationErrors: ['reason: is required to reject a document'],
    });
    expect(unknown.statusCode).toBe(404);
    expect(decision.statusCode).toBe(400);
    expect(categoryOf(await kai.call('getCustomerDocuments'), 1).uploadedDocuments[0]).toMatchObject({
      statusId: 0,
    });
  });

  it('limit and unlimit: flags and reasons written and removed, the customer told, the page lists the account', async () => {
    const publish = jest.spyOn(sandbox.app.live, 'publish');
    const anna = await signedIn(sandbox.app, ANNA.email);

    const limited = await formPost(
      sandbox.app,
      '/sandbox/compliance/customers/limit',
      'email=anna.simple%40demo.test&reason=Unusual+payments&categories=11&categories=5',
    );
    const reasons = (await anna.call('getLimitReasons')) as unknown as LimitReasonsResponse;
    const state = (await anna.call('getVerificationState')) as unknown as VerificationStateResponse;
    const page = await sandbox.app.inject({ method: 'GET', url: '/sandbox/compliance' });
    const freed = await jsonPost(sandbox.app, '/sandbox/compliance/customers/unlimit', { email: ANNA.email });
    const after = (await anna.call('getLimitReasons')) as unknown as LimitReasonsResponse;
    const nobody = await jsonPost(sandbox.app, '/sandbox/compliance/customers/limit', {
      email: 'nobody@demo.test',
      reason: 'x',
      categories: [11],
    });
    const noCategory = await formPost(
      sandbox.app,
      '/sandbox/compliance/customers/limit',
      'email=anna.simple%40demo.test&reason=x',
    );

    expect([limited.statusCode, limited.headers.location]).toEqual([303, '/sandbox/compliance?done=limit']);
    expect(reasons).toMatchObject({
      limited: true,
      limitedReason: 'Unusual payments',
      reasons: [
        {
          actionTypeId: 1,
          name: 'Unusual payments',
          requirementDocuments: [{ categoryId: 5 }, { categoryId: 11 }],
        },
      ],
    });
    expect(state).toMatchObject({ limited: true, limitDocumentsUploaded: false });
    expect(page.body).toContain(
      '<td>anna.simple@demo.test</td>\n<td>Unusual payments</td>\n<td>Other document, Source of wealth</td>',
    );
    expect(freed.json()).toEqual({ ok: true });
    expect(after).toMatchObject({ limited: false, limitedReason: '', reasons: [] });
    expect(await customerFlags(ANNA.customerId)).toMatchObject({ limited: false });
    expect(notificationsTo(publish, ANNA.customerId).map(({ kind, text }) => [kind, text])).toEqual([
      ['info', 'Your account was limited: Unusual payments.'],
      ['info', 'The limit on your account was lifted.'],
    ]);
    expect(nobody.statusCode).toBe(404);
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.body).toContain(
      '<p role="alert">categories: choose the documents that lift the limit</p>',
    );
    publish.mockRestore();
  });

  it('duplicate documents: flagged in the back office, the status and its warning; new uploads; settled (issue 47 item 8)', async () => {
    const publish = jest.spyOn(sandbox.app.live, 'publish');
    const kai = await signedIn(sandbox.app, KAI.email);
    // The flags the portal's status rules read (rule 3 of spec 03 §4 comes first there; shared/api tests it).
    const statusOf = async () => {
      const state = (await kai.call('getVerificationState')) as unknown as VerificationStateResponse;
      return { flags: [state.duplicateDocuments, state.duplicateDocumentsUploaded] };
    };
    expect(await statusOf()).toEqual({ flags: [false, false] });

    const flagged = await formPost(
      sandbox.app,
      '/sandbox/compliance/customers/duplicates',
      'email=kai.kyc%40demo.test',
    );
    expect([flagged.statusCode, flagged.headers.location]).toEqual([
      303,
      '/sandbox/compliance?done=duplicates',
    ]);
    expect(await statusOf()).toEqual({ flags: [true, false] });
    const page = await sandbox.app.inject({ method: 'GET', url: '/sandbox/compliance' });
    expect(page.body).toContain('<td>kai.kyc@demo.test</td>\n<td>Waiting for new documents</td>');

    // New documents of his own: "duplicate documents uploaded" until the back office settles it.
    expect(
      await kai.upload({ categoryId: 1, documentTypeId: 2, side: 'front' }, png('kai-own-passport.png')),
    ).toMatchObject({ responseCode: '00' });
    expect(await statusOf()).toEqual({ flags: [false, true] });

    expect(
      (
        await jsonPost(sandbox.app, '/sandbox/compliance/customers/duplicates-settled', { email: KAI.email })
      ).json(),
    ).toEqual({ ok: true });
    expect((await statusOf()).flags).toEqual([false, false]);
    expect(notificationsTo(publish, KAI.customerId).map(({ kind }) => kind)).toEqual([
      'documentFailed',
      'info',
    ]);
    expect(
      (await jsonPost(sandbox.app, '/sandbox/compliance/customers/duplicates', { email: 'nobody@demo.test' }))
        .statusCode,
    ).toBe(404);
    publish.mockRestore();
  });

  it('another site may not decide: a form posted from a foreign origin is refused before anything changes', async () => {
    const kai = await signedIn(sandbox.app, KAI.email);
    await kai.upload({ categoryId: 1, documentTypeId: 2, side: 'front' }, png('passport.png'));

    const response = await sandbox.app.inject({
      method: 'POST',
      url: '/sandbox/compliance/documents/5001/validate',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      payload: '',
    });

    expect(response.statusCode).toBe(403);
    expect(categoryOf(await kai.call('getCustomerDocuments'), 1).status).toBe('pending');
  });
});

describe('the back office with the tools off', () => {
  const sandbox = useSandbox({ clock, config: { toolsEnabled: false } });

  it('GET /sandbox/compliance: 404, no such route', async () => {
    const response = await sandbox.app.inject({ method: 'GET', url: '/sandbox/compliance' });

    expect(response.statusCode).toBe(404);
  });
});
