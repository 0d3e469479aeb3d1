import {
  ACCOUNT_TYPES,
  RESPONSE_CODES,
  type AddCurrencyResponse,
  type BalanceInquiryResponse,
  type CreateReceiveLinkRequest,
  type CreateReceiveLinkResponse,
  type CreateWalletResponse,
  type PaymentInstructionsResponse,
  type ReceiveInfo,
} from '@portal/api/catalogue';
import { methodError } from '../../../platform/http/errors';
import type { Clock } from '../../../platform/clock/clock';
import { randomToken } from '../../../platform/lib/crypto';
import { formatMoney } from '../../../platform/lib/money';
import { invalidField, parseAmount } from '../../../money/amounts';
import { isCryptoCurrency, walletAddress } from '../../../money/bank-details';
import { INSTRUCTION_ACCOUNT_TYPES, type AccountRepository } from './repository';

export const ACCOUNT_TEXTS = {
  receiveLinkNotFound: 'This payment link does not exist',
  noAccess: 'No access',
} as const;

/** Receive-link ids: 16 random bytes, 22 URL-safe characters, not guessable. */
const RECEIVE_LINK_BYTES = 16;
export const RECEIVE_NOTE_MAX = 140;

interface AccountServiceDeps {
  repository: AccountRepository;
  clock: Clock;
}

const notFound = (text: string) => methodError(RESPONSE_CODES.notFound, text);
/**
 * An account or instruction id that is not the customer's: ENOA (spec 01 §8), and the same for one that does not
 * exist, because the ids are sequential and two answers would tell which of them exist (issue 12). A receive link
 * keeps NF: it is public by design and its id is not guessable.
 */
const noAccess = () => methodError(RESPONSE_CODES.noAccess, ACCOUNT_TEXTS.noAccess);

export function createAccountService({ repository, clock }: AccountServiceDeps) {
  return {
    /**
     * Balance inquiry (spec 02 §7): every account of the customer, closed ones and cards included (the client
     * groups them); the sandbox bank's own accounts never.
     */
    async balanceInquiry(customerId: number): Promise<BalanceInquiryResponse> {
      return { accounts: { account: await repository.listByCustomer(customerId) } };
    },

    /** Payment instructions (spec 02 §7): one per payment and receiving account; a new account gets its own. */
    async getPaymentInstructions(customerId: number): Promise<PaymentInstructionsResponse> {
      await repository.ensureInstructions(customerId);
      return { instructions: { instruction: await repository.listInstructions(customerId) } };
    },

    async setInstructionViewed(customerId: number, instructionId: number): Promise<void> {
      if (!(await repository.markInstructionViewed(customerId, instructionId))) throw noAccess();
    },

    /** Add currency (spec 02 §7): a payment account in a bank currency the customer does not hold yet. */
    async addCurrency(customerId: number, currencyCode: string): Promise<AddCurrencyResponse> {
      if (isCryptoCurrency(currencyCode))
        throw invalidField('currencyCode', `${currencyCode} is a crypto currency: create a wallet instead`);
      if ((await repository.currencyMinorUnits(currencyCode)) === null)
        throw invalidField('currencyCode', `${currencyCode} is not a currency we keep accounts in`);
      if (await repository.hasAccount(customerId, ACCOUNT_TYPES.payment, currencyCode))
        throw invalidField('currencyCode', `you already have an account in ${currencyCode}`);
      const accountId = await repository.insertAccount({
        customerId,
        type: ACCOUNT_TYPES.payment,
        currencyCode,
      });
      await repository.ensureInstructions(customerId);
      return { accountId };
    },

    /** Create wallet (spec 02 §7): a crypto payment account; the answer holds its deposit address. */
    async createWallet(customerId: number, currencyCode: string): Promise<CreateWalletResponse> {
      if (!isCryptoCurrency(currencyCode))
        throw invalidField(
          'currencyCode',
          `${currencyCode} is not a crypto currency: add it as a currency instead`,
        );
      if (await repository.hasAccount(customerId, ACCOUNT_TYPES.payment, currencyCode))
        throw invalidField('currencyCode', `you already have a wallet in ${currencyCode}`);
      const address = walletAddress(currencyCode);
      const accountId = await repository.insertAccount({
        customerId,
        type: ACCOUNT_TYPES.payment,
        currencyCode,
        address,
      });
      return { accountId, address };
    },

    /** A public `/receive/{id}` link (spec 02 §2) for one of the customer's accounts, optionally for an amount. */
    async createReceiveLink(
      customerId: number,
      request: CreateReceiveLinkRequest,
    ): Promise<CreateReceiveLinkResponse> {
      const found = await repository.findAccount(customerId, request.accountId);
      if (!found) throw noAccess();
      const { account, minorUnits } = found;
      if (!INSTRUCTION_ACCOUNT_TYPES.includes(account.type) || isCryptoCurrency(account.currencyCode))
        throw invalidField('accountId', 'money cannot be paid into this account by bank transfer');
      const amount =
        request.amount === undefined
          ? undefined
          : parseAmount('amount', request.amount, account.currencyCode, minorUnits);
      const note = request.note?.trim() || undefined;
      if (note !== undefined && note.length > RECEIVE_NOTE_MAX)
        throw invalidField('note', `must be at most ${RECEIVE_NOTE_MAX} characters`);
      await repository.ensureInstructions(customerId);
      const id = randomToken(RECEIVE_LINK_BYTES);
      await repository.insertReceiveLink({
        id,
        customerId,
        accountId: account.accountId,
        amount,
        note,
        created: clock.now(),
      });
      return { id };
    },

    /** The public receive page (spec 02 §2): who is paid, how much, and how to pay by bank or inside the product. */
    async getReceiveInfo(id: string): Promise<ReceiveInfo> {
      const link = await repository.findReceiveLink(id);
      if (!link) throw notFound(ACCOUNT_TEXTS.receiveLinkNotFound);
      await repository.ensureInstructions(link.customerId);
      const [payee, instruction] = await Promise.all([
        repository.payee(link.customerId),
        repository.instructionOfAccount(link.accountId),
      ]);
      if (!payee || !instruction) throw notFound(ACCOUNT_TEXTS.receiveLinkNotFound);
      return {
        id: link.id,
        payeeName: payee.name,
        currencyCode: link.currencyCode,
        ...(link.amount !== null ? { amount: formatMoney(link.amount, link.minorUnits) } : {}),
        ...(link.note !== null ? { note: link.note } : {}),
        p2pEmail: payee.email,
        bankAccountNumber: instruction.bankAccountNumber,
        bankName: instruction.bankName,
        swift: instruction.swift,
        reference: instruction.reference,
        created: link.created.toISOString(),
      };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
