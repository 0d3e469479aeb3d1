import { BATCH_PAGE_SIZE, BATCH_TYPES, type BatchTransfer } from '@portal/api/catalogue';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { batchTransfers } from '../../../money/batch-tables';
import { useSandbox } from '../../../testing/sandbox';
import { asList, parseCsv, sessionOf } from './testing';

const sandbox = useSandbox();

const ANNA = 'anna.simple@demo.test';
const BIANCA = 'bianca.business@demo.test';
const BIANCA_CUSTOMER = 20003;

type Call = Awaited<ReturnType<typeof sessionOf>>;

/** Every batch of a filter, page after page. */
async function allBatches(call: Call, filter: Record<string, unknown>): Promise<BatchTransfer[]> {
  const batches: BatchTransfer[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await call('getBatchTransfers', { ...filter, pageNumber: page, pageSize: 100 });
    expect(answer.responseCode).toBe('00');
    const items = asList<BatchTransfer>(answer.batchTransfer.transfer);
    batches.push(...items);
    if (items.length < 100) {
      expect(batches).toHaveLength(answer.total);
      return batches;
    }
  }
}

const idsOf = (batches: BatchTransfer[]) => batches.map((batch) => batch.id);

async function storedBatches(customerId: number) {
  return sandbox.database.db.select().from(batchTransfers).where(eq(batchTransfers.customerId, customerId));
}

