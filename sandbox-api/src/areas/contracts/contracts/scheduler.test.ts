import {
  CONTRACT_PATHS,
  CONTRACT_SERVICE_PATH,
  type ContractEventType,
  type SmartContract,
} from '@portal/api/catalogue';
import { and, eq, sql } from 'drizzle-orm';
import { customerNotifications } from '../../../platform/notifications/tables';
import { smartContractEvents, smartContracts, smartContractSplits } from './tables';
import { createDatabaseClockStore } from '../../../platform/clock/clock-store';
import { CONTRACT_DEMO } from './seed';
import { TRANSFER_DEMO } from '../../transfers/payments/seed';
import { createSandboxClock } from '../../../platform/clock/clock';
import { ManualClock, SANDBOX_DATABASES, signIn, useSandbox } from '../../../testing/sandbox';
import { createNotificationService } from '../../../platform/notifications/service';
import { sessionOf } from '../../../testing/money';
import { CONTRACT_SCHEDULER_LOCK_KEY, createContractScheduler } from './scheduler';
import { createContractRepository } from './repository';
import { createContractService } from './service';

/**
 * Contracts on their dates (issue 47 item 3; spec 03 §4 "Contracts"): the scheduler's tick activates, expires and
 * ends contracts when their dates come, with nobody reading them, on the sandbox clock that payments are dated by,
 * and tells both parties then. Time passes by the test's clock (the sandbox clock's base) or by `/sandbox/clock`.
 */

// Each test signs contracts through their pages and moves time: more than jest's 5 s on a busy machine.
jest.setTimeout(60_000);

const DAY_MS = 24 * 60 * 60 * 1000;
const { alpha, beta } = CONTRACT_DEMO;

