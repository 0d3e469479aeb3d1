import { METHOD_API_PATH } from '@portal/api/catalogue';
import { eq } from 'drizzle-orm';
import { DEFAULT_RATE_LIMITS } from '../../../platform/config';
import { accounts } from '../../../platform/db/tables';
import { transferOperations } from '../../../money/engine/tables';
import { systemAccountId } from '../../../money/ledger';
import { sessionOf } from '../../../testing/money';
import { GLOBAL_PAY_DEMO } from './seed';
import { latestMessage, messagesTo } from '../../../testing/outbox';
import { callMethod, signIn, useSandbox } from '../../../testing/sandbox';
import { TRANSFER_DEMO } from '../payments/seed';

// A busy machine resets the demo data in more than jest's default 5 s.
jest.setTimeout(30_000);

const GINA = GLOBAL_PAY_DEMO.gina;
const FILE = [
  'beneficiaryName,beneficiaryEmail,beneficiaryCountryCode,amount,description,feeShare',
  'Rita Recipient,rita.recipient@example.test,DE,100.00,Invoice 7,sender',
  'Bob Beneficiary,bob.beneficiary@example.test,FR,250.00,Invoice 8,beneficiary',
].join('\n');

const sandbox = useSandbox({
  config: { rateLimits: { ...DEFAULT_RATE_LIMITS, globalPayment: { max: 40, windowMs: 15 * 60_000 } } },
});

type Answer = Record<string, unknown> & { responseCode: string; responseDescription?: string };

async function asGina() {
  const { accessToken } = await signIn(sandbox.app, GINA.email);
  const call = async (method: string, body: Record<string, unknown> = {}) =>
    (await callMethod(sandbox.app, method, { accessToken, body })).json<Answer>();
  return call;
}
const publicCall = async (method: string, body: Record<string, unknown>) =>
  (await callMethod(sandbox.app, method, { body })).json<Answer>();

/** The holding account's EUR balance: what submitted batches still hold for their recipients. */
async function held(): Promise<string | undefined> {
  const [row] = await sandbox.database.db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(eq(accounts.id, systemAccountId('globalPay', 'EUR')));
  return row?.balance;
}

async function balance(call: (method: string, body?: Record<string, unknown>) => Promise<Answer>) {
  const answer = await call('balanceInquiry');
  const accounts = (answer.accounts as { account: { accountId: number; balance: string }[] }).account;
  return accounts.find((account) => account.accountId === GINA.eur)?.balance;
}

/** Uploads, submits and confirms the demo file; answers the recipients' secrets by e-mail. */
async function submittedBatch(call: Awaited<ReturnType<typeof asGina>>) {
  const upload = await call('uploadGlobalPayBatch', {
    attachedFile: FILE,
    accountId: GINA.eur,
    batchName: 'May',
  });
  const batchId = upload.batchId as number;
  const submit = await call('submitGlobalPayBatch', { batchId });
  expect(submit).toMatchObject({ responseCode: '00', approveType: 'approvalCode' });
  const { code } = await latestMessage(sandbox.app, GINA.email);
  expect(
    await call('confirmTransaction', { operationId: submit.operationId, approvalCode: code }),
  ).toMatchObject({
    responseCode: '00',
  });
  const secretOf = async (email: string) => {
    const { text } = await latestMessage(sandbox.app, email);
    const match = /\/global-payout\/([A-Za-z0-9_-]+)/.exec(text);
    if (!match) throw new Error(`no link in ${text}`);
    return match[1]!;
  };
  return {
    batchId,
    rita: await secretOf('rita.recipient@example.test'),
    bob: await secretOf('bob.beneficiary@example.test'),
  };
}

