import { FUNDING_INVOICE_FAILED_TEXT, INVOICE_PAGE_SIZE } from '@portal/api/catalogue';
import { formatMoney } from '@portal/api/money';
import { eq } from 'drizzle-orm';
import { customers } from '../../../platform/db/tables';
import { invoices } from './tables';
import { readPdf } from '../../../testing/pdf-text';
import { INVOICE_DEMO_USERS } from './seed';
import { messagesTo } from '../../../testing/outbox';
import { useSandbox } from '../../../testing/sandbox';
import { ENGINE_TEXTS } from '../../../money/engine/service';
import { balanceOf, ledgerSums, sessionOf } from '../../../testing/money';
import { INVOICE_TEXTS } from './service';

const sandbox = useSandbox();

const [IVY, HUGO] = INVOICE_DEMO_USERS;
const ANNA = 'anna.simple@demo.test';

const ids = (answer: Record<string, unknown>) =>
  (answer.invoices as { id: number }[]).map((invoice) => invoice.id);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('invoice lists (spec 02 §4 "Invoices": received by payeeEmail, sent by payerEmail)', () => {
  it('answers the received and sent invoices, newest first, with statuses from state and due date', async () => {
    const ivy = await sessionOf(sandbox.app, IVY.user.email);
    const received = await ivy('getReceivedInvoices');
    expect(received).toMatchObject({ responseCode: '00', total: 4 });
    expect(ids(received)).toEqual([4007, 4006, 4005, 4004]);
    expect(received.invoices.map((invoice: { status: string }) => invoice.status)).toEqual([
      'awaitingPayment',
      'unpaid',
      'rejected',
      'awaitingPayment',
    ]);
    expect(received.invoices[0]).toMatchObject({
      isFunding: true,
      isSystem: true,
      payeeName: 'Aurora Payments UAB',
      feePayment: '0.00',
      total: '1000.00',
    });
    const sent = await ivy('getSentInvoices');
    expect(ids(sent)).toEqual([4003, 4002, 4001]);
    expect(sent.invoices[2]).toMatchObject({
      payeeEmail: IVY.user.email,
      payerEmail: HUGO.user.email,
      payerName: 'Hugo Print House SRL',
      amount: '250.00',
      feePayment: '1.25',
      total: '251.25',
      status: 'awaitingPayment',
      statusId: 1,
      noteBody: 'Logo design, November',
    });
    expect(sent.invoices[0]).toMatchObject({ status: 'paid', statusId: 2, payerAccountId: HUGO.accountId });
  });

  it('filters by unpaid and awaitingPayment and by the other party', async () => {
    const ivy = await sessionOf(sandbox.app, IVY.user.email);
    expect(ids(await ivy('getReceivedInvoices', { filters: ['unpaid'] }))).toEqual([4006]);
    expect(ids(await ivy('getReceivedInvoices', { filters: ['awaitingPayment'] }))).toEqual([4007, 4004]);
    expect(ids(await ivy('getReceivedInvoices', { filters: ['unpaid', 'awaitingPayment'] }))).toEqual([
      4007, 4006, 4004,
    ]);
    expect(ids(await ivy('getReceivedInvoices', { payeeEmail: HUGO.user.email }))).toEqual([
      4006, 4005, 4004,
    ]);
    expect(ids(await ivy('getSentInvoices', { payerEmail: ANNA }))).toEqual([]);
    expect(ids(await ivy('getSentInvoices', { filters: ['unpaid'], payerEmail: HUGO.user.email }))).toEqual([
      4002,
    ]);
    expect((await ivy('getReceivedInvoices', { filters: ['paid'] })).responseCode).toBe('TA1');
  });

  it('pages by 20 (spec 02 §9)', async () => {
    const ivy = await sessionOf(sandbox.app, IVY.user.email);
    for (let n = 0; n < INVOICE_PAGE_SIZE; n += 1)
      expect(
        (
          await ivy('createInvoice', {
            toEmail: HUGO.user.email,
            amount: `${n + 1}.00`,
            currency: 'EUR',
            dueDate: inDays(3),
          })
        ).responseCode,
      ).toBe('00');
    const first = await ivy('getSentInvoices');
    expect(first.total).toBe(INVOICE_PAGE_SIZE + 3);
    expect(first.invoices).toHaveLength(INVOICE_PAGE_SIZE);
    expect(ids(await ivy('getSentInvoices', { pageNumber: 2 }))).toEqual([4003, 4002, 4001]);
  });

  it('shows an invoice to its payer and payee only', async () => {
    const hugo = await sessionOf(sandbox.app, HUGO.user.email);
    expect(await hugo('getInvoice', { invoiceId: 4001 })).toMatchObject({ responseCode: '00', id: 4001 });
    const anna = await sessionOf(sandbox.app, ANNA);
    expect(await anna('getInvoice', { invoiceId: 4001 })).toMatchObject({
      responseCode: 'NF',
      responseDescription: INVOICE_TEXTS.notFound,
    });
    expect(ids(await anna('getReceivedInvoices'))).toEqual([]);
  });
});

