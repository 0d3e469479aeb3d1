import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import {
  CONTRACTS_REFUSAL_TEXTS,
  CONTRACT_IDENTIFICATION_PAGE_PATH,
  CONTRACT_PAGE_SIZE,
  CONTRACT_SERVICE_PATH,
  CONTRACT_SIGN_PAGE_PATH,
  CONTRACT_SIGNING_WINDOW_DAYS,
  CONTRACT_STATUSES,
  CONTRACT_TERMINATION_NOTICE_DAYS,
  CONTRACT_TRANSITIONS,
  ENDED_CONTRACT_STATUSES,
  EXECUTING_CONTRACT_STATUSES,
  FINAL_CONTRACT_STATUSES,
  PENDING_CONTRACT_STATUSES,
  contractCreateProblems,
  contractsRefusal,
  type CheckSignerResponse,
  type CompanySearchQuery,
  type CompanySearchResponse,
  type ContractCompany,
  type ContractCustomer,
  type ContractEventType,
  type ContractList,
  type ContractListMeta,
  type ContractListQuery,
  type ContractSignUrlResponse,
  type ContractStats,
  type ContractStatus,
  type CreateContractRequest,
  type CustomerLookupResponse,
  type NotificationType,
  type SignerIdentificationResponse,
  type SmartContract,
  type VerifyContractRequest,
  type VerifyContractResponse,
} from '@portal/api/catalogue';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../../platform/db/client';
import { RestRefusal } from '../../../platform/http/errors';
import { customers, users } from '../../../platform/db/tables';
import { smartContractEvents, smartContractLinks, smartContracts } from './tables';
import { randomToken, safeEqual, sha256Hex } from '../../../platform/lib/crypto';
import { documentLanguage } from '../../../platform/documents/texts';
import { isoDate, type Clock } from '../../../platform/clock/clock';
import type { NotificationService } from '../../../platform/notifications/service';
import { executingContractsOf, type SmartContractRow } from './executing';
import {
  actionsFor,
  hasSigned,
  isParty,
  mayMove,
  mayStartIdentification,
  transitionFor,
  TransitionRefused,
  waitsFor,
  type Mover,
} from './machine';

export { executingContractsOf };
export type { SmartContractRow };

const DAY_MS = 24 * 60 * 60 * 1000;
/** The embedded pages' links live this long; the PDF link less. */
const PAGE_LINK_TTL_MS = 30 * 60 * 1000;
const PDF_LINK_TTL_MS = 5 * 60 * 1000;

export const CONTRACT_TEXTS = {
  notFound: 'No such contract.',
  businessOnly: CONTRACTS_REFUSAL_TEXTS.personal,
  notYourCompany: 'senderId: your company must be the payer or the beneficiary',
  counterpartyNotBusiness: 'The other company must be a verified business customer.',
  companyMismatch: 'companyId: must be the other company (the counterparty’s company)',
  unfinished: 'There is already an unfinished contract between these two companies.',
  ownCompany: 'A company cannot make a contract with itself.',
  notPayer: 'Only the paying company passes the identity check.',
  identificationNotNow: 'The identity check is not needed for this contract now.',
  badLink: 'This link is not valid, or it was used already or has expired.',
  unknownEmail: 'No customer has this e-mail.',
  unknownStatus: (value: string) => `statuses: ${value} is not a contract status`,
} as const;

/** A refusal of the contract service (spec 03 §8): 400 with its lines, 403 or 404 with a message. */
export class ContractServiceError extends RestRefusal {}
const notFound = () => new ContractServiceError(404, CONTRACT_TEXTS.notFound);
const refused = (message: string) => new ContractServiceError(403, message);
const invalid = (errors: string[]) => new ContractServiceError(400, 'Invalid parameters', errors);

/** Renders the contract's PDF (S3's `renderContractPdf`, sandbox-api/src/areas/contracts/contracts/contract-document.ts). */
export type RenderContractPdf = (contract: SmartContract, options: { lang?: string }) => Promise<Uint8Array>;

interface Party {
  id: number;
  title: string;
  username: string;
  isBusiness: boolean;
  verified: boolean;
}

/** The English line of each notification, naming the other company (issue 32 item 6). */
const NOTIFICATION_TEXTS: Record<string, (company: string, id: number) => string> = {
  scContractCreated: (company, id) => `${company} sent you smart contract ${id} to sign.`,
  scContractSigned: (company, id) => `${company} signed smart contract ${id}.`,
  scContractRejected: (company, id) => `${company} rejected smart contract ${id}.`,
  scContractCancelled: (company, id) => `${company} cancelled smart contract ${id}.`,
  scContractTerminated: (company, id) => `${company} terminated smart contract ${id}.`,
  scContractTerminationRequest: (company, id) => `${company} asked to terminate smart contract ${id}.`,
  scContractTerminationCancelled: (company, id) =>
    `${company} cancelled the termination of smart contract ${id}.`,
  scContractSignerIdentified: (company, id) =>
    `${company} passed the identity check for smart contract ${id}.`,
  scContractSignerIdentificationLoaded: (company, id) =>
    `${company} started the identity check for smart contract ${id}.`,
  scContractSignerIdentificationFailed: (company, id) =>
    `${company} did not pass the identity check for smart contract ${id}.`,
};

/** The clock's moves (the table's `system` rows that a date makes). */
type ClockEvent = 'activate' | 'expire' | 'terminationEffective';

/**
 * What a clock's move tells both parties, when it is made (issue 47 item 3), each naming the other company. spec 03
 * §3 has no type for an activation or an expiry: each move takes the sc* type nearest to it, so that the portal
 * reloads the contracts and a click opens the contract, and its text says what happened.
 */
