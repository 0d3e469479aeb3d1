import {
  FINAL_CONTRACT_STATUSES,
  contractCreateProblems,
  type CompanySearchQuery,
  type CompanySearchResponse,
  type CreateContractRequest,
  type CustomerLookupResponse,
  type SmartContract,
  type VerifyContractRequest,
  type VerifyContractResponse,
} from '@portal/api/catalogue';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import { rowsOf } from '../../../platform/db/client';
import { customers, users } from '../../../platform/db/tables';
import { smartContractEvents, smartContracts } from './tables';
import type { ContractMoves } from './moves';
import type { ContractNotices } from './notices';
import type { ContractServiceOptions } from './options';
import type { ContractParties } from './parties';
import { CONTRACT_TEXTS, ContractServiceError, invalid } from './refusals';
import type { ContractViews } from './views';

/** New contracts: the counterparty checked, the contract created; the look-ups of customers and companies. */
export function createContractCreation(
  { db, clock }: Pick<ContractServiceOptions, 'db' | 'clock'>,
  { party }: Pick<ContractParties, 'party'>,
  { today, readRow }: Pick<ContractMoves, 'today' | 'readRow'>,
  { sendAll }: Pick<ContractNotices, 'sendAll'>,
  { viewOf }: Pick<ContractViews, 'viewOf'>,
) {
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

  return {
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
      return viewOf(customerId, await readRow(customerId, Number(id)));
    },

    async verify(customerId: number, request: VerifyContractRequest): Promise<VerifyContractResponse> {
      const problem = await counterpartyProblem(customerId, request.counterpartyId, request.companyId);
      return problem ? { isValid: false, message: problem } : { isValid: true };
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
  };
}
