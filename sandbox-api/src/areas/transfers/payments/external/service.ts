import {
  RESPONSE_CODES,
  type AvailableTransfersResponse,
  type BankListResponse,
  type BlockedBinsResponse,
  type CryptoFeeRequest,
  type EftBranchOptionsRequest,
  type EftBranchOptionsResponse,
  type ExternalFeeRequest,
  type ExternalTransferRequest,
  type ExternalTransferType,
  type ExtraParamsRequest,
  type ExtraParamsResponse,
  type FeeResponse,
  type IbanLookupResponse,
  type InstantBanksResponse,
  type InstantKeyInfoRequest,
  type InstantKeyInfoResponse,
  type SubmitResult,
  type SwiftLookupResponse,
} from '@portal/api/catalogue';
import { ibanProblem, isValidBic } from '@portal/api/transfers';
import Decimal from 'decimal.js';
import type { Database } from '../../../../platform/db/client';
import { invalidParameters, methodError } from '../../../../platform/http/errors';
import type { Clock } from '../../../../platform/clock/clock';
import { invalidField, METHOD_INPUT_ERROR_STATUS } from '../../../../money/amounts';
import { systemAccountId, type Posting } from '../../../../money/ledger';
import type { TransferEngine, TransferPlan } from '../../../../money/engine/engine';
import { minorUnitsOf } from '../../../../money/fees';
import {
  availableTransfers,
  CRYPTO_CURRENCIES,
  currenciesFor,
  INSTANT_PAYMENT_COUNTRIES,
} from '../../../../money/payee-countries';
import { bankList, eftBranchOptions, lookUpIban, lookUpSwift } from '../../../../money/banks';
import { cryptoFee, cryptoNetworkOf, networksOf } from '../../../../money/crypto-networks';
import { externalTransferFee } from '../../../../money/external-fees';
import { extraParamsFor } from '../../../../money/payees/extra-params';
import {
  instantBanks,
  instantKeyProblem,
  isInstantKeyType,
  lookUpInstantKey,
} from '../../../../money/payees/instant';
import { PAYOUT_BLOCKED_BINS } from '../../../../money/payout-cards';
import { createExternalRepository, type SourceAccount } from '../../../../money/payees/repository';
import {
  amountProblem,
  ibanReason,
  sourceAccountProblem,
  validateExternalTransfer,
} from '../../../../money/payees/validation';

export const EXTERNAL_TEXTS = {
  noAccess: 'No access',
  noBankWithBic: 'No bank with this BIC',
  noBankWithCode: 'No bank with this code',
  noInstantKey: 'No account has this key',
} as const;

/** Who submits: the acting customer and the signed-in user. */
export interface Submitter {
  customerId: number;
  userId: number;
}

/** Every currency an external kind leaves from, whatever the country. */
function allCurrenciesOf(type: ExternalTransferType): string[] {
  return availableTransfers().find((transfer) => transfer.type === type)?.currencies ?? [];
}

/** The total in the account's minor units, as the p2p fee answers it (`201.00`). */
function feeResponse(amount: string, fee: string, currencyCode: string): FeeResponse {
  return { fee, total: new Decimal(amount).plus(fee).toFixed(minorUnitsOf(currencyCode)) };
}

const journalDescriptions: Readonly<Record<ExternalTransferType, string>> = {
  wire: 'Wire transfer',
  eft: 'Bank transfer',
  oct: 'Card payout',
  crypto_eft: 'Crypto transfer',
  instant_payment: 'PIX instant payment',
  interac: 'Interac e-Transfer',
};

/** Wires and efts wait for the clearing to settle: the money is held (processing) until then. */
const SETTLED_LATER: readonly ExternalTransferType[] = ['wire', 'eft'];

