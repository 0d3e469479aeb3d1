import type { KycInfoResponse } from '@portal/api/catalogue';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customerDocuments } from '../../../platform/customer/verification-tables';
import { customers } from '../../../platform/db/tables';
import { KYC_INFO_DEMO } from './seed';
import { ManualClock, callMethod, signIn, useSandbox } from '../../../testing/sandbox';

const clock = new ManualClock(new Date('2026-11-28T12:00:00Z'));
const KORA = KYC_INFO_DEMO.kora;
const ANNA = { email: 'anna.simple@demo.test', customerId: 20001 };

type Json = Record<string, unknown>;
interface Caller {
  call(method: string, body?: Json): Promise<Json>;
}

async function signedIn(app: FastifyInstance, email: string, acting: Json = {}): Promise<Caller> {
  const { accessToken } = await signIn(app, email);
  return {
    call: async (method, body = {}) =>
      (await callMethod(app, method, { accessToken, body: { ...acting, ...body } })).json(),
  };
}

const TA1 = (validationErrors: string[]) => ({
  responseCode: 'TA1',
  responseDescription: 'Invalid parameters',
  validationErrors,
});

const VALID_UPDATE = {
  occupationId: 1,
  employer: '  Atelier Kovacs SRL ',
  industryId: 1,
  sourceOfFundsIds: [1, 8],
  purposeIds: [1],
  expectedMonthlyTurnoverAmount: '2500.50',
  taxResidenceCountryCode: 'RO',
};

