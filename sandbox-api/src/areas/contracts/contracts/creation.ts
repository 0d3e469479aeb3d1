import {
  contractCreateProblems,
  type CompanySearchQuery,
  type CompanySearchResponse,
  type CreateContractRequest,
  type CustomerLookupResponse,
  type SmartContract,
  type VerifyContractRequest,
  type VerifyContractResponse,
} from '@portal/api/catalogue';
import type { ContractMoves } from './moves';
import type { ContractNotices } from './notices';
import type { ContractServiceOptions } from './options';
import type { ContractParties } from './parties';
import { CONTRACT_TEXTS, ContractServiceError, invalid } from './refusals';
import type { ContractViews } from './views';

/** New contracts: the counterparty checked, the contract created; the look-ups of customers and companies. */
export function createContractCreation(
  { repository, clock }: Pick<ContractServiceOptions, 'repository' | 'clock'>,
  { party }: Pick<ContractParties, 'party'>,
  { today, readRow }: Pick<ContractMoves, 'today' | 'readRow'>,
  { sendAll }: Pick<ContractNotices, 'sendAll'>,
  { viewOf }: Pick<ContractViews, 'viewOf'>,
) {
  /** Why this customer may not make a contract with that one (companyId their company), or null. */
  async function counterpartyProblem(customerId: number, counterpartyId: number, companyId: number) {
    if (counterpartyId === customerId) return CONTRACT_TEXTS.ownCompany;
    const other = await party(counterpartyId);
    if (!other?.isBusiness || !other.verified) return CONTRACT_TEXTS.counterpartyNotBusiness;
    if (companyId !== counterpartyId) return CONTRACT_TEXTS.companyMismatch;
    if (await repository.unfinishedBetween(customerId, counterpartyId)) return CONTRACT_TEXTS.unfinished;
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
      const id = await repository.nextContractId();
      const at = clock.now();
      await repository.transaction(async (tx) => {
        await tx.insertContract({
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
        await tx.insertEvent({ contractId: Number(id), type: 'create', by: customerId, at });
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
      const customer = await repository.customerByEmail(email);
      if (!customer) throw new ContractServiceError(404, CONTRACT_TEXTS.unknownEmail);
      return customer;
    },

    /** Verified business customers but the caller, by name; `forCounterpartyCustomerId`: that customer's company. */
    async companies(customerId: number, query: CompanySearchQuery): Promise<CompanySearchResponse> {
      const rows = await repository.companies(customerId, query);
      const pageSize = query.pageSize ?? 20;
      const page = query.page ?? 1;
      return {
        total: rows.length,
        data: rows.slice((page - 1) * pageSize, page * pageSize),
      };
    },
  };
}