describe.each(SANDBOX_DATABASES)('the contract scheduler on %s', (database) => {
  const time = new ManualClock();
  const sandbox = useSandbox({ database, clock: time });
  const db = () => sandbox.database.db;
  const scheduler = () => sandbox.app.contractScheduler;

  const path = (name: keyof typeof CONTRACT_PATHS, id?: number) =>
    `${CONTRACT_SERVICE_PATH}${CONTRACT_PATHS[name].replace(':id', String(id ?? ''))}`;

  /** Signed in afresh each time: moving the test's clock by days expires every access token. */
  async function call(email: string, method: 'GET' | 'POST' | 'PUT', url: string, payload: object = {}) {
    const { accessToken } = await signIn(sandbox.app, email);
    return sandbox.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${accessToken}` },
      ...(method === 'GET' ? {} : { payload }),
    });
  }

  /** The sandbox clock's day (its base, the test's clock, plus what `/sandbox/clock` added). */
  async function sandboxDay(offsetDays = 0): Promise<string> {
    const answer = await sandbox.app.inject({ method: 'GET', url: '/sandbox/clock' });
    const now = Date.parse(answer.json<{ now: string }>().now);
    return new Date(now + offsetDays * DAY_MS).toISOString().slice(0, 10);
  }

  const postPage = (url: string, fields: Record<string, string>) =>
    sandbox.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  async function signByPage(email: string, id: number, signerName: string) {
    const link = await call(email, 'GET', path('signUrl', id));
    expect(link.statusCode).toBe(200);
    const signed = await postPage(new URL(link.json().signUrl).pathname, { decision: 'sign', signerName });
    expect(signed.statusCode).toBe(200);
  }

  /** Alpha (the payer) and Beta sign a contract from `activeFrom`, Alpha identified first: SIGNED, or ACTIVE. */
  async function signedContract(activeFrom: string): Promise<number> {
    const created = await call(alpha.email, 'PUT', path('contracts'), {
      companyId: beta.customerId,
      senderId: alpha.customerId,
      senderObligations: ['Pay the share'],
      beneficiaryId: beta.customerId,
      beneficiaryObligations: ['Promote the tools'],
      activeFrom,
      percentage: '10',
    });
    expect(created.statusCode).toBe(200);
    const { id } = created.json<SmartContract>();
    const started = await call(alpha.email, 'POST', path('signerIdentification'), { contractId: id });
    const token = new URL(started.json().url).pathname.split('/').pop()!;
    const identified = await call(alpha.email, 'POST', path('identificationPush', id), {
      status: 'SUCCESS',
      token,
    });
    expect(identified.statusCode).toBe(200);
    await signByPage(beta.email, id, 'Bruno Barbu');
    await signByPage(alpha.email, id, 'Alice Alder');
    return id;
  }

  /** The contract's row as stored: read without the contract service, which applies due moves itself. */
  async function stored(id: number) {
    const [row] = await db().select().from(smartContracts).where(eq(smartContracts.id, id));
    return row!;
  }

  async function notificationsAbout(customerId: number, contractId: number) {
    const rows = await db()
      .select()
      .from(customerNotifications)
      .where(eq(customerNotifications.customerId, customerId));
    return rows
      .filter((row) => row.params.contractId === contractId)
      .map((row) => ({ type: row.type, severity: row.severity, text: row.text }));
  }

  async function eventsOf(id: number, type: ContractEventType) {
    return db()
      .select()
      .from(smartContractEvents)
      .where(and(eq(smartContractEvents.contractId, id), eq(smartContractEvents.type, type)));
  }

  /** Tina pays Alpha 100 EUR (no approval: executed at once); answers the payment's journal. */
  async function payAlpha(): Promise<number> {
    const pay = await sessionOf(sandbox.app, TRANSFER_DEMO.tina.email);
    const answer = await pay('transferP2p', {
      accountId: TRANSFER_DEMO.tina.eur,
      amount: '100',
      currency: 'EUR',
      toEmail: alpha.email,
    });
    expect(answer).toMatchObject({ responseCode: '00' });
    return answer.transactionId as number;
  }

  async function splitOf(journalId: number) {
    const [split] = await db()
      .select()
      .from(smartContractSplits)
      .where(eq(smartContractSplits.incomingJournalId, journalId));
    return split;
  }

  it('a future activeFrom: no split before it; on the day the tick activates it unread, tells both, and a payment is split', async () => {
    const id = await signedContract(await sandboxDay(2));
    expect((await stored(id)).status).toBe('SIGNED');
    const early = await payAlpha();
    expect(await splitOf(early)).toBeUndefined();

    // The day before: nothing due. Then activeFrom comes, and nobody opens the contract.
    time.advance(DAY_MS);
    await scheduler().tick();
    expect((await stored(id)).status).toBe('SIGNED');
    time.advance(DAY_MS);
    const tick = await scheduler().tick();

    expect(tick.ran).toBe(true);
    expect(tick.moved).toBeGreaterThanOrEqual(1);
    expect((await stored(id)).status).toBe('ACTIVE');
    expect(await eventsOf(id, 'activate')).toHaveLength(1);
    expect(await notificationsAbout(alpha.customerId, id)).toContainEqual({
      type: 'scContractSigned',
      severity: 'success',
      text: `Smart contract ${id} with Beta Media SRL is active from today.`,
    });
    expect(await notificationsAbout(beta.customerId, id)).toContainEqual({
      type: 'scContractSigned',
      severity: 'success',
      text: `Smart contract ${id} with Alpha Tools Ltd is active from today.`,
    });
    const paid = await payAlpha();
    const split = await splitOf(paid);
    expect(split).toMatchObject({ contractId: id, currency: 'EUR' });
    expect(split!.amount).toMatch(/^10\.0*$/);
    // A second tick finds nothing more to do for it: one move, one notification each.
    await scheduler().tick();
    expect(await eventsOf(id, 'activate')).toHaveLength(1);
    expect(
      (await notificationsAbout(beta.customerId, id)).filter((n) => n.text.endsWith('active from today.')),
    ).toHaveLength(1);
  });

  it('a contract not signed by both in 30 days expires at the tick, and both parties are told', async () => {
    const created = await call(alpha.email, 'PUT', path('contracts'), {
      companyId: beta.customerId,
      senderId: alpha.customerId,
      senderObligations: ['Pay the share'],
      beneficiaryId: beta.customerId,
      beneficiaryObligations: ['Promote the tools'],
      activeFrom: await sandboxDay(1),
      percentage: '10',
    });
    const { id } = created.json<SmartContract>();
    await signByPage(beta.email, id, 'Bruno Barbu');

    time.advance(29 * DAY_MS);
    await scheduler().tick();
    expect((await stored(id)).status).toBe('WAITING');
    time.advance(DAY_MS);
    await scheduler().tick();

    expect((await stored(id)).status).toBe('EXPIRED');
    expect(await eventsOf(id, 'expire')).toHaveLength(1);
    const expired = (company: string) => ({
      type: 'scContractCancelled',
      severity: 'warning',
      text: `Smart contract ${id} with ${company} has expired: it was not signed by both within 30 days.`,
    });
    expect(await notificationsAbout(alpha.customerId, id)).toContainEqual(expired('Beta Media SRL'));
    expect(await notificationsAbout(beta.customerId, id)).toContainEqual(expired('Alpha Tools Ltd'));
  });

  it('a termination takes effect the day after activeTo, at the tick: split until then, told to both, no split after', async () => {
    const id = await signedContract(await sandboxDay());
    expect((await stored(id)).status).toBe('ACTIVE');
    const terminating = await call(beta.email, 'POST', path('terminate', id), { note: 'Season over' });
    expect(terminating.json()).toMatchObject({ status: 'TERMINATING' });
    const { activeTo } = await stored(id);
    expect(activeTo).toBe(await sandboxDay(30));

    // activeTo is the contract's last day: it still splits then.
    time.advance(30 * DAY_MS);
    await scheduler().tick();
    expect((await stored(id)).status).toBe('TERMINATING');
    expect(await splitOf(await payAlpha())).toMatchObject({ contractId: id });
    time.advance(DAY_MS);
    const tick = await scheduler().tick();

    expect(tick.moved).toBeGreaterThanOrEqual(1);
    expect((await stored(id)).status).toBe('TERMINATED');
    expect(await eventsOf(id, 'terminationEffective')).toHaveLength(1);
    const ended = (company: string) => ({
      type: 'scContractTerminated',
      severity: 'warning',
      text: `Smart contract ${id} with ${company} has ended: its termination took effect.`,
    });
    expect(await notificationsAbout(alpha.customerId, id)).toContainEqual(ended('Beta Media SRL'));
    expect(await notificationsAbout(beta.customerId, id)).toContainEqual(ended('Alpha Tools Ltd'));
    expect(await splitOf(await payAlpha())).toBeUndefined();
  });

  it('/sandbox/clock moves payments and contracts alike: the tool applies what fell due, and so does the tick after another instance’s move', async () => {
    const first = await signedContract(await sandboxDay(3));
    const moved = await sandbox.app.inject({ method: 'POST', url: '/sandbox/clock', payload: { days: 3 } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().contractMoves).toBeGreaterThanOrEqual(1);
    expect((await stored(first)).status).toBe('ACTIVE');
    // The payment is dated by the same clock, so the contract the clock made active splits it.
    const paid = await payAlpha();
    expect(await splitOf(paid)).toMatchObject({ contractId: first });

    // Another instance moves the clock (the offset is the database's): this instance's next tick follows it.
    await call(alpha.email, 'POST', path('terminateNow', first));
    const second = await signedContract(await sandboxDay(2));
    await createDatabaseClockStore(db()).add(2 * DAY_MS);
    expect((await stored(second)).status).toBe('SIGNED');
    await scheduler().tick();
    expect((await stored(second)).status).toBe('ACTIVE');
    expect(await notificationsAbout(beta.customerId, second)).toContainEqual(
      expect.objectContaining({
        text: `Smart contract ${second} with Alpha Tools Ltd is active from today.`,
      }),
    );
  });

  if (database === 'postgres') {
    it('one instance ticks at a time: a tick finds the advisory lock held and skips; two schedulers at once move each contract once', async () => {
      const id = await signedContract(await sandboxDay(1));
      time.advance(DAY_MS);

      // Another instance's tick holds the lock: this one skips and leaves the contract to it.
      await db().transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${CONTRACT_SCHEDULER_LOCK_KEY})`);
        expect(await scheduler().tick()).toEqual({ ran: false, moved: 0 });
      });
      expect((await stored(id)).status).toBe('SIGNED');

      // A second instance over the same database: its own service, clock and scheduler.
      const notifications = createNotificationService({ db: db(), live: sandbox.app.live, clock: time });
      const clock = createSandboxClock(time, createDatabaseClockStore(db()));
      const repository = createContractRepository(db());
      const other = createContractScheduler({
        repository,
        clock,
        contracts: createContractService({
          repository,
          clock,
          notifications,
          sandboxOrigin: 'http://localhost',
        }),
        logError: (message, error) => {
          throw new Error(`${message}: ${String(error)}`);
        },
      });
      const ticks = await Promise.all([scheduler().tick(), other.tick(), scheduler().tick(), other.tick()]);

      expect(ticks.some((tick) => tick.ran)).toBe(true);
      expect((await stored(id)).status).toBe('ACTIVE');
      expect(await eventsOf(id, 'activate')).toHaveLength(1);
      for (const party of [alpha.customerId, beta.customerId])
        expect(
          (await notificationsAbout(party, id)).filter((n) => n.text.endsWith('active from today.')),
        ).toHaveLength(1);
    });
  }
});
