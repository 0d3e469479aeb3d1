import {
  RESPONSE_CODES,
  type BeneficiariesRequest,
  type BeneficiariesResponse,
  type Beneficiary,
  type RecentTransfer,
  type RecentTransferDetails,
  type RecentTransfersRequest,
  type RecentTransfersResponse,
  type TransferType,
} from '@portal/api/catalogue';
import { methodError } from '../../../platform/http/errors';
import type { TransferServiceDeps } from '../../../money/engine/between-accounts';
import { formatAmount } from '../../../money/fees';
import type { OperationRecord } from '../../../money/engine/repository';

/** Beneficiaries and recent transfers (spec 02 §3 "Transfer entities", §7 "Exchange and recent transfers"). */

/** spec 02 §7: the recent list's kinds; the external variant has interac in place of p2p. */
const RECENT_TYPES: readonly TransferType[] = ['eft', 'wire', 'oct', 'p2p', 'crypto_eft', 'instant_payment'];
const RECENT_EXTERNAL_TYPES: readonly TransferType[] = [
  'eft',
  'wire',
  'oct',
  'interac',
  'crypto_eft',
  'instant_payment',
];
const DEFAULT_RECENT_LIMIT = 10;
/** spec 02 §3: wireStatus or eftStatus 1 or 2 is valid. */
const VALID_TEMPLATE_STATUSES = [1, 2];

/** A template is invalid when its wire or eft check did not pass. */
export function isTemplateInvalid(template: Pick<Beneficiary, 'wireStatus' | 'eftStatus'>): boolean {
  const statuses = [template.wireStatus, template.eftStatus].filter((status) => status !== undefined);
  return statuses.some((status) => !VALID_TEMPLATE_STATUSES.includes(status));
}

/** Card numbers and IBANs are shown masked (spec 02 §5: the mask threshold is 16 characters). */
export function maskPayee(payee: string): string {
  const compact = payee.replace(/\s+/g, '');
  if (/^\d{12,19}$/.test(compact)) return `${compact.slice(0, 6)}******${compact.slice(-4)}`;
  if (/^[A-Z]{2}\d{2}[A-Z0-9]{12,30}$/.test(compact))
    return `${compact.slice(0, 4)} •••• ${compact.slice(-4)}`;
  return payee;
}

const EMAIL_PAYEE_TYPES: readonly TransferType[] = ['p2p', 'interac'];

/** Names compared loosely: case and runs of spaces do not matter. */
const looseName = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/**
 * Whether a transfer went to the customer themself, `own` in the recent list (ours; spec 02 §7 names the
 * permission only). Between own accounts always; otherwise when the credited customer is this one (p2p), the
 * payee e-mail is one of this customer's users (interac), the payee name is the customer's name (an external
 * transfer to one's own account elsewhere), or a template of the kind holding the payee is flagged
 * `own: 'true'` in its details.
 */
function isOwnPayee(
  operation: OperationRecord,
  customerId: number,
  customerName: string,
  ownEmails: ReadonlySet<string>,
  templates: readonly Beneficiary[],
): boolean {
  if (operation.type === 'betweenAccounts' || operation.plan.creditedCustomerId === customerId) return true;
  if (ownEmails.has(operation.payee.toLowerCase())) return true;
  if (customerName !== '' && looseName(operation.payeeName) === looseName(customerName)) return true;
  return templates.some(
    (template) =>
      template.type === operation.type &&
      template.details.own === 'true' &&
      Object.values(template.details).includes(operation.payee),
  );
}

export function createRecentTransfersService({ repository }: Pick<TransferServiceDeps, 'repository'>) {
  return {
    async getBeneficiaries(
      customerId: number,
      request: BeneficiariesRequest,
    ): Promise<BeneficiariesResponse> {
      const [beneficiaries, externalCards] = await Promise.all([
        repository.templates(customerId, request.type),
        repository.externalCards(customerId),
      ]);
      return { beneficiaries, externalCards };
    },

    /**
     * Recent transfers: the customer's executed operations, newest first, one per payee. Disabled ones (a
     * blacklisted payee, or a template whose check failed) are hidden (spec 02 §5).
     */
    async getRecentTransfers(
      customerId: number,
      request: RecentTransfersRequest,
    ): Promise<RecentTransfersResponse> {
      const types = request.types?.length
        ? request.types
        : request.external
          ? RECENT_EXTERNAL_TYPES
          : RECENT_TYPES;
      const limit = request.limit ?? DEFAULT_RECENT_LIMIT;
      // Enough rows to fill the list after repeats of a payee are dropped.
      const operations = await repository.executedOperations(customerId, types, limit * 10);
      const templates = await repository.templates(customerId);
      const emails = operations
        .filter((operation) => EMAIL_PAYEE_TYPES.includes(operation.type))
        .map((operation) => operation.payee);
      const [blacklisted, customerName, payeeUsers] = await Promise.all([
        repository.blacklistedAmong(customerId, [...new Set(emails)]),
        repository.customerName(customerId),
        Promise.all([...new Set(emails)].map((email) => repository.userByEmail(email.toLowerCase()))),
      ]);
      const ownEmails = new Set(
        payeeUsers.flatMap((user) => (user?.customerId === customerId ? [user.email.toLowerCase()] : [])),
      );
      const seen = new Set<string>();
      const transfers: RecentTransfer[] = [];
      for (const operation of operations) {
        const key = `${operation.type}|${operation.payee}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const permission = isOwnPayee(operation, customerId, customerName, ownEmails, templates)
          ? 'own'
          : '3d';
        if (request.permission && permission !== request.permission) continue;
        const isDisabled =
          blacklisted.has(operation.payee) ||
          templates.some(
            (template) =>
              template.type === operation.type &&
              Object.values(template.details).includes(operation.payee) &&
              isTemplateInvalid(template),
          );
        if (isDisabled) continue;
        transfers.push(toRecent(operation, permission));
        if (transfers.length >= limit) break;
      }
      return { transfers };
    },

    /** What a repeat of a recent transfer needs (spec 02 §3 "Transaction detail"). */
    async getRecentTransferDetails(
      customerId: number,
      transactionId: number,
    ): Promise<RecentTransferDetails> {
      const operation = await repository.operationByJournal(customerId, transactionId);
      // Another customer's or none: ENOA for both, as journal ids are sequential (spec 01 §8, issue 12).
      if (!operation) throw methodError(RESPONSE_CODES.noAccess, 'No access');
      return {
        type: operation.type,
        // The sandbox keeps no address checks or requirements: a recent payee can always be paid again.
        isCustomerAddressDateValid: true,
        hasRequirements: false,
        isExtraParamsValid: true,
        isCustomerAddressMatchesActive: true,
        details: {
          ...operation.plan.details,
          accountId: String(operation.fromAccountId),
          amount: formatAmount(operation.amount, operation.currencyCode),
          currency: operation.currencyCode,
        },
      };
    },
  };
}

function toRecent(operation: OperationRecord, permission: RecentTransfer['permission']): RecentTransfer {
  return {
    transactionId: operation.journalId ?? 0,
    type: operation.type,
    permission,
    isDisabled: false,
    createdAt: operation.createdAt.toISOString(),
    amount: formatAmount(operation.amount, operation.currencyCode),
    currencyCode: operation.currencyCode,
    payeeName: operation.payeeName,
    payee: maskPayee(operation.payee),
    ...(operation.plan.countryCode ? { countryCode: operation.plan.countryCode } : {}),
  };
}

export type RecentTransfersService = ReturnType<typeof createRecentTransfersService>;