describe('global pay, sender side', () => {
  it('uploads a batch (00), answers 92 for an identical file with its date and batch, and uploads it again when told', async () => {
    const call = await asGina();
    const first = await call('uploadGlobalPayBatch', {
      attachedFile: FILE,
      accountId: GINA.eur,
      batchName: 'May',
    });
    expect(first).toMatchObject({ responseCode: '00', result: 'created' });
    const again = await call('uploadGlobalPayBatch', {
      attachedFile: FILE,
      accountId: GINA.eur,
      batchName: 'May 2',
    });
    expect(again).toMatchObject({ responseCode: '92', result: 'identicalBatch', batchId: first.batchId });
    expect(typeof again.date).toBe('string');
    const confirmed = await call('uploadGlobalPayBatch', {
      attachedFile: FILE,
      accountId: GINA.eur,
      batchName: 'May 2',
      ignoreIdenticalBatch: true,
    });
    expect(confirmed).toMatchObject({ responseCode: '00', result: 'created' });
    expect(confirmed.batchId).not.toBe(first.batchId);
    const batch = await call('getGlobalPayBatch', { batchId: first.batchId });
    expect(batch).toMatchObject({ status: 'draft', currencyCode: 'EUR', totalAmount: '350.00' });
    // 1 % with a 1.00 floor: 1.00 (sender pays) and 2.50 (the beneficiary pays, not in the sender's fee).
    expect(batch.totalFee).toBe('1.00');
    expect(batch.totalDebit).toBe('351.00');
  });

  it('takes the file as the file part of a multipart call (as callWithFile sends it)', async () => {
    const { accessToken } = await signIn(sandbox.app, GINA.email);
    const boundary = '----globalPayBoundary';
    const data = JSON.stringify({ method: 'uploadGlobalPayBatch', accountId: GINA.eur, batchName: 'June' });
    const body = [
      `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${data}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="june.csv"\r\n\r\n${FILE}\r\n`,
      `--${boundary}--\r\n`,
    ].join('');
    const response = await sandbox.app.inject({
      method: 'POST',
      url: METHOD_API_PATH,
      query: { method: 'uploadGlobalPayBatch' },
      headers: {
        authorization: `Bearer ${accessToken}`,
        'x-client-version': '2.1.2',
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: body,
    });
    const answer = response.json<Answer>();
    expect(answer).toMatchObject({ responseCode: '00', result: 'created' });
    const call = await asGina();
    expect(await call('getGlobalPayBatch', { batchId: answer.batchId })).toMatchObject({
      totalAmount: '350.00',
    });
    // Neither a file nor its text: TA1.
    expect(
      (await call('uploadGlobalPayBatch', { accountId: GINA.eur, batchName: 'Empty' })).validationErrors,
    ).toEqual(['attachedFile: is required']);
  });

  it('edits, deletes and restores payments, sets the amount, the fee side and a forbidden method', async () => {
    const call = await asGina();
    const { batchId } = await call('uploadGlobalPayBatch', {
      attachedFile: FILE,
      accountId: GINA.eur,
      batchName: 'May',
    });
    const batch = await call('updateGlobalPayPayments', {
      batchId,
      adds: [
        {
          amount: '40',
          beneficiaryName: 'Cleo Claimer',
          beneficiaryEmail: 'cleo@example.test',
          beneficiaryCountryCode: 'ES',
        },
      ],
    });
    const payments = batch.payments as { id: number; beneficiaryName: string; status: string }[];
    expect(payments.map((payment) => payment.beneficiaryName)).toEqual([
      'Rita Recipient',
      'Bob Beneficiary',
      'Cleo Claimer',
    ]);
    const [rita, bob] = payments;
    const deleted = await call('updateGlobalPayPayments', { batchId, deletes: [bob!.id] });
    expect(deleted.totalAmount).toBe('140.00');
    expect((deleted.payments as { status: string }[])[1]!.status).toBe('deleted');
    const restored = await call('updateGlobalPayPayments', { batchId, restores: [bob!.id] });
    expect(restored.totalAmount).toBe('390.00');
    const amount = await call('setGlobalPayAmount', { batchId, paymentId: rita!.id, amount: '500.00' });
    expect(amount.totalAmount).toBe('790.00');
    const fees = await call('setGlobalPayFeeShare', { batchId, feeShare: 'beneficiary' });
    expect(fees.totalFee).toBe('0.00');
    const forbidden = await call('setGlobalPayMethodForbidden', {
      batchId,
      paymentId: rita!.id,
      name: 'oct',
      forbidden: true,
    });
    const methods = (forbidden.payments as { paymentMethods: { name: string; forbidden: boolean }[] }[])[0]!
      .paymentMethods;
    expect(methods).toContainEqual({ name: 'oct', forbidden: true });
    expect(methods).toContainEqual({ name: 'wire', forbidden: false });
    const invalid = await call('updateGlobalPayPayments', {
      batchId,
      updates: [{ id: rita!.id, beneficiaryEmail: 'nope' }],
    });
    expect(invalid.responseCode).toBe('TA1');
  });

  it('submits: one journal debits amounts plus the sender fees, each recipient gets a link; the batch is then closed to edits', async () => {
    const call = await asGina();
    const before = await balance(call);
    const { batchId } = await submittedBatch(call);
    expect(before).toBe('20000.00');
    expect(await balance(call)).toBe('19649.00');
    const status = await call('getGlobalPayBatchStatus', { batchId });
    expect(status).toMatchObject({ status: 'submitted', counts: { new: 2 } });
    const [mail] = await messagesTo(sandbox.app, 'rita.recipient@example.test');
    expect(mail!.text).toContain('Globex Payouts Ltd sent you 100.00 EUR');
    expect((await call('updateGlobalPayPayments', { batchId, deletes: [] })).responseCode).toBe('TA1');
  });

  it('withdraws a waiting submit when the batch is submitted again: only the newest code moves the money', async () => {
    const call = await asGina();
    const { batchId } = await call('uploadGlobalPayBatch', {
      attachedFile: FILE,
      accountId: GINA.eur,
      batchName: 'Twice',
    });
    const first = await call('submitGlobalPayBatch', { batchId });
    const { code: firstCode } = await latestMessage(sandbox.app, GINA.email);
    const second = await call('submitGlobalPayBatch', { batchId });
    expect(second.operationId).not.toBe(first.operationId);
    expect(
      (await call('confirmTransaction', { operationId: first.operationId, approvalCode: firstCode }))
        .responseCode,
    ).toBe('AF');
    const { code } = await latestMessage(sandbox.app, GINA.email);
    await call('confirmTransaction', { operationId: second.operationId, approvalCode: code });
    expect(await balance(call)).toBe('19649.00');
    expect((await call('getGlobalPayBatchStatus', { batchId })).status).toBe('submitted');
  });

  it('answers a submit repeated with its idempotency key again, without a second operation', async () => {
    const call = await asGina();
    const { batchId } = await call('uploadGlobalPayBatch', {
      attachedFile: FILE,
      accountId: GINA.eur,
      batchName: 'Double click',
    });
    const first = await call('submitGlobalPayBatch', { batchId, idempotencyKey: 'gp-double-1' });
    const again = await call('submitGlobalPayBatch', { batchId, idempotencyKey: 'gp-double-1' });
    expect(again).toMatchObject({ responseCode: '00', operationId: first.operationId });
    const { code } = await latestMessage(sandbox.app, GINA.email);
    expect(
      (await call('confirmTransaction', { operationId: first.operationId, approvalCode: code })).responseCode,
    ).toBe('00');
    expect(await balance(call)).toBe('19649.00');
  });

  it('offers global pay to businesses only (TNA for a personal customer)', async () => {
    const { accessToken } = await signIn(sandbox.app, TRANSFER_DEMO.tina.email);
    const answer = await callMethod(sandbox.app, 'uploadGlobalPayBatch', {
      accessToken,
      body: { attachedFile: FILE, accountId: TRANSFER_DEMO.tina.eur, batchName: 'Mine' },
    });
    expect(answer.json()).toMatchObject({ responseCode: 'TNA' });
  });

  it("an initiator's submit waits in the company's approval queue; the approver's approval sends the links", async () => {
    const ivan = await sessionOf(sandbox.app, TRANSFER_DEMO.ivan.email);
    const { batchId } = await ivan('uploadGlobalPayBatch', {
      attachedFile: FILE,
      accountId: 100008,
      batchName: 'Studio payouts',
    });
    const submit = await ivan('submitGlobalPayBatch', { batchId });
    expect(submit).toMatchObject({ responseCode: '00', approvalTransactionCreated: true });
    expect((await ivan('getGlobalPayBatchStatus', { batchId })).status).toBe('pendingApproval');
    expect(await messagesTo(sandbox.app, 'rita.recipient@example.test')).toEqual([]);
    const [operation] = await sandbox.database.db
      .select({ requestId: transferOperations.requestId })
      .from(transferOperations)
      .where(eq(transferOperations.id, submit.operationId));
    const bianca = await sessionOf(sandbox.app, 'bianca.business@demo.test');
    const approved = await bianca('approveRequests', {
      transactionIds: [operation!.requestId],
      declined: false,
    });
    expect(approved.results).toEqual([expect.objectContaining({ status: 'approved' })]);
    expect((await ivan('getGlobalPayBatchStatus', { batchId })).status).toBe('submitted');
    expect((await latestMessage(sandbox.app, 'rita.recipient@example.test')).text).toContain('Bianca Studio');
  });

  it('refuses to submit a batch with a blacklisted payee (PR)', async () => {
    const call = await asGina();
    const file = `${FILE}\nBlocked Payee,${TRANSFER_DEMO.blocked.email},DE,10.00,x,sender`;
    const { batchId } = await call('uploadGlobalPayBatch', {
      attachedFile: file,
      accountId: GINA.eur,
      batchName: 'Blocked',
    });
    const batch = await call('getGlobalPayBatch', { batchId });
    expect((batch.payments as { error?: string }[])[2]!.error).toBe(
      'This payee cannot receive transfers from you.',
    );
    expect(await call('submitGlobalPayBatch', { batchId })).toMatchObject({
      responseCode: 'PR',
      responseDescription: 'This payee cannot receive transfers from you.',
    });
  });
});

describe('global payout, recipient side', () => {
  it('claims by the link: details, methods, meta, submit, approve with the e-mailed code; the payout posts once', async () => {
    const call = await asGina();
    const { rita, batchId } = await submittedBatch(call);
    const details = await publicCall('getGlobalPayment', { paymentSecret: rita });
    expect(details).toMatchObject({
      responseCode: '00',
      senderName: 'Globex Payouts Ltd',
      amount: '100.00',
      toAmount: '100.00',
      feeIsPayedByBeneficiary: false,
      paymentStatus: 'new',
    });
    const methods = await publicCall('getGlobalPaymentMethods', { paymentSecret: rita, countryCode: 'DE' });
    expect((methods.methods as { name: string }[]).map((method) => method.name)).toContain('wire');
    const meta = await publicCall('getGlobalPaymentMeta', {
      paymentSecret: rita,
      paymentMethod: 'wire',
      toCurrencyCode: 'EUR',
      countryCode: 'DE',
    });
    expect(meta).toMatchObject({
      toAmount: '100.00',
      fee: '0.00',
      estimatedTotal: '100.00',
      extraFxMarkupPercent: '0',
    });
    const submit = await publicCall('submitGlobalPayment', {
      paymentSecret: rita,
      paymentMethod: 'wire',
      currencyCode: 'EUR',
      countryCode: 'DE',
      paymentDetails: {
        iban: 'DE89370400440532013000',
        swift: 'COBADEFFXXX',
        beneficiaryName: 'Rita Recipient',
        beneficiaryAddress: 'Hauptstrasse 1, 10115 Berlin',
      },
      extraParams: { purposeOfPayment: 'salary' },
    });
    expect(submit.validationErrors).toBeUndefined();
    expect(submit).toMatchObject({ responseCode: '00', approveType: 'approvalCode' });
    const wrong = await publicCall('approveGlobalPayment', {
      paymentSecret: rita,
      operationId: submit.operationId,
      approvalCode: '000000',
    });
    expect(wrong.responseCode).toBe('AF');
    const { code } = await latestMessage(sandbox.app, 'rita.recipient@example.test');
    const approved = await publicCall('approveGlobalPayment', {
      paymentSecret: rita,
      operationId: submit.operationId,
      approvalCode: code,
    });
    expect(approved).toMatchObject({ responseCode: '00', paymentStatus: 'completed' });
    // Rita's 100.00 and the 1.00 fee the sender paid left the holding account; Bob's 250.00 waits there.
    expect(Number(await held())).toBe(250);
    // Used up: the link answers as a wrong one.
    expect((await publicCall('getGlobalPayment', { paymentSecret: rita })).responseCode).toBe('NF');
    const status = await call('getGlobalPayBatchStatus', { batchId });
    expect(status.counts).toEqual({ completed: 1, new: 1 });
  });

  it('refuses: the status is refused and the money (with the fee the sender paid) goes back to the sender', async () => {
    const call = await asGina();
    const { rita } = await submittedBatch(call);
    expect(await balance(call)).toBe('19649.00');
    const refused = await publicCall('refuseGlobalPayment', { paymentSecret: rita });
    expect(refused).toMatchObject({ responseCode: '00', paymentStatus: 'refused' });
    expect(await balance(call)).toBe('19750.00');
    expect((await publicCall('refuseGlobalPayment', { paymentSecret: rita })).responseCode).toBe('NF');
  });

  it('answers a wrong and an expired secret the same way', async () => {
    const call = await asGina();
    const { bob } = await submittedBatch(call);
    const wrong = await callMethod(sandbox.app, 'getGlobalPayment', {
      body: { paymentSecret: 'x'.repeat(32) },
    });
    await sandbox.database.db.execute(
      // Expire Bob's payment.
      (await import('drizzle-orm')).sql`update global_pay_payments set expires_at = now() - interval '1 day'`,
    );
    const expired = await callMethod(sandbox.app, 'getGlobalPayment', { body: { paymentSecret: bob } });
    expect(expired.statusCode).toBe(wrong.statusCode);
    expect(expired.json()).toEqual(wrong.json());
    expect(wrong.json()).toMatchObject({
      responseCode: 'NF',
      responseDescription: 'This payment link is not valid.',
    });
  });

  it('counts the recipient calls per client address: 429 past the limit', async () => {
    let last = 0;
    for (let index = 0; index < 41; index += 1)
      last = (await callMethod(sandbox.app, 'getGlobalPayment', { body: { paymentSecret: 'y'.repeat(32) } }))
        .statusCode;
    expect(last).toBe(429);
  });

  it('resends a code (the old one stops working) and cancels a payout waiting for its code', async () => {
    const call = await asGina();
    const { bob } = await submittedBatch(call);
    const submit = await publicCall('submitGlobalPayment', {
      paymentSecret: bob,
      paymentMethod: 'oct',
      currencyCode: 'EUR',
      countryCode: 'FR',
      paymentDetails: { cardNumber: '5228401234567894', beneficiaryName: 'Bob Beneficiary' },
    });
    expect(submit.validationErrors).toBeUndefined();
    expect(submit).toMatchObject({ responseCode: '00', approvalSentTo: expect.stringContaining('@') });
    const { code: first } = await latestMessage(sandbox.app, 'bob.beneficiary@example.test');
    const resent = await publicCall('resendGlobalPaymentCode', {
      paymentSecret: bob,
      approveType: 'approvalCode',
      operationId: submit.operationId,
    });
    expect(resent.responseCode).toBe('00');
    const { code: second } = await latestMessage(sandbox.app, 'bob.beneficiary@example.test');
    if (first !== second)
      expect(
        (
          await publicCall('approveGlobalPayment', {
            paymentSecret: bob,
            operationId: submit.operationId,
            approvalCode: first,
          })
        ).responseCode,
      ).toBe('AF');
    const details = await publicCall('getGlobalPayment', { paymentSecret: bob });
    expect(details).toMatchObject({
      paymentStatus: 'pending',
      toAmount: '247.50',
      feeIsPayedByBeneficiary: true,
    });
    const cancelled = await publicCall('cancelGlobalPayment', {
      paymentSecret: bob,
      paymentId: details.paymentId,
    });
    expect(cancelled).toMatchObject({ responseCode: '00', paymentStatus: 'new' });
    expect(
      (
        await publicCall('approveGlobalPayment', {
          paymentSecret: bob,
          operationId: submit.operationId,
          approvalCode: second,
        })
      ).responseCode,
    ).toBe('NF');
    expect(Number(await held())).toBe(351);
  });

  it("answers the lookups only to a good secret, and lists the recipient's earlier payouts to reuse", async () => {
    const call = await asGina();
    const { rita } = await submittedBatch(call);
    const wrong = 'z'.repeat(32);
    for (const [method, body] of [
      ['lookupGlobalPaymentSwift', { swift: 'COBADEFFXXX' }],
      ['lookupGlobalPaymentIban', { iban: 'DE89370400440532013000' }],
      ['getGlobalPaymentCardBin', { binNumber: '522840' }],
      ['getGlobalPaymentExtraParams', { paymentMethod: 'wire', currencyCode: 'EUR', countryCode: 'DE' }],
      ['getGlobalPaymentLastWithdrawals', {}],
    ] as const) {
      expect([method, (await publicCall(method, { paymentSecret: wrong, ...body })).responseCode]).toEqual([
        method,
        'NF',
      ]);
      expect([method, (await publicCall(method, { paymentSecret: rita, ...body })).responseCode]).toEqual([
        method,
        '00',
      ]);
    }
    expect(
      await publicCall('lookupGlobalPaymentSwift', { paymentSecret: rita, swift: 'COBADEFFXXX' }),
    ).toMatchObject({
      countryIsoCode: 'DE',
    });
    const details = {
      iban: 'DE89370400440532013000',
      swift: 'COBADEFFXXX',
      beneficiaryName: 'Rita Recipient',
      beneficiaryAddress: 'Hauptstrasse 1, 10115 Berlin',
    };
    const submit = await publicCall('submitGlobalPayment', {
      paymentSecret: rita,
      paymentMethod: 'wire',
      currencyCode: 'EUR',
      countryCode: 'DE',
      paymentDetails: details,
      extraParams: { purposeOfPayment: 'salary' },
    });
    const { code } = await latestMessage(sandbox.app, 'rita.recipient@example.test');
    await publicCall('approveGlobalPayment', {
      paymentSecret: rita,
      operationId: submit.operationId,
      approvalCode: code,
    });
    // A second batch to Rita: her new link lists the first payout, and its details fill the form again.
    const again = await call('uploadGlobalPayBatch', {
      attachedFile: FILE,
      accountId: GINA.eur,
      batchName: 'June',
      ignoreIdenticalBatch: true,
    });
    const second = await call('submitGlobalPayBatch', { batchId: again.batchId });
    const { code: senderCode } = await latestMessage(sandbox.app, GINA.email);
    await call('confirmTransaction', { operationId: second.operationId, approvalCode: senderCode });
    const link = /\/global-payout\/([A-Za-z0-9_-]+)/.exec(
      (await latestMessage(sandbox.app, 'rita.recipient@example.test')).text,
    )![1]!;
    const last = await publicCall('getGlobalPaymentLastWithdrawals', { paymentSecret: link });
    const withdrawals = last.withdrawals as { paymentId: number; payee: string; toAmount: string }[];
    expect(withdrawals).toEqual([
      expect.objectContaining({
        paymentMethod: 'wire',
        countryCode: 'DE',
        toAmount: '100.00',
        payee: '•••• 3000',
      }),
    ]);
    const reused = await publicCall('getGlobalPaymentWithdrawalDetails', {
      paymentSecret: link,
      paymentId: withdrawals[0]!.paymentId,
    });
    expect(reused).toMatchObject({ paymentMethod: 'wire', paymentDetails: expect.objectContaining(details) });
  });
});