describe('KYC info, KYC request and the admin document work (spec 03 §3, §6, §7; issue 30)', () => {
  const sandbox = useSandbox({ clock });

  /** An upload of Anna's, written as the upload would (the bytes do not matter here). */
  async function annasUpload(categoryId = 2, documentTypeId = 10, side = 'front'): Promise<number> {
    const [row] = await sandbox.database.db
      .insert(customerDocuments)
      .values({
        customerId: ANNA.customerId,
        categoryId,
        documentTypeId,
        side,
        fileName: 'bill.pdf',
        contentType: 'application/pdf',
        size: 4,
        content: Buffer.from('%PDF'),
        createdUsername: ANNA.email,
      })
      .returning({ id: customerDocuments.id });
    return row!.id;
  }

  it('kora: her told answers, the request with its due day; her update answers it and keeps the decimal', async () => {
    const kora = await signedIn(sandbox.app, KORA.email);
    expect(await kora.call('getKycInfo')).toMatchObject({
      responseCode: '00',
      occupationId: 1,
      employer: 'Atelier Kovacs SRL',
      industryId: null,
      sourceOfFundsIds: [],
      purposeIds: [],
      expectedMonthlyTurnoverAmount: '',
      taxResidenceCountryCode: '',
      annualIncomeAmount: '',
      updated: null,
    });
    expect(await kora.call('getKycRequest')).toMatchObject({
      responseCode: '00',
      requests: [
        {
          requestId: KORA.requestId,
          fields: ['sourceOfFunds', 'expectedMonthlyTurnover'],
          reason: 'Periodic review of your account',
          dueDate: KORA.dueDate,
          created: '2026-11-20T09:00:00.000Z',
        },
      ],
    });

    const updated = await kora.call('updateKycInfo', VALID_UPDATE);
    expect(updated).toMatchObject({
      responseCode: '00',
      employer: 'Atelier Kovacs SRL',
      sourceOfFundsIds: [1, 8],
      expectedMonthlyTurnoverAmount: '2500.50',
      taxResidenceCountryCode: 'RO',
      updated: '2026-11-28T12:00:00.000Z',
    });
    expect(await kora.call('getKycRequest')).toMatchObject({ responseCode: '00', requests: [] });
  });

  it('updateKycInfo refuses bad input with TA1, never a 500', async () => {
    const anna = await signedIn(sandbox.app, ANNA.email);
    const empty = await anna.call('updateKycInfo', {});
    expect(empty.responseCode).toBe('TA1');
    expect(empty.validationErrors).toEqual(expect.arrayContaining([expect.stringMatching(/^occupationId/)]));

    const float = await anna.call('updateKycInfo', {
      ...VALID_UPDATE,
      expectedMonthlyTurnoverAmount: 2500.5,
    });
    expect(float.responseCode).toBe('TA1');
    const threeDecimals = await anna.call('updateKycInfo', {
      ...VALID_UPDATE,
      expectedMonthlyTurnoverAmount: '12.345',
    });
    expect(threeDecimals).toEqual(
      TA1(['expectedMonthlyTurnoverAmount: must be a decimal amount with at most 2 decimals']),
    );
    const unknown = await anna.call('updateKycInfo', {
      ...VALID_UPDATE,
      occupationId: 999,
      sourceOfFundsIds: [1, 4242],
      purposeIds: [777],
      taxResidenceCountryCode: 'ZZ',
    });
    expect(unknown).toEqual(
      TA1([
        'occupationId: is not an entry of its dictionary',
        'sourceOfFundsIds: is not an entry of its dictionary',
        'purposeIds: is not an entry of its dictionary',
        'taxResidenceCountryCode: is not a country',
      ]),
    );
    expect((await anna.call('getKycInfo')).updated).toBeNull();
  });

  it('the admin operations refuse a customer, a business user and an admin acting without the right', async () => {
    const documentId = await annasUpload();
    const anna = await signedIn(sandbox.app, ANNA.email);
    const bianca = await signedIn(sandbox.app, 'bianca.business@demo.test');
    for (const [method, body] of [
      ['adminRemoveDocument', { documentId }],
      ['adminLinkDocumentType', { documentId, documentTypeId: 11 }],
      ['adminReassignDocument', { documentId, categoryId: 5, documentTypeId: 99 }],
      [
        'adminUpdateFinancialDetail',
        { annualIncomeAmount: '1', expectedMonthlyTurnoverAmount: '', sourceOfFundsIds: [] },
      ],
      ['adminUpdateDueDiligence', { dueDiligenceLevel: 1 }],
    ] as const) {
      expect((await anna.call(method, body)).responseCode).toBe('ENOA');
      expect((await bianca.call(method, body)).responseCode).toBe('ENOA');
    }
    const [row] = await sandbox.database.db
      .select({ id: customerDocuments.id })
      .from(customerDocuments)
      .where(eq(customerDocuments.id, documentId));
    expect(row).toEqual({ id: documentId });
  });

  it('adam acting for anna: changes a type, moves to a category and to another customer, removes', async () => {
    const adam = await signedIn(sandbox.app, 'adam.admin@demo.test', { fromCustomerId: ANNA.customerId });
    const documentId = await annasUpload();

    expect(await adam.call('adminLinkDocumentType', { documentId, documentTypeId: 11 })).toMatchObject({
      responseCode: '00',
      categoryId: 2,
      customerId: ANNA.customerId,
      document: { id: documentId, documentTypeId: 11, documentType: 'Bank statement' },
    });
    expect(await adam.call('adminLinkDocumentType', { documentId, documentTypeId: 99 })).toEqual(
      TA1(['documentTypeId: is not a document type of this category']),
    );
    expect(
      await adam.call('adminReassignDocument', { documentId, categoryId: 5, documentTypeId: 99 }),
    ).toMatchObject({ responseCode: '00', categoryId: 5, document: { documentType: 'Other document' } });
    expect(
      await adam.call('adminReassignDocument', { documentId, categoryId: 4, documentTypeId: 30 }),
    ).toEqual(TA1(['categoryId: is not a document category of this customer']));
    expect(
      await adam.call('adminReassignDocument', { documentId, categoryId: 13, documentTypeId: 30 }),
    ).toMatchObject({ responseCode: 'TA1' });

    const back = await annasUpload(1, 4, 'back');
    expect(await adam.call('adminLinkDocumentType', { documentId: back, documentTypeId: 2 })).toEqual(
      TA1(['documentTypeId: this document type has a front side only']),
    );

    expect(await adam.call('adminRemoveDocument', { documentId })).toMatchObject({ responseCode: '00' });
    expect(await adam.call('adminRemoveDocument', { documentId })).toEqual(
      TA1(['documentId: is not a document of this customer']),
    );
    expect(await adam.call('adminRemoveDocument', {})).toMatchObject({ responseCode: 'TA1' });

    // Given to Kora: no longer Anna's, so not reachable acting for Anna.
    expect(
      await adam.call('adminReassignDocument', {
        documentId: back,
        categoryId: 1,
        documentTypeId: 4,
        customerId: KORA.customerId,
      }),
    ).toMatchObject({ responseCode: '00', customerId: KORA.customerId });
    expect(await adam.call('adminRemoveDocument', { documentId: back })).toMatchObject({
      responseCode: 'TA1',
    });
    expect(
      await adam.call('adminReassignDocument', {
        documentId: back,
        categoryId: 1,
        documentTypeId: 4,
        customerId: 1,
      }),
    ).toMatchObject({ responseCode: 'TA1' });
    const kora = await signedIn(sandbox.app, KORA.email);
    const documents = (await kora.call('getCustomerDocuments')) as {
      categories: { categoryId: number; uploadedDocuments: { id: number }[] }[];
    };
    expect(documents.categories.find((category) => category.categoryId === 1)?.uploadedDocuments).toEqual([
      expect.objectContaining({ id: back }),
    ]);
  });

  it('adam edits the financial detail and the due-diligence level; bad values are TA1', async () => {
    const adam = await signedIn(sandbox.app, 'adam.admin@demo.test', { fromCustomerId: KORA.customerId });
    const detail = (await adam.call('adminUpdateFinancialDetail', {
      annualIncomeAmount: '48000.00',
      expectedMonthlyTurnoverAmount: '3000',
      sourceOfFundsIds: [1],
    })) as KycInfoResponse & Json;
    expect(detail).toMatchObject({
      responseCode: '00',
      annualIncomeAmount: '48000.00',
      expectedMonthlyTurnoverAmount: '3000.00',
      sourceOfFundsIds: [1],
      occupationId: 1,
      updated: null,
    });
    expect(
      await adam.call('adminUpdateFinancialDetail', {
        annualIncomeAmount: '-1',
        expectedMonthlyTurnoverAmount: '',
        sourceOfFundsIds: [],
      }),
    ).toEqual(TA1(['annualIncomeAmount: must be a decimal amount with at most 2 decimals']));
    expect(
      await adam.call('adminUpdateFinancialDetail', {
        annualIncomeAmount: '',
        expectedMonthlyTurnoverAmount: '',
        sourceOfFundsIds: [4242],
      }),
    ).toEqual(TA1(['sourceOfFundsIds: is not an entry of its dictionary']));

    expect(await adam.call('adminUpdateDueDiligence', { dueDiligenceLevel: 1 })).toMatchObject({
      responseCode: '00',
      dueDiligenceLevel: 1,
    });
    expect((await adam.call('adminUpdateDueDiligence', { dueDiligenceLevel: 7 })).responseCode).toBe('TA1');
    expect((await adam.call('getVerificationState')).dueDiligenceLevel).toBe(1);
    const [row] = await sandbox.database.db
      .select({ level: customers.dueDiligenceLevel })
      .from(customers)
      .where(eq(customers.id, KORA.customerId));
    expect(row).toEqual({ level: 1 });
  });
});
