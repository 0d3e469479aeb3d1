import { eq } from 'drizzle-orm';
import { accounts } from '../../../platform/db/tables';
import { batchTransfers } from '../../../money/batch-tables';
import { TRANSFER_DEMO as D } from './seed';
import { SANDBOX_DATABASES, useSandbox } from '../../../testing/sandbox';
import { balanceOf, sessionOf } from '../../../testing/money';

const BIANCA = 'bianca.business@demo.test';
const EVE = 'eve.employee@demo.test';
const BIANCA_EUR = 100008;
const PAGE = { page: 1, size: 50 };

describe.each(SANDBOX_DATABASES)('business approval queue on %s', (database) => {
  const sandbox = useSandbox({ database });

  it('seeded: one pending single request, one mass request, and the counts', async () => {
    const call = await sessionOf(sandbox.app, BIANCA);
    expect(await call('getApprovalCounts')).toMatchObject({
      transactionRequestCount: 1,
      massTransactionRequestCount: 1,
    });
    const list = await call('getApprovalRequests', PAGE);
    expect(list).toMatchObject({
      responseCode: '00',
      total: 1,
      totals: [{ currencyCode: 'EUR', count: 1, amount: '120.00' }],
      requests: [
        expect.objectContaining({
          amount: '120.00',
          createdBy: D.ivan.userId,
          createdByName: 'Ivan Ilic',
          status: 'pending',
        }),
      ],
    });
    const mass = await call('getMassApprovalRequests', PAGE);
    expect(mass).toMatchObject({
      total: 1,
      requests: [
        expect.objectContaining({ batchId: D.massBatchId, count: 3, amount: '525.50', status: 'pending' }),
      ],
    });
    const users = await call('getBusinessUsers');
    expect(users.users).toContainEqual({
      userId: D.ivan.userId,
      name: 'Ivan Ilic',
      email: D.ivan.email,
      accessRight: 3,
    });
  });

  it('an initiator submits into the queue; a colleague approves it and it executes; the initiator cannot', async () => {
    const publish = jest.spyOn(sandbox.app.live, 'publish');
    const ivan = await sessionOf(sandbox.app, D.ivan.email);
    const submitted = await ivan('transferP2p', {
      accountId: BIANCA_EUR,
      amount: '300',
      currency: 'EUR',
      toEmail: D.paul.email,
    });
    expect(submitted).toMatchObject({
      responseCode: '00',
      approveType: 'none',
      approvalTransactionCreated: true,
    });
    expect(submitted.transactionId).toBeUndefined();
    expect(publish).toHaveBeenCalledWith(20003, {
      type: 'approvals.changed',
      payload: { massTransactionRequestCount: 1, transactionRequestCount: 2 },
    });
    const before = await balanceOf(sandbox.database.db, BIANCA_EUR);
    const bianca = await sessionOf(sandbox.app, BIANCA);
    const { requests } = await bianca('getApprovalRequests', { ...PAGE, createdBy: D.ivan.userId });
    const mine = requests.find((request: { amount: string }) => request.amount === '300.00');
    // Ivan's right (3) does not approve: the access policy refuses it before it runs (issue 22).
    expect((await ivan('approveRequests', { transactionIds: [mine.id], declined: false })).responseCode).toBe(
      'ENOA',
    );
    const approved = await bianca('approveRequests', { transactionIds: [mine.id], declined: false });
    expect(approved.results).toEqual([
      { id: mine.id, status: 'approved', transactionId: expect.any(Number) },
    ]);
    expect((await balanceOf(sandbox.database.db, BIANCA_EUR)).toFixed(2)).toBe(
      before.minus('301.5').toFixed(2),
    );
    expect(publish).toHaveBeenCalledWith(20003, {
      type: 'transaction',
      payload: expect.objectContaining({ operationId: submitted.operationId, status: 'completed' }),
    });
    expect(await bianca('getApprovalCounts')).toMatchObject({ transactionRequestCount: 1 });
    // Deciding it again changes nothing.
    expect(
      (await bianca('approveRequests', { transactionIds: [mine.id], declined: true })).results[0],
    ).toMatchObject({
      status: 'approved',
      message: 'This request was decided already.',
    });
    publish.mockRestore();
  });

  it('nobody approves their own request; decline marks it declined and moves nothing', async () => {
    const bianca = await sessionOf(sandbox.app, BIANCA);
    const { requests } = await bianca('getApprovalRequests', PAGE);
    const seeded = requests[0];
    // Eve (full access) declines Ivan's request; an unknown id is reported, not fatal.
    const eve = await sessionOf(sandbox.app, EVE);
    const before = await balanceOf(sandbox.database.db, BIANCA_EUR);
    const declined = await eve('approveRequests', { transactionIds: [seeded.id, 999999], declined: true });
    expect(declined.results).toEqual([
      { id: seeded.id, status: 'declined' },
      { id: 999999, status: 'failed', message: 'No such approval request.' },
    ]);
    expect((await balanceOf(sandbox.database.db, BIANCA_EUR)).toFixed(2)).toBe(before.toFixed(2));
    const after = await bianca('getApprovalRequests', PAGE);
    expect(after.requests[0]).toMatchObject({ id: seeded.id, status: 'declined' });
    expect(await bianca('getApprovalCounts')).toMatchObject({ transactionRequestCount: 0 });

    // Ivan queues another request, then gets approval rights (4): his own request is still refused to him.
    const ivan = await sessionOf(sandbox.app, D.ivan.email);
    const submitted = await ivan('transferP2p', {
      accountId: BIANCA_EUR,
      amount: '10',
      currency: 'EUR',
      toEmail: D.paul.email,
    });
    const { requests: pending } = await bianca('getApprovalRequests', PAGE);
    const own = pending.find((request: { status: string }) => request.status === 'pending');
    expect(own).toBeDefined();
    expect(submitted.operationId).toBeDefined();
    const { customerAccess } = await import('../../../platform/db/tables');
    await sandbox.database.db
      .update(customerAccess)
      .set({ accessRight: 4 })
      .where(eq(customerAccess.userId, D.ivan.userId));
    const selfApproval = await ivan('approveRequests', { transactionIds: [own.id], declined: false });
    expect(selfApproval.results).toEqual([
      { id: own.id, status: 'pending', message: 'You cannot approve or decline your own request.' },
    ]);
  });

  it('approval failing for funds marks the request failed with the reason', async () => {
    await sandbox.database.db.update(accounts).set({ balance: '50.00' }).where(eq(accounts.id, BIANCA_EUR));
    const bianca = await sessionOf(sandbox.app, BIANCA);
    const { requests } = await bianca('getApprovalRequests', PAGE);
    const result = await bianca('approveRequests', { transactionIds: [requests[0].id], declined: false });
    expect(result.results).toEqual([{ id: requests[0].id, status: 'failed', message: 'Insufficient funds' }]);
    expect((await bianca('getApprovalRequests', PAGE)).requests[0]).toMatchObject({
      status: 'failed',
      failureReason: 'Insufficient funds',
    });
    expect((await balanceOf(sandbox.database.db, BIANCA_EUR)).toFixed(2)).toBe('50.00');
  });

  it('mass approve executes every operation of the batch; the batch is completed', async () => {
    const paulBefore = await balanceOf(sandbox.database.db, D.paul.eur);
    const bianca = await sessionOf(sandbox.app, BIANCA);
    const answer = await bianca('approveMassRequest', { batchId: D.massBatchId, declined: false });
    expect(answer.results).toHaveLength(3);
    expect(answer.results.every((result: { status: string }) => result.status === 'approved')).toBe(true);
    expect((await balanceOf(sandbox.database.db, D.paul.eur)).toFixed(2)).toBe(
      paulBefore.plus('250').toFixed(2),
    );
    const [batch] = await sandbox.database.db
      .select({ status: batchTransfers.status })
      .from(batchTransfers)
      .where(eq(batchTransfers.id, D.massBatchId));
    expect(batch?.status).toBe('completed');
    expect(await bianca('getApprovalCounts')).toMatchObject({ massTransactionRequestCount: 0 });
    expect(
      (await bianca('approveMassRequest', { batchId: D.massBatchId, declined: false })).responseCode,
    ).toBe('NF');
  });

  it('two approvals of one batch at once: money moves once and the batch is completed', async () => {
    const paulBefore = await balanceOf(sandbox.database.db, D.paul.eur);
    const [bianca, eve] = await Promise.all([sessionOf(sandbox.app, BIANCA), sessionOf(sandbox.app, EVE)]);
    const answers = await Promise.all([
      bianca('approveMassRequest', { batchId: D.massBatchId, declined: false }),
      eve('approveMassRequest', { batchId: D.massBatchId, declined: false }),
    ]);
    const decided = answers.filter((answer) => answer.responseCode === '00');
    expect(decided).toHaveLength(1);
    expect(decided[0]!.results.map((result: { status: string }) => result.status)).toEqual([
      'approved',
      'approved',
      'approved',
    ]);
    expect(answers.find((answer) => answer.responseCode !== '00')).toMatchObject({
      responseCode: 'NF',
      responseDescription: 'This request was decided already.',
    });
    expect((await balanceOf(sandbox.database.db, D.paul.eur)).toFixed(2)).toBe(
      paulBefore.plus('250').toFixed(2),
    );
    const [batch] = await sandbox.database.db
      .select({ status: batchTransfers.status })
      .from(batchTransfers)
      .where(eq(batchTransfers.id, D.massBatchId));
    expect(batch?.status).toBe('completed');
  });

  it('mass decline refuses the batch and moves nothing', async () => {
    const before = await balanceOf(sandbox.database.db, BIANCA_EUR);
    const eve = await sessionOf(sandbox.app, EVE);
    const answer = await eve('approveMassRequest', { batchId: D.massBatchId, declined: true });
    expect(answer.results.map((result: { status: string }) => result.status)).toEqual([
      'declined',
      'declined',
      'declined',
    ]);
    expect((await balanceOf(sandbox.database.db, BIANCA_EUR)).toFixed(2)).toBe(before.toFixed(2));
    const mass = await eve('getMassApprovalRequests', PAGE);
    expect(mass.requests[0]).toMatchObject({ batchId: D.massBatchId, status: 'declined' });
  });
});