describe('creating an invoice', () => {
  it('bills a user by e-mail; the payer sees it and is told over the live channel', async () => {
    const publish = jest.spyOn(sandbox.app.live, 'publish');
    const ivy = await sessionOf(sandbox.app, IVY.user.email);
    const created = await ivy('createInvoice', {
      toEmail: HUGO.user.email.toUpperCase(),
      amount: '12.3',
      currency: 'EUR',
      dueDate: inDays(7),
      noteBody: 'Icons',
    });
    expect(created).toMatchObject({
      responseCode: '00',
      payerEmail: HUGO.user.email,
      payeeName: 'Ivy Design Studio GmbH',
      payeeAccountId: IVY.accountId,
      amount: '12.30',
      feePayment: '0.20',
      total: '12.50',
      status: 'awaitingPayment',
      isFunding: false,
      isSystem: false,
    });
    expect(created.urlPdf).toMatch(new RegExp(`^/files/invoices/${created.id}\\?token=[0-9a-f-]{36}$`));
    expect(publish).toHaveBeenCalledWith(HUGO.customer.id, {
      type: 'invoices.changed',
      payload: { invoiceId: created.id, status: 'awaitingPayment' },
    });
    publish.mockRestore();
    const hugo = await sessionOf(sandbox.app, HUGO.user.email);
    expect(ids(await hugo('getReceivedInvoices'))[0]).toBe(created.id);
  });

  it('refuses amounts beyond the currency minor units, past due dates, oneself and unknown payers', async () => {
    const ivy = await sessionOf(sandbox.app, IVY.user.email);
    const base = { toEmail: HUGO.user.email, amount: '10.00', currency: 'EUR', dueDate: inDays(1) };
    const refusal = async (body: Record<string, unknown>) =>
      (await ivy('createInvoice', body)).validationErrors;
    expect(await refusal({ ...base, amount: '10.001' })).toEqual([
      'amount: EUR amounts have at most 2 decimals',
    ]);
    expect(await refusal({ ...base, amount: '0' })).toEqual(['amount: must be over 0']);
    expect(await refusal({ ...base, dueDate: inDays(-1) })).toEqual(['dueDate: cannot be in the past']);
    expect(await refusal({ ...base, toEmail: IVY.user.email })).toEqual(['toEmail: cannot be yourself']);
    expect(await refusal({ ...base, toEmail: 'nobody@demo.test' })).toEqual([
      'toEmail: there is no user with this e-mail',
    ]);
    expect(await refusal({ ...base, currency: 'USD' })).toEqual([
      'currency: you have no USD account to be paid to',
    ]);
  });

  it('needs the requestMoney permission', async () => {
    await sandbox.database.db
      .update(customers)
      .set({ permissions: { requestMoney: false, sendMoneyUser: true } })
      .where(eq(customers.id, IVY.customer.id));
    const ivy = await sessionOf(sandbox.app, IVY.user.email);
    expect(
      await ivy('createInvoice', {
        toEmail: HUGO.user.email,
        amount: '5',
        currency: 'EUR',
        dueDate: inDays(1),
      }),
    ).toMatchObject({ responseCode: 'TNA', responseDescription: INVOICE_TEXTS.needsRequestMoney });
    const anna = await sessionOf(sandbox.app, ANNA);
    expect(
      (
        await anna('createInvoice', {
          toEmail: HUGO.user.email,
          amount: '5',
          currency: 'EUR',
          dueDate: inDays(1),
        })
      ).responseCode,
    ).toBe('TNA');
  });
});