describe('getBatchTransfers', () => {
  it('no filter: answers 20 a page, newest first, and the total; the second page has the rest', async () => {
    const call = await sessionOf(sandbox.app, BIANCA);
    const stored = await storedBatches(BIANCA_CUSTOMER);

    const first = await call('getBatchTransfers', { pageNumber: 1 });
    const third = await call('getBatchTransfers', { pageNumber: 3 });

    expect(stored.length).toBeGreaterThan(2 * BATCH_PAGE_SIZE);
    const newestFirst = [...stored].sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
    );
    expect(first.total).toBe(stored.length);
    expect(idsOf(asList(first.batchTransfer.transfer))).toEqual(
      newestFirst.slice(0, BATCH_PAGE_SIZE).map((row) => row.id),
    );
    expect(idsOf(asList(third.batchTransfer.transfer))).toEqual(
      newestFirst.slice(2 * BATCH_PAGE_SIZE).map((row) => row.id),
    );
    expect(asList(first.batchTransfer.transfer)[0]).toEqual({
      id: newestFirst[0]!.id,
      name: newestFirst[0]!.name,
      type: newestFirst[0]!.type,
      dateTime: newestFirst[0]!.createdAt.toISOString(),
      status: newestFirst[0]!.status,
      count: newestFirst[0]!.count,
      totalAmount: new Decimal(newestFirst[0]!.totalAmount).toFixed(2),
      currencyCode: newestFirst[0]!.currencyCode,
      accountId: newestFirst[0]!.accountId,
    });
  });

  it('the demo batches: have every type and status, for both customers', async () => {
    const bianca = await allBatches(await sessionOf(sandbox.app, BIANCA), {});
    const anna = await allBatches(await sessionOf(sandbox.app, ANNA), {});

    for (const batches of [bianca, anna]) {
      expect(new Set(batches.map((batch) => batch.type))).toEqual(new Set(BATCH_TYPES));
      // Bianca's mass request waiting for approval (seed-transfers.ts) is not one of the history's demo batches.
      const demo = batches.filter((batch) => batch.status !== 'awaitingApproval');
      expect(new Set(demo.map((batch) => batch.status))).toEqual(
        new Set(['processing', 'completed', 'partiallyCompleted', 'refused']),
      );
    }
    expect(bianca.length).toBeGreaterThanOrEqual(40);
    expect(anna.length).toBeGreaterThanOrEqual(20);
    expect(new Set(anna.map((batch) => batch.accountId))).toEqual(new Set([100001, 100002]));
  });

  it('a page size and a page: are used', async () => {
    const call = await sessionOf(sandbox.app, BIANCA);
    const all = await allBatches(call, {});

    const answer = await call('getBatchTransfers', { pageNumber: 3, pageSize: 7 });

    expect(idsOf(asList(answer.batchTransfer.transfer))).toEqual(idsOf(all.slice(14, 21)));
  });

  describe('each filter: lists exactly the batches that match', () => {
    let call: Call;
    let all: BatchTransfer[];
    beforeEach(async () => {
      call = await sessionOf(sandbox.app, BIANCA);
      all = await allBatches(call, {});
    });

    async function expectNarrowed(filter: Record<string, unknown>, keep: (batch: BatchTransfer) => boolean) {
      const expected = all.filter(keep);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(all.length);
      expect(idsOf(await allBatches(call, filter))).toEqual(idsOf(expected));
    }

    it('search on the name, in other letter case', async () => {
      await expectNarrowed({ search: 'PAYOUTS' }, (batch) => batch.name.toLowerCase().includes('payouts'));
    });

    it('a list of types', async () => {
      await expectNarrowed({ types: ['wire', 'global'] }, (batch) => ['wire', 'global'].includes(batch.type));
    });

    it('an empty list of types: every batch', async () => {
      expect(idsOf(await allBatches(call, { types: [] }))).toEqual(idsOf(all));
    });

    it('from and to: days of creation, both included', async () => {
      const day = (batch: BatchTransfer) => batch.dateTime.slice(0, 10);
      const to = day(all[5]!);
      const from = day(all[20]!);
      await expectNarrowed({ from, to }, (batch) => day(batch) >= from && day(batch) <= to);
    });
  });

  it('a search with one batch: answers the batch itself, not a list (spec 02 §3)', async () => {
    const call = await sessionOf(sandbox.app, BIANCA);
    const [first] = await allBatches(call, {});

    const answer = await call('getBatchTransfers', {
      search: first!.name,
      types: [first!.type],
      pageNumber: 1,
    });

    expect(answer.total).toBe(1);
    expect(answer.batchTransfer.transfer).toEqual(first);
  });

  it('a search without batches: answers no transfer and total 0', async () => {
    const call = await sessionOf(sandbox.app, BIANCA);

    const answer = await call('getBatchTransfers', { search: 'nothing like this', pageNumber: 1 });

    expect(answer).toEqual({
      responseCode: '00',
      responseDescription: 'Success',
      batchTransfer: {},
      total: 0,
    });
  });

  it.each([
    [{ types: ['teleport'] }, 'types'],
    [{ from: '2026-02-31' }, 'from: is not a valid date'],
    [{ from: '2026-05-02', to: '2026-05-01' }, 'to: must not be before from'],
    [{ pageSize: 101 }, 'pageSize'],
    [{ pageSize: 0 }, 'pageSize'],
    [{ pageNumber: 0 }, 'pageNumber'],
  ])('bad filter %j: answers TA1 naming %s', async (filter, line) => {
    const call = await sessionOf(sandbox.app, BIANCA);

    const answer = await call('getBatchTransfers', { pageNumber: 1, ...filter });

    expect(answer.responseCode).toBe('TA1');
    expect(answer.validationErrors.some((text: string) => text.startsWith(line))).toBe(true);
  });
});

describe('getBatchFile', () => {
  it('an own batch: answers its file, a header and one line per transfer adding up to the total', async () => {
    const call = await sessionOf(sandbox.app, BIANCA);
    const batches = await allBatches(call, {});

    for (const batch of batches) {
      const file = await call('getBatchFile', { id: batch.id });

      expect(file).toMatchObject({
        responseCode: '00',
        id: batch.id,
        fileName: expect.stringMatching(/\.csv$/),
      });
      const [header, ...lines] = parseCsv(file.content);
      expect(lines).toHaveLength(batch.count);
      const amount = header!.indexOf('amount');
      const currency = header!.indexOf('currency');
      const total = lines.reduce((sum, line) => sum.plus(line[amount]!), new Decimal(0));
      expect(total.toFixed(2)).toBe(batch.totalAmount);
      expect(lines.every((line) => line[currency] === batch.currencyCode)).toBe(true);
    }
  });

  it('another customer’s batch or one that does not exist: answers ENOA, the same for both', async () => {
    const [theirs] = await storedBatches(BIANCA_CUSTOMER);
    const call = await sessionOf(sandbox.app, ANNA);

    for (const id of [theirs!.id, 999_999]) {
      expect(await call('getBatchFile', { id })).toEqual({
        responseCode: 'ENOA',
        responseDescription: 'No access',
      });
    }
  });
});