const CLOCK_NOTIFICATIONS: Record<
  ClockEvent,
  { type: NotificationType; text: (company: string, id: number) => string }
> = {
  activate: {
    type: 'scContractSigned',
    text: (company, id) => `Smart contract ${id} with ${company} is active from today.`,
  },
  expire: {
    type: 'scContractCancelled',
    text: (company, id) =>
      `Smart contract ${id} with ${company} has expired: it was not signed by both within ${CONTRACT_SIGNING_WINDOW_DAYS} days.`,
  },
  terminationEffective: {
    type: 'scContractTerminated',
    text: (company, id) => `Smart contract ${id} with ${company} has ended: its termination took effect.`,
  },
};

/** Which notification a party's move sends to the other party. */
const MOVE_NOTIFICATIONS: Partial<Record<ContractEventType, NotificationType>> = {
  sign: 'scContractSigned',
  cancel: 'scContractCancelled',
  reject: 'scContractRejected',
  terminate: 'scContractTerminationRequest',
  terminateCancel: 'scContractTerminationCancelled',
  terminateNow: 'scContractTerminated',
  identify: 'scContractSignerIdentified',
  identificationFailed: 'scContractSignerIdentificationFailed',
};

const addDays = (day: string, days: number) =>
  isoDate(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

const otherOf = (row: SmartContractRow, customerId: number) =>
  row.senderId === customerId ? row.beneficiaryId : row.senderId;

/** What a sign page or identification page shows. */
export interface ContractPageView {
  contract: SmartContract;
  /** The party the link acts for, and its company's name. */
  customerId: number;
  partyTitle: string;
  /** The name the sign page prefills (the side's signer name, else the user's). */
  signerName: string;
  clientId: string;
  used: boolean;
}

export interface ContractServiceOptions {
  db: Database;
  clock: Clock;
  notifications: Pick<NotificationService, 'notify'>;
  /** Where the sandbox's pages are (config sandboxOrigins[0]): signUrl, the identification url and the PDF link. */
  sandboxOrigin: string;
  renderPdf?: RenderContractPdf;
}

/**
 * The contract service (spec 03 §7 "Smart contracts"; issue 32): contracts between business customers, every move
 * through the one state machine (`./machine`, `CONTRACT_TRANSITIONS`) in a transaction holding the contract's row,
 * with its event row; the clock's moves (activation, termination taking effect, expiry) applied when they fall due by
 * the scheduler (scheduler.ts, `applyDueMoves`), and by any read or move that comes first; the embedded e-signature
 * and identity check pages; notifications to the other party (to both for the clock's moves).
 */
export function createContractService({
  db,
  clock,
  notifications,
  sandboxOrigin,
  renderPdf,
}: ContractServiceOptions) {
  const pdfKey = randomBytes(32);
  const today = () => isoDate(clock.now());

  // ---- Reading parties --------------------------------------------------------------------------------------

  async function partiesOf(ids: number[]): Promise<Map<number, Party>> {
    const unique = [...new Set(ids)];
    const parties = new Map<number, Party>();
    if (unique.length === 0) return parties;
    const rows = await db
      .select({
        id: customers.id,
        customerType: customers.customerType,
        businessName: customers.businessName,
        verified: customers.verified,
      })
      .from(customers)
      .where(inArray(customers.id, unique));
    const logins = await db
      .select({
        customerId: users.customerId,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(users)
      .where(inArray(users.customerId, unique))
      .orderBy(asc(users.id));
    for (const row of rows) {
      const login = logins.find((user) => user.customerId === row.id);
      parties.set(row.id, {
        id: row.id,
        title: row.businessName ?? (login ? `${login.firstName} ${login.lastName}` : `Customer ${row.id}`),
        username: login?.email ?? '',
        isBusiness: row.customerType === 1,
        verified: row.verified,
      });
    }
    return parties;
  }

  async function party(id: number): Promise<Party | undefined> {
    return (await partiesOf([id])).get(id);
  }

  /**
   * The check of every route (spec 03 §2, §8; issue 47 item 4): contracts are offered to a verified business
   * customer on a brand with the feature on, by the one rule the portal's menu and routes ask too.
   */
  async function assertOffered(customerId: number, contractsEnable: boolean): Promise<Party> {
    const found = await party(customerId);
    const refusal = contractsRefusal({
      contractsEnable,
      customerType: found?.isBusiness ? 1 : 0,
      verified: found?.verified ?? false,
    });
    if (refusal || !found) throw refused(CONTRACTS_REFUSAL_TEXTS[refusal ?? 'personal']);
    return found;
  }

  // ---- The view -----------------------------------------------------------------------------------------------

  const customerOf = (found: Party | undefined, id: number): ContractCustomer => ({
    id,
    username: found?.username ?? '',
    name: found?.title ?? '',
  });
  const companyOf = (found: Party | undefined, id: number): ContractCompany => ({
    id,
    title: found?.title ?? '',
    logo: null,
  });

  async function viewsOf(
    rows: SmartContractRow[],
    viewerId: number,
    withEvents = true,
  ): Promise<SmartContract[]> {
    const parties = await partiesOf(rows.flatMap((row) => [row.senderId, row.beneficiaryId, row.companyId]));
    const events =
      withEvents && rows.length > 0
        ? await db
            .select()
            .from(smartContractEvents)
            .where(
              inArray(
                smartContractEvents.contractId,
                rows.map((row) => row.id),
              ),
            )
            .orderBy(asc(smartContractEvents.at), asc(smartContractEvents.id))
        : [];
    return rows.map((row) => ({
      id: row.id,
      status: row.status as ContractStatus,
      identificationStatus:
        row.senderId === viewerId
          ? (row.identificationStatus as SmartContract['identificationStatus'])
          : null,
      percentage: row.percentage,
      initiatorId: row.initiatorId,
      direction: row.senderId === viewerId ? 'PAY' : 'RECEIVE',
      note: row.note,
      activeFrom: row.activeFrom,
      activeTo: row.activeTo,
      terminateInfo:
        row.terminatedAt && row.terminatedBy !== null
          ? {
              terminatedAt: row.terminatedAt.toISOString(),
              note: row.terminateNote,
              terminatedBy: row.terminatedBy,
            }
          : null,
      updatedAt: row.updatedAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      company: companyOf(parties.get(row.companyId), row.companyId),
      sender: customerOf(parties.get(row.senderId), row.senderId),
      beneficiary: customerOf(parties.get(row.beneficiaryId), row.beneficiaryId),
      senderSignerName: row.senderSignerName,
      beneficiarySignerName: row.beneficiarySignerName,
      senderObligations: row.senderObligations,
      beneficiaryObligations: row.beneficiaryObligations,
      senderSignedAt: row.senderSignedAt?.toISOString() ?? null,
      beneficiarySignedAt: row.beneficiarySignedAt?.toISOString() ?? null,
      events: events
        .filter((event) => event.contractId === row.id)
        .map((event) => ({ type: event.type, at: event.at.toISOString(), by: event.by, note: event.note })),
      actions: actionsFor(machineOf(row), viewerId),
    }));
  }

  const machineOf = (row: SmartContractRow) => ({
    ...row,
    status: row.status as ContractStatus,
    identificationStatus: row.identificationStatus as SmartContract['identificationStatus'] & string,
  });

  // ---- The one move -------------------------------------------------------------------------------------------

  interface Pending {
    to: number;
    type: NotificationType;
    contractId: number;
    about: number;
    /** A clock's move: its text (CLOCK_NOTIFICATIONS) rather than the type's. */
    clockEvent?: ClockEvent;
  }

  /**
   * Makes one move on a locked row: the table decides (TransitionRefused otherwise), the row is updated with the new
   * status and `patch`, and the event is written. Answers the updated row.
   */
  async function applyMove(
    tx: Database,
    row: SmartContractRow,
    event: ContractEventType,
    mover: Mover,
    patch: Partial<typeof smartContracts.$inferInsert> = {},
    note: string | null = null,
  ): Promise<SmartContractRow> {
    const to = transitionFor(machineOf(row), event, mover);
    const at = clock.now();
    const [updated] = await tx
      .update(smartContracts)
      .set({ ...patch, status: to, updatedAt: at })
      .where(eq(smartContracts.id, row.id))
      .returning();
    await tx.insert(smartContractEvents).values({
      contractId: row.id,
      type: event,
      by: mover.kind === 'party' ? mover.customerId : null,
      note,
      at,
    });
    return updated!;
  }

  const SYSTEM: Mover = { kind: 'system' };
  const EXPIRING = CONTRACT_TRANSITIONS.find((row) => row.event === 'expire')!.from;
  /** The statuses a clock's move leaves. */
  const CLOCK_STATUSES: readonly ContractStatus[] = [...EXPIRING, 'SIGNED', 'TERMINATING'];

  /** The clock's move due on this row now, if any. */
  function clockEventOf(row: SmartContractRow): ClockEvent | undefined {
    const status = row.status as ContractStatus;
    if (EXPIRING.includes(status))
      return row.createdAt.getTime() + CONTRACT_SIGNING_WINDOW_DAYS * DAY_MS <= clock.now().getTime()
        ? 'expire'
        : undefined;
    if (status === 'SIGNED') return row.activeFrom <= today() ? 'activate' : undefined;
    // activeTo is the last day the contract executes (executing.ts): it ends the day after.
    if (status === 'TERMINATING')
      return row.activeTo !== null && row.activeTo < today() ? 'terminationEffective' : undefined;
    return undefined;
  }

  /**
   * The clock's moves due on this locked row (the table's `system` rows), applied one after the other; each tells
   * both parties (`pending`, sent once the transaction committed), whoever made it happen: the scheduler's tick, the
   * clock tool, or a read that came first.
   */
  async function applyClock(
    tx: Database,
    start: SmartContractRow,
    pending: Pending[],
  ): Promise<SmartContractRow> {
    let row = start;
    for (let event = clockEventOf(row); event; event = clockEventOf(row)) {
      row = await applyMove(tx, row, event, SYSTEM);
      for (const [to, about] of [
        [row.senderId, row.beneficiaryId],
        [row.beneficiaryId, row.senderId],
      ] as const)
        pending.push({
          to,
          about,
          type: CLOCK_NOTIFICATIONS[event].type,
          contractId: row.id,
          clockEvent: event,
        });
    }
    return row;
  }

  /** Whether the clock has a move due on this row (so a read takes the lock only then). */
  const clockDue = (row: SmartContractRow): boolean => clockEventOf(row) !== undefined;

  async function lockedRow(tx: Database, id: number): Promise<SmartContractRow | undefined> {
    const [row] = await tx.select().from(smartContracts).where(eq(smartContracts.id, id)).for('update');
    return row;
  }

  /**
   * A party's work on one contract in one transaction: the row locked, the clock's due moves made, then `work`
   * (which moves through `applyMove`). A contract not the customer's is as absent as one that does not exist (404);
   * a refused move is a 403 with the table's message. Notifications go out after the commit.
   */
  async function withContract(
    customerId: number,
    contractId: number,
    work: (tx: Database, row: SmartContractRow, pending: Pending[]) => Promise<SmartContractRow>,
  ): Promise<SmartContractRow> {
    const pending: Pending[] = [];
    let result: SmartContractRow;
    try {
      result = await db.transaction(async (tx) => {
        const locked = await lockedRow(tx, contractId);
        if (!locked || !isParty(machineOf(locked), customerId)) throw notFound();
        const row = await applyClock(tx, locked, pending);
        return work(tx, row, pending);
      });
    } catch (error) {
      if (error instanceof TransitionRefused) throw refused(error.message);
      throw error;
    }
    await sendAll(pending);
    return result;
  }

  async function sendAll(pending: Pending[]) {
    if (pending.length === 0) return;
    const parties = await partiesOf(pending.map((item) => item.about));
    for (const item of pending) {
      const company = parties.get(item.about)?.title ?? 'The other company';
      const text = item.clockEvent
        ? CLOCK_NOTIFICATIONS[item.clockEvent].text
        : NOTIFICATION_TEXTS[item.type]!;
      await notifications.notify(item.to, {
        type: item.type,
        params: { contractId: item.contractId },
        text: text(company, item.contractId),
      });
    }
  }

  /** Tells the other party of `row` about what `actor` did. */
  const tell = (
    pending: Pending[],
    row: SmartContractRow,
    actor: number,
    type: NotificationType | undefined,
  ) => {
    if (type) pending.push({ to: otherOf(row, actor), type, contractId: row.id, about: actor });
  };

  /** Reads one contract for a party, the clock's due moves applied first. */
  async function readRow(customerId: number, contractId: number): Promise<SmartContractRow> {
    const [row] = await db.select().from(smartContracts).where(eq(smartContracts.id, contractId));
    if (!row || !isParty(machineOf(row), customerId)) throw notFound();
    if (!clockDue(row)) return row;
    return withContract(customerId, contractId, async (_tx, current) => current);
  }

  /** Every contract of a customer, the clock's due moves applied. */
  async function contractRowsOf(customerId: number): Promise<SmartContractRow[]> {
    const rows = await db
      .select()
      .from(smartContracts)
      .where(or(eq(smartContracts.senderId, customerId), eq(smartContracts.beneficiaryId, customerId)));
    const fresh: SmartContractRow[] = [];
    for (const row of rows)
      fresh.push(
        clockDue(row) ? await withContract(customerId, row.id, async (_tx, current) => current) : row,
      );
    return fresh;
  }

  async function viewOf(customerId: number, row: SmartContractRow): Promise<SmartContract> {
    return (await viewsOf([row], customerId))[0]!;
  }

  // ---- Party moves --------------------------------------------------------------------------------------------

  /** sign (recorded with the signer's name), cancel, reject, terminate, terminateCancel, terminateNow. */
  async function partyMove(
    customerId: number,
    contractId: number,
    event: 'sign' | 'cancel' | 'reject' | 'terminate' | 'terminateCancel' | 'terminateNow',
    details: { note?: string; signerName?: string } = {},
  ): Promise<SmartContract> {
    const row = await withContract(customerId, contractId, async (tx, current, pending) => {
      const mover: Mover = { kind: 'party', customerId };
      const now = clock.now();
      let patch: Partial<typeof smartContracts.$inferInsert> = {};
      if (event === 'sign') {
        const payer = current.senderId === customerId;
        patch = payer
          ? { senderSignedAt: now, ...(details.signerName ? { senderSignerName: details.signerName } : {}) }
          : {
              beneficiarySignedAt: now,
              ...(details.signerName ? { beneficiarySignerName: details.signerName } : {}),
            };
      } else if (event === 'terminate') {
        const activeTo = addDays(today(), CONTRACT_TERMINATION_NOTICE_DAYS);
        patch = {
          activeTo,
          terminatedAt: new Date(`${activeTo}T00:00:00Z`),
          terminateNote: details.note ?? null,
          terminatedBy: customerId,
        };
      } else if (event === 'terminateCancel') {
        patch = { activeTo: null, terminatedAt: null, terminateNote: null, terminatedBy: null };
      } else if (event === 'terminateNow') {
        patch = {
          activeTo: today(),
          terminatedAt: now,
          terminatedBy: customerId,
          ...(details.note !== undefined ? { terminateNote: details.note } : {}),
        };
      }
      let moved = await applyMove(tx, current, event, mover, patch, details.note ?? null);
      tell(pending, moved, customerId, MOVE_NOTIFICATIONS[event]);
      // Signed by both with the payer identified: active at once when its day has come.
      moved = await applyClock(tx, moved, pending);
      return moved;
    });
    return viewOf(customerId, row);
  }

  // ---- Identification -----------------------------------------------------------------------------------------

  /** Marks the payer's check as running (NEW or FAILED to PROCESSING) and tells the other party the page loaded. */
  async function identificationStarted(customerId: number, contractId: number): Promise<SmartContract> {
    const row = await withContract(customerId, contractId, async (tx, current, pending) => {
      if (current.senderId !== customerId) throw refused(CONTRACT_TEXTS.notPayer);
      if (!mayStartIdentification(machineOf(current), customerId))
        throw refused(CONTRACT_TEXTS.identificationNotNow);
      const [updated] = await tx
        .update(smartContracts)
        .set({ identificationStatus: 'PROCESSING', updatedAt: clock.now() })
        .where(eq(smartContracts.id, current.id))
        .returning();
      tell(pending, updated!, customerId, 'scContractSignerIdentificationLoaded');
      return updated!;
    });
    return viewOf(customerId, row);
  }

  /**
   * The identity check's answer for the payer: SUCCESS moves NEED_IDENTIFICATION on (`identify`, then ACTIVE at once
   * when activeFrom has come), FAILED is recorded (`identificationFailed`); earlier, only the check's status is kept
   * (the second signature then leads straight to SIGNED). The other party is told either way.
   */
  async function decideIdentification(
    customerId: number,
    contractId: number,
    status: 'SUCCESS' | 'FAILED',
    tx: Database,
    current: SmartContractRow,
    pending: Pending[],
  ): Promise<SmartContractRow> {
    if (current.senderId !== customerId) throw refused(CONTRACT_TEXTS.notPayer);
    if (!mayStartIdentification(machineOf(current), customerId))
      throw refused(CONTRACT_TEXTS.identificationNotNow);
    let row: SmartContractRow;
    if (current.status === 'NEED_IDENTIFICATION') {
      const event = status === 'SUCCESS' ? 'identify' : 'identificationFailed';
      row = await applyMove(tx, { ...current, identificationStatus: status }, event, SYSTEM, {
        identificationStatus: status,
      });
      row = await applyClock(tx, row, pending);
    } else {
      [row] = (await tx
        .update(smartContracts)
        .set({ identificationStatus: status, updatedAt: clock.now() })
        .where(eq(smartContracts.id, current.id))
        .returning()) as [SmartContractRow];
    }
    tell(
      pending,
      row,
      customerId,
      status === 'SUCCESS' ? 'scContractSignerIdentified' : 'scContractSignerIdentificationFailed',
    );
    void contractId;
    return row;
  }

  // ---- One-time links -----------------------------------------------------------------------------------------

  const linkHash = (token: string) => sha256Hex(`contract-link|${token}`);

  async function createLink(contractId: number, customerId: number, kind: 'sign' | 'identification') {
    const token = randomToken();
    const clientId = `sandbox-contract-${randomUUID()}`;
    await db.insert(smartContractLinks).values({
      contractId,
      customerId,
      kind,
      tokenHash: linkHash(token),
      clientId,
      expiresAt: new Date(clock.now().getTime() + PAGE_LINK_TTL_MS),
    });
    return { token, clientId };
  }

  async function linkOf(token: string, kind: 'sign' | 'identification') {
    const [link] = await db
      .select()
      .from(smartContractLinks)
      .where(and(eq(smartContractLinks.tokenHash, linkHash(token)), eq(smartContractLinks.kind, kind)));
    if (!link || link.expiresAt.getTime() <= clock.now().getTime()) return undefined;
    return link;
  }

  /** Takes a link for its one decision: locked, unused, not expired; marked used in the same transaction. */
  async function useLink(tx: Database, token: string, kind: 'sign' | 'identification') {
    const [link] = await tx
      .select()
      .from(smartContractLinks)
      .where(
        and(
          eq(smartContractLinks.tokenHash, linkHash(token)),
          eq(smartContractLinks.kind, kind),
          isNull(smartContractLinks.usedAt),
        ),
      )
      .for('update');
    if (!link || link.expiresAt.getTime() <= clock.now().getTime())
      throw new ContractServiceError(404, CONTRACT_TEXTS.badLink);
    await tx
      .update(smartContractLinks)
      .set({ usedAt: clock.now() })
      .where(eq(smartContractLinks.id, link.id));
    return link;
  }

  async function pageView(
    token: string,
    kind: 'sign' | 'identification',
  ): Promise<ContractPageView | undefined> {
    const link = await linkOf(token, kind);
    if (!link) return undefined;
    let row: SmartContractRow;
    try {
      row = await readRow(link.customerId, link.contractId);
    } catch (error) {
      if (error instanceof ContractServiceError) return undefined;
      throw error;
    }
    const contract = await viewOf(link.customerId, row);
    const payer = row.senderId === link.customerId;
    const [login] = await db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.customerId, link.customerId))
      .orderBy(asc(users.id))
      .limit(1);
    const sideName = payer ? row.senderSignerName : row.beneficiarySignerName;
    return {
      contract,
      customerId: link.customerId,
      partyTitle: (payer ? contract.sender : contract.beneficiary).name,
      signerName: sideName ?? (login ? `${login.firstName} ${login.lastName}` : ''),
      clientId: link.clientId,
      used: link.usedAt !== null,
    };
  }

  // ---- Creating -----------------------------------------------------------------------------------------------

  async function unfinishedBetween(a: number, b: number): Promise<boolean> {
    const [row] = await db
      .select({ id: smartContracts.id })
      .from(smartContracts)
      .where(
        and(
          or(
            and(eq(smartContracts.senderId, a), eq(smartContracts.beneficiaryId, b)),
            and(eq(smartContracts.senderId, b), eq(smartContracts.beneficiaryId, a)),
          ),
          sql`${smartContracts.status} not in (${sql.join(
            FINAL_CONTRACT_STATUSES.map((status) => sql`${status}`),
            sql`, `,
          )})`,
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** Why this customer may not make a contract with that one (companyId their company), or null. */
  async function counterpartyProblem(customerId: number, counterpartyId: number, companyId: number) {
    if (counterpartyId === customerId) return CONTRACT_TEXTS.ownCompany;
    const other = await party(counterpartyId);
    if (!other?.isBusiness || !other.verified) return CONTRACT_TEXTS.counterpartyNotBusiness;
    if (companyId !== counterpartyId) return CONTRACT_TEXTS.companyMismatch;
    if (await unfinishedBetween(customerId, counterpartyId)) return CONTRACT_TEXTS.unfinished;
    return null;
  }

  const service = {
    assertOffered,

    async list(customerId: number, query: ContractListQuery): Promise<ContractList> {
      const statuses = query.statuses
        ?.split(',')
        .map((value) => value.trim())
        .filter(Boolean);
      const unknown =
        statuses?.filter((value) => !(CONTRACT_STATUSES as readonly string[]).includes(value)) ?? [];
      if (unknown.length > 0) throw invalid(unknown.map(CONTRACT_TEXTS.unknownStatus));
      const rows = await contractRowsOf(customerId);
      const views = await viewsOf(rows, customerId, false);
      const waiting = new Set(
        rows.filter((row) => waitsFor(machineOf(row), customerId, row.terminatedBy)).map((row) => row.id),
      );
      const meta: ContractListMeta = {
        total: views.length,
        requests: waiting.size,
        pending: views.filter((view) => PENDING_CONTRACT_STATUSES.includes(view.status)).length,
        active: views.filter((view) => EXECUTING_CONTRACT_STATUSES.includes(view.status)).length,
        ended: views.filter((view) => ENDED_CONTRACT_STATUSES.includes(view.status)).length,
        pay: views.filter((view) => view.direction === 'PAY').length,
        receive: views.filter((view) => view.direction === 'RECEIVE').length,
      };
      const contains = (text: string, part: string | undefined) =>
        !part || text.toLocaleLowerCase('en').includes(part.trim().toLocaleLowerCase('en'));
      const counterpartyName = (view: SmartContract) =>
        view.direction === 'PAY' ? view.beneficiary.name : view.sender.name;
      let selected = views.filter(
        (view) =>
          (!statuses || statuses.length === 0 || statuses.includes(view.status)) &&
          contains(view.company.title, query.companyName) &&
          contains(counterpartyName(view), query.counterpartyName),
      );
      const dir = query.orderDir === 'ASC' ? 1 : -1;
      const byCreated = (a: SmartContract, b: SmartContract) =>
        a.createdAt === b.createdAt ? a.id - b.id : a.createdAt < b.createdAt ? -1 : 1;
      const orderBy = query.orderBy ?? 'CREATED_AT';
      selected = [...selected].sort((a, b) => {
        if (orderBy === 'COMPANY_NAME') {
          const order = a.company.title.localeCompare(b.company.title, 'en');
          return order !== 0 ? dir * order : dir * byCreated(a, b);
        }
        if (orderBy === 'INCOMING_FIRST') {
          const first = Number(waiting.has(b.id)) - Number(waiting.has(a.id));
          if (first !== 0) return first;
        }
        return dir * byCreated(a, b);
      });
      const pageSize = query.pageSize ?? CONTRACT_PAGE_SIZE;
      const page = query.page ?? 1;
      const slice = selected.slice((page - 1) * pageSize, page * pageSize);
      const withEvents = await viewsOf(
        slice.map((view) => rows.find((row) => row.id === view.id)!),
        customerId,
      );
      return { data: withEvents, meta };
    },

    async get(customerId: number, contractId: number): Promise<SmartContract> {
      return viewOf(customerId, await readRow(customerId, contractId));
    },

    async stats(customerId: number): Promise<ContractStats> {
      const rows = await contractRowsOf(customerId);
      return {
        requests: rows.filter((row) => waitsFor(machineOf(row), customerId, row.terminatedBy)).length,
        active: rows.filter((row) => EXECUTING_CONTRACT_STATUSES.includes(row.status as ContractStatus))
          .length,
      };
    },

    async create(customerId: number, request: CreateContractRequest): Promise<SmartContract> {
      const problems = contractCreateProblems(request, today());
      if (problems.length > 0) throw invalid(problems);
      if (request.senderId !== customerId && request.beneficiaryId !== customerId)
        throw invalid([CONTRACT_TEXTS.notYourCompany]);
      const counterpartyId = request.senderId === customerId ? request.beneficiaryId : request.senderId;
      const problem = await counterpartyProblem(customerId, counterpartyId, request.companyId);
      if (problem) throw invalid([problem]);
      const [next] = await rowsOf<{ id: number }>(db, sql`select nextval('contract_ids')::int as id`);
      const id = Number(next?.id);
      const at = clock.now();
      await db.transaction(async (tx) => {
        await tx.insert(smartContracts).values({
          id: Number(id),
          status: 'UNSIGNED',
          companyId: request.companyId,
          initiatorId: customerId,
          senderId: request.senderId,
          beneficiaryId: request.beneficiaryId,
          senderSignerName: request.senderSignerName?.trim() || null,
          beneficiarySignerName: request.beneficiarySignerName?.trim() || null,
          senderObligations: request.senderObligations.map((item) => item.trim()),
          beneficiaryObligations: request.beneficiaryObligations.map((item) => item.trim()),
          percentage: request.percentage,
          note: request.note?.trim() || null,
          activeFrom: request.activeFrom,
          createdAt: at,
          updatedAt: at,
        });
        await tx
          .insert(smartContractEvents)
          .values({ contractId: Number(id), type: 'create', by: customerId, at });
      });
      await sendAll([
        { to: counterpartyId, type: 'scContractCreated', contractId: Number(id), about: customerId },
      ]);
      return service.get(customerId, Number(id));
    },

    async verify(customerId: number, request: VerifyContractRequest): Promise<VerifyContractResponse> {
      const problem = await counterpartyProblem(customerId, request.counterpartyId, request.companyId);
      return problem ? { isValid: false, message: problem } : { isValid: true };
    },

    async checkSigner(customerId: number, contractId: number): Promise<CheckSignerResponse> {
      const row = await readRow(customerId, contractId);
      const view = await pageViewFor(customerId, row);
      try {
        transitionFor(machineOf(row), 'sign', { kind: 'party', customerId });
        return { canSign: true, signerName: view };
      } catch (error) {
        if (!(error instanceof TransitionRefused)) throw error;
        return { canSign: false, signerName: view, message: error.message };
      }
    },

    cancel: (customerId: number, contractId: number) => partyMove(customerId, contractId, 'cancel'),
    reject: (customerId: number, contractId: number) => partyMove(customerId, contractId, 'reject'),
    terminate: (customerId: number, contractId: number, note?: string) =>
      partyMove(customerId, contractId, 'terminate', { note: note?.trim() || undefined }),
    terminateCancel: (customerId: number, contractId: number) =>
      partyMove(customerId, contractId, 'terminateCancel'),
    terminateNow: (customerId: number, contractId: number) =>
      partyMove(customerId, contractId, 'terminateNow'),

    async signUrl(customerId: number, contractId: number): Promise<ContractSignUrlResponse> {
      const row = await readRow(customerId, contractId);
      try {
        transitionFor(machineOf(row), 'sign', { kind: 'party', customerId });
      } catch (error) {
        if (error instanceof TransitionRefused) throw refused(error.message);
        throw error;
      }
      const { token, clientId } = await createLink(contractId, customerId, 'sign');
      return { signUrl: `${sandboxOrigin}${CONTRACT_SIGN_PAGE_PATH.replace(':token', token)}`, clientId };
    },

    /** The e-signature page's view for its token, or undefined for a link that is not (or no longer) valid. */
    signPageView: (token: string) => pageView(token, 'sign'),

    /** The e-signature page's decision: `sign` signs as the link's party (through the state machine); one use. */
    async signByLink(
      token: string,
      decision: 'sign' | 'decline',
      signerName: string,
    ): Promise<SmartContract> {
      const pending: Pending[] = [];
      let customerId = 0;
      let row: SmartContractRow;
      try {
        row = await db.transaction(async (tx) => {
          const link = await useLink(tx, token, 'sign');
          customerId = link.customerId;
          const locked = await lockedRow(tx, link.contractId);
          if (!locked) throw notFound();
          let current = await applyClock(tx, locked, pending);
          if (decision === 'decline') return current;
          const payer = current.senderId === customerId;
          current = await applyMove(
            tx,
            current,
            'sign',
            { kind: 'party', customerId },
            payer
              ? { senderSignedAt: clock.now(), senderSignerName: signerName }
              : { beneficiarySignedAt: clock.now(), beneficiarySignerName: signerName },
          );
          tell(pending, current, customerId, 'scContractSigned');
          return applyClock(tx, current, pending);
        });
      } catch (error) {
        if (error instanceof TransitionRefused) throw refused(error.message);
        throw error;
      }
      await sendAll(pending);
      return viewOf(customerId, row);
    },

    async startIdentification(customerId: number, contractId: number): Promise<SignerIdentificationResponse> {
      const row = await readRow(customerId, contractId);
      if (row.senderId !== customerId) throw refused(CONTRACT_TEXTS.notPayer);
      if (!mayStartIdentification(machineOf(row), customerId))
        throw refused(CONTRACT_TEXTS.identificationNotNow);
      const { token } = await createLink(contractId, customerId, 'identification');
      return {
        url: `${sandboxOrigin}${CONTRACT_IDENTIFICATION_PAGE_PATH.replace(':token', token)}`,
        identificationStatus:
          row.identificationStatus as SignerIdentificationResponse['identificationStatus'],
      };
    },

    identificationStarted,

    /** The identification page's view; its first opening counts as the check starting (PROCESSING, told). */
    async identificationPageView(token: string): Promise<ContractPageView | undefined> {
      const link = await linkOf(token, 'identification');
      if (!link) return undefined;
      if (link.openedAt === null && link.usedAt === null) {
        await db
          .update(smartContractLinks)
          .set({ openedAt: clock.now() })
          .where(eq(smartContractLinks.id, link.id));
        try {
          const row = await readRow(link.customerId, link.contractId);
          if (
            row.identificationStatus !== 'PROCESSING' &&
            mayStartIdentification(machineOf(row), link.customerId)
          )
            await identificationStarted(link.customerId, link.contractId);
        } catch (error) {
          if (!(error instanceof ContractServiceError)) throw error;
        }
      }
      return pageView(token, 'identification');
    },

    /**
     * `identificationPush` (the page's Pass / Fail, or a signed-in payer's call with the page's token): the link
     * used once, then the decision through `decideIdentification`. `expectedCustomerId`/`contractId` bind a REST call
     * to the caller's contract.
     */
    async identificationPush(
      token: string,
      status: 'SUCCESS' | 'FAILED',
      expected?: { customerId: number; contractId: number },
    ): Promise<SmartContract> {
      const pending: Pending[] = [];
      let customerId = 0;
      let row: SmartContractRow;
      try {
        row = await db.transaction(async (tx) => {
          const link = await useLink(tx, token, 'identification');
          if (
            expected &&
            (link.customerId !== expected.customerId || link.contractId !== expected.contractId)
          )
            throw new ContractServiceError(404, CONTRACT_TEXTS.badLink);
          customerId = link.customerId;
          const locked = await lockedRow(tx, link.contractId);
          if (!locked) throw notFound();
          const current = await applyClock(tx, locked, pending);
          return decideIdentification(customerId, link.contractId, status, tx, current, pending);
        });
      } catch (error) {
        if (error instanceof TransitionRefused) throw refused(error.message);
        throw error;
      }
      await sendAll(pending);
      return viewOf(customerId, row);
    },

    async lookup(email: string): Promise<CustomerLookupResponse> {
      const [row] = await db
        .select({ id: customers.id, customerType: customers.customerType })
        .from(users)
        .innerJoin(customers, eq(customers.id, users.customerId))
        .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
        .limit(1);
      if (!row) throw new ContractServiceError(404, CONTRACT_TEXTS.unknownEmail);
      return { id: row.id, type: row.customerType === 1 ? 'BUSINESS' : 'PERSONAL' };
    },

    /** Verified business customers but the caller, by name; `forCounterpartyCustomerId`: that customer's company. */
    async companies(customerId: number, query: CompanySearchQuery): Promise<CompanySearchResponse> {
      const conditions = [
        eq(customers.customerType, 1),
        eq(customers.verified, true),
        sql`${customers.id} <> ${customerId}`,
        sql`${customers.businessName} is not null`,
      ];
      if (query.forCounterpartyCustomerId !== undefined)
        conditions.push(eq(customers.id, query.forCounterpartyCustomerId));
      const words = query.query?.trim();
      if (words)
        conditions.push(
          sql`${customers.businessName} ilike ${`%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
        );
      const rows = await db
        .select({ id: customers.id, title: customers.businessName })
        .from(customers)
        .where(and(...conditions))
        .orderBy(asc(customers.businessName), asc(customers.id));
      const pageSize = query.pageSize ?? 20;
      const page = query.page ?? 1;
      return {
        total: rows.length,
        data: rows
          .slice((page - 1) * pageSize, page * pageSize)
          .map((row) => ({ id: row.id, title: row.title ?? '', logo: null })),
      };
    },

    /**
     * A short-lived link to the PDF (stateless: an HMAC over the contract, the customer and the expiry), printed in
     * the language the link was asked in (`lang`, as statements are; issue 47 item 10), English without one.
     */
    async pdfUrl(customerId: number, contractId: number, lang?: string): Promise<{ pdfUrl: string }> {
      await readRow(customerId, contractId);
      const expires = clock.now().getTime() + PDF_LINK_TTL_MS;
      const payload = `${contractId}.${customerId}.${expires}`;
      const token = `${customerId}.${expires}.${createHmac('sha256', pdfKey).update(payload).digest('base64url')}`;
      const language = lang === undefined ? '' : `&lang=${documentLanguage(lang)}`;
      return {
        pdfUrl: `${sandboxOrigin}${CONTRACT_SERVICE_PATH}/contract/${contractId}/pdf?token=${encodeURIComponent(token)}${language}`,
      };
    },

    /** The PDF of a link `pdfUrl` made, or undefined for a wrong or old link. */
    async pdf(contractId: number, token: string, lang?: string) {
      const [customer, expires, signature] = token.split('.');
      const customerId = Number(customer);
      const until = Number(expires);
      if (!signature || !Number.isSafeInteger(customerId) || !Number.isSafeInteger(until)) return undefined;
      if (until <= clock.now().getTime()) return undefined;
      const expected = createHmac('sha256', pdfKey)
        .update(`${contractId}.${customerId}.${until}`)
        .digest('base64url');
      if (!safeEqual(signature, expected)) return undefined;
      if (!renderPdf) return null;
      const contract = await service.get(customerId, contractId);
      return { bytes: await renderPdf(contract, { lang }), fileName: `contract-${contractId}.pdf` };
    },

    /**
     * The clock's due moves on every contract, in the caller's transaction (the scheduler's tick, scheduler.ts): each
     * due row locked, in id order, and moved as far as the clock says (a row another transaction moved meanwhile is
     * decided afresh once locked). Answers how many contracts moved, and `notify`, which tells the parties once the
     * transaction committed (and not when it rolled back). Only `tx` is used: PGlite runs one transaction at a time.
     */
    async applyDueMoves(tx: Database): Promise<{ moved: number; notify: () => Promise<void> }> {
      const candidates = await tx
        .select()
        .from(smartContracts)
        .where(inArray(smartContracts.status, [...CLOCK_STATUSES]))
        .orderBy(asc(smartContracts.id));
      const pending: Pending[] = [];
      let moved = 0;
      for (const candidate of candidates.filter(clockDue)) {
        const locked = await lockedRow(tx, candidate.id);
        if (!locked) continue;
        const after = await applyClock(tx, locked, pending);
        if (after.status !== locked.status) moved += 1;
      }
      return { moved, notify: () => sendAll(pending) };
    },
  };

  /** The name the viewer signs as: their side's signer name, else their first user's name. */
  async function pageViewFor(customerId: number, row: SmartContractRow): Promise<string | null> {
    const side = row.senderId === customerId ? row.senderSignerName : row.beneficiarySignerName;
    if (side) return side;
    const [login] = await db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.customerId, customerId))
      .orderBy(asc(users.id))
      .limit(1);
    return login ? `${login.firstName} ${login.lastName}` : null;
  }

  void hasSigned;
  void mayMove;
  return service;
}

export type ContractService = ReturnType<typeof createContractService>;