describe('paying an invoice (a p2p transfer with its invoiceId)', () => {
  const payment = { accountId: HUGO.accountId, amount: '250.00', currency: 'EUR', toEmail: IVY.user.email };

  it('posts on the ledger, marks it paid and tells both parties; a paid invoice is not paid twice', async () => {
    const publish = jest.spyOn(sandbox.app.live, 'publish');
    const hugo = await sessionOf(sandbox.app, HUGO.user.email);
    const paid = await hugo('transferP2p', { ...payment, invoiceId: 4001 });
    expect(paid).toMatchObject({ responseCode: '00', approveType: 'none', fee: '1.25' });
    expect((await balanceOf(sandbox.database.db, HUGO.accountId)).toFixed(2)).toBe('2348.75');
    expect((await balanceOf(sandbox.database.db, IVY.accountId)).toFixed(2)).toBe('4450.00');
    expect(await ledgerSums(sandbox.database.db)).toEqual(
      expect.arrayContaining([{ currencyCode: 'EUR', sum: expect.stringMatching(/^0(\.0+)?$/) }]),
    );
    expect(await hugo('getInvoice', { invoiceId: 4001 })).toMatchObject({
      status: 'paid',
      statusId: 2,
      payerAccountId: HUGO.accountId,
    });
    const [row] = await sandbox.database.db.select().from(invoices).where(eq(invoices.id, 4001));
    expect(row?.journalId).toBe(paid.transactionId);
    for (const customerId of [HUGO.customer.id, IVY.customer.id])
      expect(publish).toHaveBeenCalledWith(customerId, {
        type: 'invoices.changed',
        payload: { invoiceId: 4001, status: 'paid' },
      });
    publish.mockRestore();

    expect(await hugo('transferP2p', { ...payment, invoiceId: 4001 })).toMatchObject({
      responseCode: 'TA1',
      validationErrors: [`invoiceId: ${INVOICE_TEXTS.notPayable}`],
    });
    expect((await balanceOf(sandbox.database.db, HUGO.accountId)).toFixed(2)).toBe('2348.75');
  });

  it('only the payer pays, exactly the amount, in its currency, to its payee', async () => {
    const hugo = await sessionOf(sandbox.app, HUGO.user.email);
    expect(await hugo('transferP2p', { ...payment, amount: '249.99', invoiceId: 4001 })).toMatchObject({
      responseCode: 'TA1',
      validationErrors: [`invoiceId: ${INVOICE_TEXTS.mismatch}`],
    });
    expect(await hugo('transferP2p', { ...payment, toEmail: ANNA, invoiceId: 4001 })).toMatchObject({
      responseCode: 'TA1',
    });
    // Hugo is the payee of 4004: only its payer (Ivy) pays it.
    expect((await hugo('transferP2p', { ...payment, invoiceId: 4004 })).responseCode).toBe('ENOA');
    const anna = await sessionOf(sandbox.app, ANNA);
    expect(
      await anna('transferP2p', {
        accountId: 100001,
        amount: '250.00',
        currency: 'EUR',
        toEmail: IVY.user.email,
        invoiceId: 4001,
      }),
    ).toMatchObject({ responseCode: 'NF', responseDescription: INVOICE_TEXTS.notFound });
    const ivy = await sessionOf(sandbox.app, IVY.user.email);
    expect(
      await ivy('transferP2p', {
        accountId: IVY.accountId,
        amount: '1000.00',
        currency: 'EUR',
        toEmail: HUGO.user.email,
        invoiceId: 4007,
      }),
    ).toMatchObject({ responseCode: 'TA1', validationErrors: [`invoiceId: ${INVOICE_TEXTS.systemInvoice}`] });
    expect((await balanceOf(sandbox.database.db, HUGO.accountId)).toFixed(2)).toBe('2600.00');
  });

  it('two payments waiting for their codes: the second one to be confirmed fails and moves nothing', async () => {
    await sandbox.database.db
      .update(customers)
      .set({ transactionApproveMode: 'approvalCode' })
      .where(eq(customers.id, HUGO.customer.id));
    const hugo = await sessionOf(sandbox.app, HUGO.user.email);
    const first = await hugo('transferP2p', { ...payment, invoiceId: 4001 });
    const firstCode = (await messagesTo(sandbox.app, HUGO.user.email))[0]!.code;
    const second = await hugo('transferP2p', { ...payment, invoiceId: 4001 });
    const secondCode = (await messagesTo(sandbox.app, HUGO.user.email))[0]!.code;
    expect([first.approveType, second.approveType]).toEqual(['approvalCode', 'approvalCode']);
    expect(
      await hugo('confirmTransaction', { operationId: second.operationId, approvalCode: secondCode }),
    ).toMatchObject({ responseCode: '00', status: 'completed' });
    expect(
      await hugo('confirmTransaction', { operationId: first.operationId, approvalCode: firstCode }),
    ).toMatchObject({ responseCode: 'AF', responseDescription: ENGINE_TEXTS.invoiceNotOpen });
    expect((await balanceOf(sandbox.database.db, HUGO.accountId)).toFixed(2)).toBe('2348.75');
    expect((await balanceOf(sandbox.database.db, IVY.accountId)).toFixed(2)).toBe('4450.00');
  });
});