export function createExternalTransferService({
  db,
  engine,
  clock,
}: {
  db: Database;
  engine: TransferEngine;
  clock: Clock;
}) {
  const repository = createExternalRepository(db);

  async function ownAccount(customerId: number, accountId: number): Promise<SourceAccount> {
    const account = await repository.account(customerId, accountId);
    // Another customer's or none: ENOA for both, as account ids are sequential (spec 01 §8, issue 12).
    if (!account) throw methodError(RESPONSE_CODES.noAccess, EXTERNAL_TEXTS.noAccess);
    return account;
  }

  function checkedAmount(account: SourceAccount, amount: string): string {
    const problem = amountProblem(amount, account.currencyCode, account.minorUnits);
    if (problem !== null) throw invalidField('amount', problem);
    return new Decimal(amount).toFixed();
  }

  return {
    /** spec 02 §7 "Available transfers, and available transfers by country". */
    availableTransfers(countryCode?: string): AvailableTransfersResponse {
      return { transfers: availableTransfers(countryCode) };
    },

    /** spec 02 §7 "Extra params (customerType)": the customer's own type when the request gives none. */
    async extraParams(
      customerId: number,
      request: ExtraParamsRequest,
      lang = 'en',
    ): Promise<ExtraParamsResponse> {
      const customerType = request.customerType ?? (await repository.customerType(customerId));
      return { params: extraParamsFor(request.type, request.countryCode, customerType, lang) };
    },

    /** spec 02 §7 "Eft branch options (paramName, countryCode, bankCode)". */
    eftBranchOptions(request: EftBranchOptionsRequest): EftBranchOptionsResponse {
      if (request.paramName !== 'branchCode')
        throw invalidField('paramName', 'only branchCode has options to look up');
      const options = eftBranchOptions(request.countryCode, request.bankCode);
      if (options === null) throw methodError(RESPONSE_CODES.notFound, EXTERNAL_TEXTS.noBankWithCode);
      return { options };
    },

    bankList(countryCode: string): BankListResponse {
      return { banks: bankList(countryCode) };
    },

    /** spec 02 §3 "Bank lookup by SWIFT". */
    lookupSwift(swift: string): SwiftLookupResponse {
      if (!isValidBic(swift.toUpperCase())) throw invalidField('swift', 'not a valid BIC (ISO 9362)');
      const bank = lookUpSwift(swift);
      if (!bank) throw methodError(RESPONSE_CODES.notFound, EXTERNAL_TEXTS.noBankWithBic);
      return bank;
    },

    /** spec 02 §3 "Bank lookup by IBAN". */
    lookupIban(iban: string): IbanLookupResponse {
      const problem = ibanProblem(iban);
      if (problem !== null) throw invalidField('iban', ibanReason(problem, iban));
      return lookUpIban(iban);
    },

    /** spec 02 §7 "Fee by type"; the amount must be over 0 (spec 02 §5: the portal does not even ask otherwise). */
    async externalFee(customerId: number, request: ExternalFeeRequest): Promise<FeeResponse> {
      const account = await ownAccount(customerId, request.accountId);
      const currencies =
        request.countryCode === undefined
          ? allCurrenciesOf(request.type)
          : currenciesFor(request.type, request.countryCode);
      if (currencies.length === 0)
        throw methodError(
          RESPONSE_CODES.transferUnavailable,
          `${request.type} transfers do not reach ${request.countryCode ?? 'any country'}`,
        );
      const problem = sourceAccountProblem(account, request.type, currencies);
      if (problem !== null) throw invalidField('accountId', problem);
      const amount = checkedAmount(account, request.amount);
      return feeResponse(
        amount,
        externalTransferFee(request.type, amount, account.currencyCode),
        account.currencyCode,
      );
    },

    /** spec 02 §7 "Crypto fee": service fee plus the network's, on the coin's default network unless named. */
    async cryptoFee(customerId: number, request: CryptoFeeRequest): Promise<FeeResponse> {
      const account = await ownAccount(customerId, request.accountId);
      const problem = sourceAccountProblem(account, 'crypto_eft', CRYPTO_CURRENCIES);
      if (problem !== null) throw invalidField('accountId', problem);
      const amount = checkedAmount(account, request.amount);
      const carriers = networksOf(account.currencyCode);
      const network = request.network === undefined ? carriers[0] : cryptoNetworkOf(request.network);
      if (!network || !carriers.includes(network))
        throw invalidField(
          'network',
          `${account.currencyCode} is sent on ${carriers.map((carrier) => carrier.code).join(' or ')}`,
        );
      return feeResponse(amount, cryptoFee(amount, account.currencyCode, network), account.currencyCode);
    },

    blockedBins(): BlockedBinsResponse {
      return { bins: [...PAYOUT_BLOCKED_BINS] };
    },

    /** spec 02 §3 "Instant details: instantInfo": the key's format first, then the directory. */
    instantKeyInfo(request: InstantKeyInfoRequest): InstantKeyInfoResponse {
      const lines: string[] = [];
      if (!INSTANT_PAYMENT_COUNTRIES.includes(request.countryCode))
        lines.push(`countryCode: instant payments reach ${INSTANT_PAYMENT_COUNTRIES.join(', ')} only`);
      const type = request.instantKeyType;
      if (!isInstantKeyType(type)) lines.push('instantKeyType: must be one of cpf, email, phone, random');
      else {
        const problem = instantKeyProblem(type, request.instantKey);
        if (problem !== null) lines.push(`instantKey: ${problem}`);
      }
      if (lines.length > 0 || !isInstantKeyType(type))
        throw invalidParameters(lines, METHOD_INPUT_ERROR_STATUS);
      const info = lookUpInstantKey(request.countryCode, type, request.instantKey);
      if (!info) throw methodError(RESPONSE_CODES.notFound, EXTERNAL_TEXTS.noInstantKey);
      return { instantInfo: info };
    },

    instantBanks(countryCode: string): InstantBanksResponse {
      return { banks: instantBanks(countryCode) };
    },

    /**
     * spec 02 §7 "Submit by type": checks everything (one TA1 with every problem, TNA when the kind does not
     * reach the country), prices it, and hands the plan to the engine, which checks the capability, the
     * withdrawal limits and the idempotency key and asks for the approval.
     */
    async transfer(submitter: Submitter, request: ExternalTransferRequest): Promise<SubmitResult> {
      const { customerId, userId } = submitter;
      const account = await ownAccount(customerId, request.accountId);
      const savedCardId = request.details.externalCardId?.trim();
      const savedCard =
        request.type === 'oct' && savedCardId !== undefined && /^\d{1,9}$/.test(savedCardId)
          ? await repository.savedCard(customerId, Number(savedCardId))
          : null;
      const validation = validateExternalTransfer(request, {
        account,
        customerType: await repository.customerType(customerId),
        savedCard,
        today: clock.now(),
      });
      if (!validation.ok) {
        if (validation.unavailable)
          throw methodError(RESPONSE_CODES.transferUnavailable, validation.problems.join('; '));
        throw invalidParameters(validation.problems, METHOD_INPUT_ERROR_STATUS);
      }
      const { payee, payeeName, details, network } = validation.value;
      const currencyCode = account.currencyCode;
      const amount = new Decimal(request.amount).toFixed();
      const fee = externalTransferFee(request.type, amount, currencyCode, network);
      const postings: Posting[] = [
        { accountId: account.id, amount: new Decimal(amount).negated().toFixed(), kind: 'principal' },
        { accountId: systemAccountId('clearing', currencyCode), amount, kind: 'principal' },
      ];
      if (new Decimal(fee).greaterThan(0))
        postings.push(
          { accountId: account.id, amount: new Decimal(fee).negated().toFixed(), kind: 'fee' },
          { accountId: systemAccountId('fees', currencyCode), amount: fee, kind: 'fee' },
        );
      const plan: TransferPlan = {
        type: request.type,
        customerId,
        userId,
        fromAccountId: account.id,
        amount,
        currencyCode,
        fee,
        payee,
        payeeName,
        countryCode: request.countryCode,
        journal: {
          status: SETTLED_LATER.includes(request.type) ? 'processing' : 'completed',
          description: payeeName
            ? `${journalDescriptions[request.type]} to ${payeeName}`
            : journalDescriptions[request.type],
          ...(payeeName ? { counterpartyName: payeeName } : {}),
          ...(request.type === 'interac' ? { counterpartyEmail: payee } : {}),
          ...(request.reference ? { reference: request.reference } : {}),
          postings,
        },
        details: { ...details, countryCode: request.countryCode },
        ...(request.templateName?.trim() ? { templateName: request.templateName.trim() } : {}),
      };
      return engine.submit(plan, {
        ...(request.idempotencyKey !== undefined ? { idempotencyKey: request.idempotencyKey } : {}),
        ...(request.operationId !== undefined ? { operationId: request.operationId } : {}),
      });
    },
  };
}

export type ExternalTransferService = ReturnType<typeof createExternalTransferService>;
