import { createHmac, randomBytes } from 'node:crypto';
import {
  CONTRACT_PAGE_SIZE,
  CONTRACT_SERVICE_PATH,
  CONTRACT_STATUSES,
  ENDED_CONTRACT_STATUSES,
  EXECUTING_CONTRACT_STATUSES,
  PENDING_CONTRACT_STATUSES,
  type ContractList,
  type ContractListMeta,
  type ContractListQuery,
  type ContractStats,
  type ContractStatus,
  type SmartContract,
} from '@portal/api/catalogue';
import { safeEqual } from '../../../platform/lib/crypto';
import { documentLanguage } from '../../../documents/texts';
import { waitsFor } from './machine';
import { createContractCreation } from './creation';
import { createContractIdentification } from './identification';
import { createContractLinks } from './links';
import { createContractMoves } from './moves';
import { createContractNotices, type Pending } from './notices';
import type { ContractServiceOptions } from './options';
import { createContractParties } from './parties';
import { CONTRACT_TEXTS, invalid } from './refusals';
import type { ContractStore } from './repository';
import { createContractSigning } from './signing';
import { createContractViews, machineOf } from './views';

export type { SmartContractRow } from './contract-queries';
export { CONTRACT_TEXTS, ContractServiceError } from './refusals';
export type { ContractPageView } from './links';
export type { ContractServiceOptions, RenderContractPdf } from './options';

/** The PDF link lives this long (less than the pages' links, links.ts). */
const PDF_LINK_TTL_MS = 5 * 60 * 1000;

/**
 * The contract service (spec 03 §7 "Smart contracts"; issue 32): contracts between business customers, every move
 * through the one state machine (`./machine`, `CONTRACT_TRANSITIONS`) in a transaction holding the contract's row,
 * with its event row; the clock's moves (activation, termination taking effect, expiry) applied when they fall due by
 * the scheduler (scheduler.ts, `applyDueMoves`), and by any read or move that comes first; the embedded e-signature
 * and identity check pages; notifications to the other party (to both for the clock's moves).
 */
export function createContractService(options: ContractServiceOptions) {
  const { repository, clock, renderPdf, sandboxOrigin } = options;
  const pdfKey = randomBytes(32);
  const parties = createContractParties(repository);
  const views = createContractViews(repository, parties);
  const notices = createContractNotices(options, parties);
  const moves = createContractMoves(options, notices);
  const links = createContractLinks(options, moves, views);
  const { viewsOf, viewOf } = views;
  const { CLOCK_STATUSES, applyClock, clockDue, readRow, contractRowsOf } = moves;
  const { sendAll } = notices;

  const service = {
    assertOffered: parties.assertOffered,

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

    ...createContractCreation(options, parties, moves, notices, views),
    ...createContractSigning(options, moves, notices, views, links),
    ...createContractIdentification(options, moves, notices, views, links),

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
    async applyDueMoves(tx: ContractStore): Promise<{ moved: number; notify: () => Promise<void> }> {
      const candidates = await tx.clockCandidates(CLOCK_STATUSES);
      const pending: Pending[] = [];
      let moved = 0;
      for (const candidate of candidates.filter(clockDue)) {
        const locked = await tx.lockedContract(candidate.id);
        if (!locked) continue;
        const after = await applyClock(tx, locked, pending);
        if (after.status !== locked.status) moved += 1;
      }
      return { moved, notify: () => sendAll(pending) };
    },
  };

  return service;
}

export type ContractService = ReturnType<typeof createContractService>;