describe('rejecting an invoice', () => {
  it('the payer rejects an open invoice with a note; the payee is told and reads the note', async () => {
    const publish = jest.spyOn(sandbox.app.live, 'publish');
    const ivy = await sessionOf(sandbox.app, IVY.user.email);
    expect(await ivy('rejectInvoice', { invoiceId: 4004, note: '  Wrong quantity  ' })).toMatchObject({
      responseCode: '00',
      status: 'rejected',
      statusId: 3,
      rejectNote: 'Wrong quantity',
    });
    expect(publish).toHaveBeenCalledWith(HUGO.customer.id, {
      type: 'invoices.changed',
      payload: { invoiceId: 4004, status: 'rejected' },
    });
    publish.mockRestore();
    const hugo = await sessionOf(sandbox.app, HUGO.user.email);
    expect((await hugo('getSentInvoices')).invoices[2]).toMatchObject({
      id: 4004,
      rejectNote: 'Wrong quantity',
    });
    expect(await ivy('rejectInvoice', { invoiceId: 4004, note: 'again' })).toMatchObject({
      responseCode: 'TA1',
      validationErrors: [`invoiceId: ${INVOICE_TEXTS.notPayable}`],
    });
    // A rejected invoice cannot be paid.
    expect(
      (
        await ivy('transferP2p', {
          accountId: IVY.accountId,
          amount: '540.00',
          currency: 'EUR',
          toEmail: HUGO.user.email,
          invoiceId: 4004,
        })
      ).responseCode,
    ).toBe('TA1');
  });

  it('only the payer rejects, and not without a note', async () => {
    const ivy = await sessionOf(sandbox.app, IVY.user.email);
    expect(await ivy('rejectInvoice', { invoiceId: 4001, note: 'no' })).toMatchObject({
      responseCode: 'ENOA',
      responseDescription: INVOICE_TEXTS.notYours,
    });
    const hugo = await sessionOf(sandbox.app, HUGO.user.email);
    expect(await hugo('rejectInvoice', { invoiceId: 4001, note: '   ' })).toMatchObject({
      responseCode: 'TA1',
      validationErrors: ['note: is required'],
    });
    expect((await hugo('getInvoice', { invoiceId: 4001 })).status).toBe('awaitingPayment');
  });
});

describe('funding invoices (isFunding and isSystem)', () => {
  it('the bank bills the customer for money to add to their account', async () => {
    const ivy = await sessionOf(sandbox.app, IVY.user.email);
    const funding = await ivy(
      'createFundingInvoice',
      { amount: '300.5' },
      { origin: 'http://meridian.localhost:4100' },
    );
    expect(funding).toMatchObject({
      responseCode: '00',
      isFunding: true,
      isSystem: true,
      payerEmail: IVY.user.email,
      payerAccountId: IVY.accountId,
      payeeName: 'Meridian Pay Europe S.A.',
      amount: '300.50',
      total: '300.50',
      status: 'awaitingPayment',
    });
    expect(ids(await ivy('getReceivedInvoices'))[0]).toBe(funding.id);
  });

  it("answers 'Failed to generate invoice. Please, try again.' without an account in the currency", async () => {
    const ivy = await sessionOf(sandbox.app, IVY.user.email);
    expect(await ivy('createFundingInvoice', { amount: '10', currency: 'GBP' })).toMatchObject({
      responseCode: 'TA1',
      responseDescription: FUNDING_INVOICE_FAILED_TEXT,
    });
  });
});

describe('the invoice PDF (urlPdf)', () => {
  it('in the language the link asks for (issue 35): Russian labels, dates and amounts, the parties as written', async () => {
    const ivy = await sessionOf(sandbox.app, IVY.user.email);
    const { urlPdf, ...invoice } = await ivy('getInvoice', { invoiceId: 4001 });

    const response = await sandbox.app.inject({ method: 'GET', url: `${urlPdf}&lang=ru` });

    expect(response.statusCode).toBe(200);
    const pdf = await readPdf(response.rawPayload);
    const text = pdf.pages.join('\n');
    expect(pdf.info).toMatchObject({ Title: 'Aurora Money: Счёт № 4001', Language: 'ru' });
    for (const label of [
      'Счёт № 4001',
      'ОТ (ПОЛУЧАТЕЛЬ)',
      'КОМУ (ПЛАТЕЛЬЩИК)',
      'Итого к оплате',
      'Как оплатить',
    ])
      expect(text).toContain(label);
    expect(text).toContain(invoice.payeeName);
    expect(text).toContain(invoice.payerName);
    // Amounts with the currency's minor units and Russian separators, as the portal shows them (spec 02 §9).
    expect(text).toContain(formatMoney(invoice.total, invoice.currencyCode, 'ru'));
    expect(formatMoney(invoice.total, invoice.currencyCode, 'ru')).toBe('€251,25');
    expect(text).not.toContain('Invoice No.');
    // Without `lang`, the browser's first language is used.
    const browser = await sandbox.app.inject({
      method: 'GET',
      url: urlPdf,
      headers: { 'accept-language': 'es-ES,es;q=0.9,en;q=0.8' },
    });
    expect((await readPdf(browser.rawPayload)).pages[0]).toContain('Factura n.º 4001');
  });

  it('is a PDF on the brand letterhead for whoever holds the link, and a 404 for any other link', async () => {
    const ivy = await sessionOf(sandbox.app, IVY.user.email);
    const { urlPdf } = await ivy('getInvoice', { invoiceId: 4001 });
    const response = await sandbox.app.inject({ method: 'GET', url: urlPdf });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.info).toMatchObject({ Title: 'Aurora Money: Invoice No. 4001', Language: 'en' });
    expect(pdf.pages[0]).toContain('Invoice No. 4001');
    expect(pdf.pages[0]).toContain('Aurora Money');
    expect(pdf.pages[0]).toMatch(/Total to pay\s+€251\.25/);
    const token = new URL(urlPdf, 'http://x').searchParams.get('token')!;
    for (const url of [
      '/files/invoices/4001',
      `/files/invoices/4001?token=${token.replace(/^./, (c) => (c === '0' ? '1' : '0'))}`,
      `/files/invoices/4002?token=${token}`,
      `/files/invoices/abc?token=${token}`,
    ])
      expect((await sandbox.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
