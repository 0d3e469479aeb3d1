import { createHash, randomInt } from 'node:crypto';
import {
  ACCOUNT_TYPES,
  ADDRESS_STATUS,
  CARD_DOCUMENT_MAX_BYTES,
  CARD_STATUS,
  DOCUMENT_STATUS,
  DOCUMENT_TYPE_88_COUNTRIES,
  RESPONSE_CODES,
  type AddCardRequest,
  type AddCardResponse,
  type AddressInquiryResponse,
  type AddressReplacementRequest,
  type AddressReplacementResponse,
  type ApplyCardInfoResponse,
  type ApplyForCardRequest,
  type ApplyForCardResponse,
  type CardActionResponse,
  type CardActivationData,
  type CardActivationRequest,
  type CardActivationResponse,
  type CardApplyFees,
  type CardBinInfo,
  type CardDetails,
  type CardDocument,
  type CardDocumentsResponse,
  type CardEnrollmentResponse,
  type CardLoadRequest,
  type CardLoadResponse,
  type CardRequirement,
  type ChangePinRequest,
  type CrossPlatformRequirementsResponse,
  type ExternalCard,
  type ExternalCardsResponse,
  type ShowPinResponse,
  type StatesResponse,
  type UploadCardDocumentRequest,
} from '@portal/api/catalogue';
import {
  binOf,
  documentSides,
  isCardAccount,
  isCardActionAvailable,
  type CardAction,
} from '@portal/api/cards';
import Decimal from 'decimal.js';
import { ApiError, invalidParameters, methodError } from '../../../platform/http/errors';
import type { Clock } from '../../../platform/clock/clock';
import { maskPhone } from '../../../platform/lib/mask';
import { COUNTRIES } from '../../../platform/db/reference-data';
import { invalidField, METHOD_INPUT_ERROR_STATUS, parseAmount } from '../../../money/amounts';
import { SANDBOX_BANK } from '../../../money/bank-details';
import type { OutboxSender } from '../../../platform/outbox';
import { systemAccountId } from '../../../money/ledger';
import type { LivePublisher } from '../../../platform/live/service';
import { ACTIVATION_EXTRA_PARAMS, extraParamViolations } from './activation';
import { passesLuhn } from '@portal/api/cards';
import { blockedBinReason, brandOf, lookUpBin } from './bins';
import { newPin, pinRuleViolations } from './pin';
import {
  applyFees,
  availableCard,
  cardProduct,
  newCardNumber,
  newCvv,
  productsFor,
  SHIPPING,
  shippingOptions,
  validityYears,
  type CardProduct,
} from './products';
import type { CardQueries, CardRepository, StoredCard } from './repository';
import { statesOf } from './states';

const S = CARD_STATUS;

export const CARD_TEXTS = {
  cardNotFound: 'Card not found',
  accountNotFound: 'Account not found',
  noAccess: 'No access',
  pinNotSet: 'No PIN is set for this card',
  success: 'Success',
} as const;

/** How each card action reads in a refusal (spec 02 §4 "Card actions"). */
const ACTION_NAMES: Record<CardAction, string> = {
  balance: 'The balance',
  transactionHistory: 'The history',
  cardBlock: 'Blocking',
  changePin: 'Changing the PIN',
  showPin: 'Showing the PIN',
  editName: 'Renaming',
  cardDetails: 'The card details',
  loadCard: 'Loading',
  enrollment: 'Enrollment for online payments',
  pause: 'Pausing',
  unPause: 'Unpausing',
  activate: 'Activation',
  reissue: 'Reissue',
  upgradeShipping: 'Express shipping',
  documents: 'Uploading documents',
};

/** Ours (the spec is silent): the verification charge of a new external card is in EUR, 0.01 to 0.99. */
const VERIFICATION_CURRENCY = 'EUR';
/** Wrong verification amounts allowed before the external card fails. */
export const EXTERNAL_CARD_ATTEMPTS = 3;
/** Cards are valid for at most this many years; a later expiry is a typing mistake. */
const MAX_CARD_YEARS = 20;
export const CARD_ALIAS_MAX = 30;
/** The file kinds a document may be, with the first bytes each file of the kind starts with. */
const DOCUMENT_SIGNATURES: Readonly<Record<string, { bytes: number[]; kind: string }>> = {
  'image/jpeg': { bytes: [0xff, 0xd8, 0xff], kind: 'a JPEG image' },
  'image/png': { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], kind: 'a PNG image' },
  'application/pdf': { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], kind: 'a PDF document' },
};
export const DOCUMENT_CONTENT_TYPES = Object.keys(DOCUMENT_SIGNATURES);
/** Statuses after which a document needs uploading again (spec 02 §3 "Document statuses"). */
const DOCUMENT_REDO: readonly number[] = [
  DOCUMENT_STATUS.canceled,
  DOCUMENT_STATUS.deleted,
  DOCUMENT_STATUS.rejected,
  DOCUMENT_STATUS.expired,
  DOCUMENT_STATUS.nameMismatch,
];
/** Card and reissue statuses of a card not yet in the holder's hands, by what a move does to it. */
const BEING_PRODUCED: readonly number[] = [S.submitted, S.printing, S.printed];

interface CardServiceDeps {
  repository: CardRepository;
  outbox: OutboxSender;
  live: LivePublisher;
  clock: Clock;
}

const ok = (): CardActionResponse => ({
  responseCode: RESPONSE_CODES.success,
  responseDescription: CARD_TEXTS.success,
});
const notFound = (text: string) => methodError(RESPONSE_CODES.notFound, text);
/**
 * A card, account, address or external card that is not the customer's: ENOA (spec 01 §8), and the same for one
 * that does not exist, because the ids are sequential and two answers would tell which of them exist (issue 12).
 */
const noAccess = () => methodError(RESPONSE_CODES.noAccess, CARD_TEXTS.noAccess);
const invalid = (lines: string[]) => invalidParameters(lines, METHOD_INPUT_ERROR_STATUS);
const negate = (amount: string) => new Decimal(amount).negated().toFixed();

/** The decoded bytes of a base64 text, or null when it is not base64. */
export function decodeBase64(content: string): Buffer | null {
  if (content.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(content)) return null;
  return Buffer.from(content, 'base64');
}

/**
 * The `content` problems of an uploaded document: base64, not empty, at most `maxBytes` decoded, and really of
 * the declared type (its first bytes), so a renamed file is not taken for an image.
 */
export function documentContentViolations(
  content: string,
  contentType: string,
  maxBytes = CARD_DOCUMENT_MAX_BYTES,
): { lines: string[]; bytes: Buffer | null } {
  const bytes = decodeBase64(content);
  if (!bytes) return { lines: ['content: is not base64'], bytes: null };
  if (bytes.length === 0) return { lines: ['content: the file is empty'], bytes };
  if (bytes.length > maxBytes)
    return { lines: [`content: the file is larger than ${maxBytes / 1_000_000} MB`], bytes };
  const signature = DOCUMENT_SIGNATURES[contentType];
  if (!signature) return { lines: ['contentType: must be image/jpeg, image/png or application/pdf'], bytes };
  if (!signature.bytes.every((byte, index) => bytes[index] === byte))
    return { lines: [`content: is not ${signature.kind}`], bytes };
  return { lines: [], bytes };
}

export function createCardService({ repository, outbox, live, clock }: CardServiceDeps) {
  async function ownCard(repo: CardQueries, customerId: number, accountId: number): Promise<StoredCard> {
    const card = await repo.findCard(customerId, accountId);
    if (card) return card;
    // The customer's own account that is no card says nothing about anyone else's ids.
    if (await repo.findAccount(customerId, accountId)) throw notFound(CARD_TEXTS.cardNotFound);
    throw noAccess();
  }

  /** spec 02 §4: refuses with CNA an action the card's status and type do not offer (the portal's own rule). */
  function assertOffers(card: StoredCard, action: CardAction): void {
    if (!isCardActionAvailable(card.account, action, clock.now()))
      throw methodError(
        RESPONSE_CODES.cardActionUnavailable,
        `${ACTION_NAMES[action]} is not available for this card`,
      );
  }

  /**
   * A change of one card, in one transaction: the card (and any other of the customer's accounts it moves money
   * with) locked, then checked to be the customer's and to offer the action, then `work`.
   */
  function changeCard<T>(
    customerId: number,
    accountId: number,
    action: CardAction,
    work: (card: StoredCard, repo: CardQueries) => Promise<T>,
    alsoLock: readonly number[] = [],
  ): Promise<T> {
    return repository.transaction(async (repo) => {
      await repo.lockAccounts(customerId, [accountId, ...alsoLock]);
      const card = await ownCard(repo, customerId, accountId);
      assertOffers(card, action);
      return work(card, repo);
    });
  }

  /** A fee journal (type `fee`): from the customer's account to the sandbox bank's fee account. */
  async function chargeFee(
    repo: CardQueries,
    customerId: number,
    fromAccountId: number,
    currencyCode: string,
    amount: string,
    description: string,
  ): Promise<number> {
    const { journalId } = await repo.post({
      customerId,
      type: 'fee',
      status: 'completed',
      description,
      counterpartyName: SANDBOX_BANK.name,
      postings: [
        { accountId: fromAccountId, amount: negate(amount) },
        { accountId: systemAccountId('fees', currencyCode), amount },
      ],
    });
    return journalId;
  }

  /**
   * The account a fee the customer chose to pay from: theirs (else NF), a live account that is not a card
   * (a card pays nothing but purchases) and in the fee's currency (else TA1).
   */
  async function feeAccount(
    repo: CardQueries,
    customerId: number,
    field: string,
    accountId: number | undefined,
    currencyCode: string,
  ): Promise<number> {
    if (accountId === undefined) throw invalidField(field, `is required to pay the ${currencyCode} fee`);
    const found = await repo.findAccount(customerId, accountId);
    if (!found) throw noAccess();
    const { account } = found;
    if (
      isCardAccount(account) ||
      account.type === ACCOUNT_TYPES.closed ||
      account.accountStatusId !== S.active
    )
      throw invalidField(field, 'fees are paid from an active account that is not a card');
    if (account.currencyCode !== currencyCode) throw invalidField(field, `must be a ${currencyCode} account`);
    return account.accountId;
  }

  /** Where a card's shipping fee comes from (spec 02 §7 reissue): a debit card's settlement account, else a payment account in its currency. */
  async function shippingFeeAccount(
    repo: CardQueries,
    customerId: number,
    card: StoredCard,
  ): Promise<number> {
    const accountId =
      card.account.settlementAccountId ??
      (await repo.paymentAccountIn(customerId, card.account.currencyCode));
    if (accountId === undefined || accountId === null)
      throw invalidField(
        'isExpressShipping',
        `express shipping is paid from a ${card.account.currencyCode} account, and you have none`,
      );
    return accountId;
  }

  /** The country a physical card ships to: its shipping address's, else the customer's residence. */
  async function shippingCountry(repo: CardQueries, customerId: number, card: StoredCard): Promise<string> {
    const address =
      card.shippingAddressId !== null ? await repo.findAddress(customerId, card.shippingAddressId) : null;
    return address?.countryCode ?? (await repo.customer(customerId))?.residenceCountryCode ?? '';
  }

  /** The express fee of a card's product to a country; TA1 when express cannot go there. */
  function expressFeeOf(product: CardProduct | undefined, countryCode: string, field: string): string {
    const express = product
      ? shippingOptions(product, countryCode).find((option) => option.id === SHIPPING.express)
      : undefined;
    if (!express) throw invalidField(field, 'express shipping is not offered for this card');
    const [reason] = express.disabledReasons;
    if (reason !== undefined) throw invalidField(field, reason);
    return express.fee;
  }

  /** Charges the express shipping of a reissued card, when it costs anything (reissue and shipping upgrade). */
  async function chargeExpressShipping(
    repo: CardQueries,
    customerId: number,
    card: StoredCard,
    field: string,
  ): Promise<void> {
    const fee = expressFeeOf(
      cardProduct(card.account.type),
      await shippingCountry(repo, customerId, card),
      field,
    );
    if (!new Decimal(fee).greaterThan(0)) return;
    const from = await shippingFeeAccount(repo, customerId, card);
    await repo.lockAccounts(customerId, [from]);
    await chargeFee(
      repo,
      customerId,
      from,
      card.account.currencyCode,
      fee,
      'Express shipping of a reissued card',
    );
  }

  async function documentsOf(card: StoredCard): Promise<CardDocument[]> {
    const sides = await repository.listDocumentSides(card.account.accountId);
    return card.requiredDocumentTypes.map((type) => {
      const needed = documentSides(type);
      const uploaded = needed.filter((side) => sides.some((row) => row.type === type && row.side === side));
      const complete = uploaded.length === needed.length;
      const statusId = complete ? sides.find((row) => row.type === type)?.statusId : undefined;
      return {
        type,
        ...(statusId !== undefined ? { statusId } : {}),
        isDocumentRequired: !complete || (statusId !== undefined && DOCUMENT_REDO.includes(statusId)),
        isCardDocumentRequired: true,
        sides: needed,
        uploadedSides: uploaded,
      };
    });
  }

  return {
    /** The card's details (spec 02 §5, §9): the full number, which the client masks until asked. */
    async getCardDetails(customerId: number, accountId: number): Promise<CardDetails> {
      const card = await ownCard(repository, customerId, accountId);
      assertOffers(card, 'cardDetails');
      const holder = await repository.cardHolder(customerId);
      const { account } = card;
      return {
        accountId,
        cardNumber: card.cardNumber ?? '',
        cardHolderName: holder ? `${holder.firstName} ${holder.lastName}`.toUpperCase() : '',
        cardExpiryMonth: account.cardExpiryMonth ?? 0,
        cardExpiryYear: account.cardExpiryYear ?? 0,
        cvv: card.cvv ?? '',
      };
    },

    /** spec 02 §4: pause an active or expired card; unpause returns it to the status it had. */
    async cardPause(customerId: number, accountId: number): Promise<CardActionResponse> {
      await changeCard(customerId, accountId, 'pause', (card, repo) =>
        repo.updateCard(accountId, { statusId: S.paused, pausedFromStatusId: card.account.accountStatusId }),
      );
      return ok();
    },

    async cardUnpause(customerId: number, accountId: number): Promise<CardActionResponse> {
      await changeCard(customerId, accountId, 'unPause', (card, repo) =>
        repo.updateCard(accountId, {
          statusId: card.pausedFromStatusId ?? S.active,
          pausedFromStatusId: null,
        }),
      );
      return ok();
    },

    /** Block for good (lost or stolen): the card is canceled. */
    async cardBlock(customerId: number, accountId: number): Promise<CardActionResponse> {
      await changeCard(customerId, accountId, 'cardBlock', (_card, repo) =>
        repo.updateCard(accountId, { statusId: S.canceled, pausedFromStatusId: null }),
      );
      return ok();
    },

    async cardSetAliasName(
      customerId: number,
      accountId: number,
      alias: string,
    ): Promise<CardActionResponse> {
      const name = alias.trim();
      if (name.length < 1 || name.length > CARD_ALIAS_MAX)
        throw invalidField('cardAliasName', `must be 1 to ${CARD_ALIAS_MAX} characters`);
      // eslint-disable-next-line no-control-regex -- control characters are what is refused
      if (/[\u0000-\u001f\u007f]/.test(name))
        throw invalidField('cardAliasName', 'must not hold control characters');
      await changeCard(customerId, accountId, 'editName', (_card, repo) =>
        repo.updateCard(accountId, { cardAliasName: name }),
      );
      return ok();
    },

    /** Reissue of an expired physical card (spec 02 §7); express shipping costs its fee. */
    async cardReissue(
      customerId: number,
      accountId: number,
      isExpressShipping: boolean,
    ): Promise<CardActionResponse> {
      await changeCard(customerId, accountId, 'reissue', async (card, repo) => {
        if (isExpressShipping) await chargeExpressShipping(repo, customerId, card, 'isExpressShipping');
        await repo.updateCard(accountId, {
          cardReissuedStatusId: S.submitted,
          expressShipping: isExpressShipping,
        });
      });
      return ok();
    },

    /** A reissue not yet shipped goes express (spec 02 §7), for the express fee. */
    async cardReissueUpgradeShipping(customerId: number, accountId: number): Promise<CardActionResponse> {
      await changeCard(customerId, accountId, 'upgradeShipping', async (card, repo) => {
        if (card.expressShipping) throw invalidField('accountId', 'the new card already ships express');
        await chargeExpressShipping(repo, customerId, card, 'accountId');
        await repo.updateCard(accountId, { expressShipping: true });
      });
      return ok();
    },

    /** Card activation data (spec 02 §3, §7): the fee, its currency and the extra parameters to fill. */
    async getCardActivationData(customerId: number, accountId: number): Promise<CardActivationData> {
      const card = await ownCard(repository, customerId, accountId);
      assertOffers(card, 'activate');
      return {
        fees: cardProduct(card.account.type)?.activationFee ?? '0.00',
        feeCurrency: card.account.currencyCode,
        extraParams: [...ACTIVATION_EXTRA_PARAMS],
      };
    },

    /** Card activation (spec 02 §7): the extra parameters checked, the fee paid; answers the new PIN. */
    async cardActivation(
      customerId: number,
      request: CardActivationRequest,
    ): Promise<CardActivationResponse> {
      const { accountId } = request;
      const alsoLock = request.feeAccountId !== undefined ? [request.feeAccountId] : [];
      const pinCode = await changeCard(
        customerId,
        accountId,
        'activate',
        async (card, repo) => {
          const lines = extraParamViolations(ACTIVATION_EXTRA_PARAMS, request.extraParams, clock.now());
          const lastFour = request.extraParams.lastFourDigits?.trim();
          if (lines.length === 0 && lastFour !== card.cardNumber?.slice(-4))
            lines.push('extraParams.lastFourDigits: do not match the card');
          if (lines.length > 0) throw invalid(lines);
          const fee = cardProduct(card.account.type)?.activationFee ?? '0';
          if (new Decimal(fee).greaterThan(0)) {
            const from = await feeAccount(
              repo,
              customerId,
              'feeAccountId',
              request.feeAccountId,
              card.account.currencyCode,
            );
            await chargeFee(repo, customerId, from, card.account.currencyCode, fee, 'Card activation fee');
          }
          const pin = newPin();
          await repo.updateCard(accountId, { statusId: S.active, cardPin: pin });
          return pin;
        },
        alsoLock,
      );
      return { ...ok(), pinCode };
    },

    /** Change PIN (spec 02 §5, §7): `confirm` false only checks the new PIN. */
    async changePin(customerId: number, request: ChangePinRequest): Promise<CardActionResponse> {
      await changeCard(customerId, request.accountId, 'changePin', async (card, repo) => {
        const lines = pinRuleViolations(request.pin, request.pinRepeat, card.pin);
        if (lines.length > 0) throw invalid(lines);
        if (request.confirm) await repo.updateCard(request.accountId, { cardPin: request.pin });
      });
      return ok();
    },

    async showPin(customerId: number, accountId: number): Promise<ShowPinResponse> {
      const card = await ownCard(repository, customerId, accountId);
      assertOffers(card, 'showPin');
      if (!card.pin) throw notFound(CARD_TEXTS.pinNotSet);
      return { pinCode: card.pin };
    },

    /** Load a prepaid card from the customer's own account in the card's currency: one `cardLoad` journal. */
    async cardLoad(customerId: number, request: CardLoadRequest): Promise<CardLoadResponse> {
      const { accountId, fromAccountId } = request;
      const transactionId = await changeCard(
        customerId,
        accountId,
        'loadCard',
        async (card, repo) => {
          const found = await repo.findAccount(customerId, fromAccountId);
          if (!found) throw noAccess();
          const { account: from } = found;
          if (isCardAccount(from) || from.type === ACCOUNT_TYPES.closed || from.accountStatusId !== S.active)
            throw invalidField('fromAccountId', 'cards are loaded from an active account that is not a card');
          if (from.currencyCode !== card.account.currencyCode)
            throw invalidField(
              'fromAccountId',
              `must be a ${card.account.currencyCode} account, as the card is`,
            );
          const amount = parseAmount('amount', request.amount, card.account.currencyCode, card.minorUnits);
          const { journalId } = await repo.post({
            customerId,
            type: 'cardLoad',
            status: 'completed',
            description: `Card load${card.account.cardAliasName ? `: ${card.account.cardAliasName}` : ''}`,
            postings: [
              { accountId: fromAccountId, amount: negate(amount) },
              { accountId, amount },
            ],
          });
          return journalId;
        },
        [fromAccountId],
      );
      live.publish(customerId, { type: 'transaction', payload: { accountId, transactionId } });
      return { ...ok(), transactionId };
    },

    /** Enrollment for online payments (3-D Secure): the one-time passwords go to the user's phone. */
    async cardEnrollment(
      customerId: number,
      userId: number,
      accountId: number,
    ): Promise<CardEnrollmentResponse> {
      await changeCard(customerId, accountId, 'enrollment', (_card, repo) =>
        repo.updateCard(accountId, { cardEnrolled: true }),
      );
      const user = await repository.user(userId);
      return { ...ok(), enrolled: true, ...(user?.phone ? { phone: maskPhone(user.phone) } : {}) };
    },

    /** Card BIN info (spec 02 §5): the first 6 digits, spaces removed. */
    getCardBinInfo(binNumber: string): CardBinInfo {
      const bin = binOf(binNumber);
      if (!bin) throw invalidField('binNumber', 'needs the first 6 digits of the card number');
      return lookUpBin(bin);
    },

    /**
     * Add an external card (add-card): checked (Luhn, expiry, CVV, blocked BINs), only its BIN and last four
     * digits kept, and a small verification charge made that the customer reads on their statement (the outbox).
     */
    async addCard(customerId: number, userId: number, request: AddCardRequest): Promise<AddCardResponse> {
      const digits = request.cardNumber.replace(/\s+/g, '');
      const lines: string[] = [];
      if (!/^\d{12,19}$/.test(digits)) lines.push('cardNumber: must be 12 to 19 digits');
      else if (!passesLuhn(digits)) lines.push('cardNumber: is not a valid card number');
      else {
        const reason = blockedBinReason(digits);
        if (reason !== undefined) lines.push(`cardNumber: this card cannot be added: ${reason}`);
      }
      const now = clock.now();
      const year = now.getUTCFullYear();
      const month = now.getUTCMonth() + 1;
      const { cardExpiryMonth, cardExpiryYear } = request;
      if (cardExpiryYear < year || (cardExpiryYear === year && cardExpiryMonth < month))
        lines.push('cardExpiryYear: the card has expired');
      else if (cardExpiryYear > year + MAX_CARD_YEARS)
        lines.push(`cardExpiryYear: must be within ${MAX_CARD_YEARS} years`);
      const brand = lookUpBin(digits).cardBrand || brandOf(digits);
      const cvvLength = brand === 'AMEX' ? 4 : 3;
      if (request.cvv.length !== cvvLength) lines.push(`cvv: must be ${cvvLength} digits for this card`);
      const holderName = request.cardHolderName.trim().replace(/\s+/g, ' ');
      if (holderName.length < 2) lines.push('cardHolderName: must be at least 2 characters');
      if (lines.length > 0) throw invalid(lines);

      const bin = digits.slice(0, 6);
      const last4 = digits.slice(-4);
      const existing = await repository.listExternalCards(customerId);
      if (
        existing.some(
          (stored) =>
            stored.bin === bin &&
            stored.last4 === last4 &&
            stored.card.cardExpiryMonth === cardExpiryMonth &&
            stored.card.cardExpiryYear === cardExpiryYear &&
            stored.card.status !== 'failed',
        )
      )
        throw invalidField('cardNumber', 'this card is already added');

      const verificationAmount = `0.${String(randomInt(1, 100)).padStart(2, '0')}`;
      const cardId = await repository.insertExternalCard({
        customerId,
        bin,
        last4,
        cardHolderName: holderName.toUpperCase(),
        cardExpiryMonth,
        cardExpiryYear,
        cardBrand: brand,
        verificationAmount,
        attemptsLeft: EXTERNAL_CARD_ATTEMPTS,
      });
      const user = await repository.user(userId);
      if (user)
        await outbox.send({
          channel: user.phone ? 'sms' : 'email',
          to: user.email,
          text:
            `We made a verification charge of ${verificationAmount} ${VERIFICATION_CURRENCY} on your card ending ` +
            `${last4}. Enter this amount to confirm the card; it will be refunded.`,
          code: verificationAmount,
        });
      return { cardId };
    },

    /** Confirm-card: the verification charge's amount; a wrong one costs an attempt, and the last one fails the card. */
    async confirmCard(customerId: number, cardId: number, amountText: string): Promise<ExternalCard> {
      const amount = parseAmount('amount', amountText, VERIFICATION_CURRENCY, 2);
      const outcome = await repository.transaction<{ card: ExternalCard } | { attemptsLeft: number }>(
        async (repo) => {
          const stored = await repo.findExternalCard(customerId, cardId, { lock: true });
          if (!stored) throw noAccess();
          if (stored.card.status === 'confirmed')
            throw invalidField('cardId', 'the card is already confirmed');
          if (stored.card.status === 'failed')
            throw invalidField('cardId', 'the card could not be confirmed: add it again');
          if (new Decimal(amount).equals(stored.verificationAmount)) {
            await repo.updateExternalCard(cardId, { status: 'confirmed' });
            return { card: { ...stored.card, status: 'confirmed' } };
          }
          const attemptsLeft = Math.max(stored.card.attemptsLeft - 1, 0);
          await repo.updateExternalCard(cardId, {
            attemptsLeft,
            status: attemptsLeft === 0 ? 'failed' : 'pending',
          });
          return { attemptsLeft };
        },
      );
      if ('card' in outcome) return outcome.card;
      // Outside the transaction, so the spent attempt stays spent.
      throw new ApiError(200, {
        responseCode: RESPONSE_CODES.verifyError,
        responseDescription:
          outcome.attemptsLeft > 0
            ? `The amount is wrong. Attempts left: ${outcome.attemptsLeft}.`
            : 'The amount is wrong. The card could not be confirmed: add it again.',
        attemptsLeft: outcome.attemptsLeft,
      });
    },

    async getExternalCards(customerId: number): Promise<ExternalCardsResponse> {
      const cards = await repository.listExternalCards(customerId);
      return { cards: { card: cards.map((stored) => stored.card) } };
    },

    async getExternalCard(customerId: number, cardId: number): Promise<ExternalCard> {
      const stored = await repository.findExternalCard(customerId, cardId);
      if (!stored) throw noAccess();
      return stored.card;
    },

    /** Apply-for-card info (spec 02 §7): the cards issued in a country, the customer's residence by default. */
    async getApplyCardInfo(
      customerId: number,
      countryCode: string | undefined,
    ): Promise<ApplyCardInfoResponse> {
      const country = countryCode ?? (await repository.customer(customerId))?.residenceCountryCode ?? '';
      return { cards: productsFor(country).map(availableCard) };
    },

    /** Card apply fees (spec 02 §3); a card not issued in the country answers NF (the client shows zero fees). */
    getCardApplyFees(type: number, countryCode: string): CardApplyFees {
      const product = cardProduct(type);
      if (!product || !product.countries.includes(countryCode))
        throw notFound(`This card is not issued in ${countryCode}`);
      return applyFees(product, countryCode);
    },

    /**
     * Apply for a card: a virtual card is active at once; a physical one is submitted for printing and shipped to
     * the address. The issue fee and the shipping fee, when over 0, are taken from the fee account.
     */
    async applyForCard(customerId: number, request: ApplyForCardRequest): Promise<ApplyForCardResponse> {
      const { countryCode } = request;
      const product = cardProduct(request.type);
      if (!product || !product.countries.includes(countryCode))
        throw notFound(`This card is not issued in ${countryCode}`);
      const customer = await repository.customer(customerId);
      if (!customer) throw notFound(CARD_TEXTS.accountNotFound);
      if (customer.residenceCountryCode !== countryCode)
        throw invalidField(
          'countryCode',
          `cards are issued in your country of residence (${customer.residenceCountryCode})`,
        );

      let shippingFee = '0';
      let shippingAddressId: number | undefined;
      let express = false;
      if (!product.isVirtual) {
        const lines: string[] = [];
        if (request.shippingId === undefined) lines.push('shippingId: is required for a physical card');
        if (request.addressId === undefined) lines.push('addressId: is required for a physical card');
        if (lines.length > 0) throw invalid(lines);
        const option = shippingOptions(product, countryCode).find((entry) => entry.id === request.shippingId);
        if (!option) throw invalidField('shippingId', 'is not a shipping option of this card');
        const [reason] = option.disabledReasons;
        if (reason !== undefined) throw invalidField('shippingId', reason);
        const address = await repository.findAddress(customerId, request.addressId as number);
        if (!address) throw noAccess();
        if (address.countryCode !== countryCode)
          throw invalidField('addressId', `the card ships to an address in ${countryCode}`);
        shippingFee = option.fee;
        shippingAddressId = address.id;
        express = option.type === 'express';
      }

      let settlementAccountId: number | undefined;
      if (product.subType === 'DEBIT') {
        settlementAccountId =
          (await repository.paymentAccountIn(customerId, product.currencyCode)) ?? undefined;
        if (settlementAccountId === undefined)
          throw invalidField(
            'type',
            `a debit card spends from a ${product.currencyCode} account: add that currency first`,
          );
      }

      const total = new Decimal(product.issueFee).plus(shippingFee);
      const accountId = await repository.transaction(async (repo) => {
        let from: number | undefined;
        if (total.greaterThan(0)) {
          from = await feeAccount(
            repo,
            customerId,
            'feeAccountId',
            request.feeAccountId,
            product.currencyCode,
          );
          await repo.lockAccounts(customerId, [from]);
        }
        const now = clock.now();
        const id = await repo.insertCard({
          customerId,
          type: product.type,
          subType: product.subType,
          statusId: product.isVirtual ? S.active : S.submitted,
          currencyCode: product.currencyCode,
          settlementAccountId,
          isVirtual: product.isVirtual,
          cardNumber: newCardNumber(product.bin),
          cvv: newCvv(),
          expiryMonth: now.getUTCMonth() + 1,
          expiryYear: now.getUTCFullYear() + validityYears(product.isVirtual),
          shippingAddressId,
          expressShipping: express,
        });
        if (from !== undefined)
          await chargeFee(
            repo,
            customerId,
            from,
            product.currencyCode,
            total.toFixed(2),
            `${product.name}: issue fee`,
          );
        return id;
      });
      return { ...ok(), accountId };
    },

    /** Cross-platform requirements (spec 02 §7): what must be done before the card can be used or activated. */
    async getCrossPlatformRequirements(
      customerId: number,
      accountId: number,
    ): Promise<CrossPlatformRequirementsResponse> {
      const card = await ownCard(repository, customerId, accountId);
      const customer = await repository.customer(customerId);
      const requirements: CardRequirement[] = [];
      // Ours: a USD card needs the holder's tax number (US reporting).
      if (card.account.currencyCode === 'USD' && !customer?.taxId) requirements.push('taxNumber');
      if (card.account.cardIsVirtual !== true) {
        const address =
          card.shippingAddressId !== null
            ? await repository.findAddress(customerId, card.shippingAddressId)
            : null;
        if (address?.statusId !== ADDRESS_STATUS.confirmed) requirements.push('confirmedAddress');
      }
      if (card.account.accountStatusId === S.pendingDocument) requirements.push('documents');
      return { requirements };
    },

    async getAddresses(customerId: number): Promise<AddressInquiryResponse> {
      return { addresses: { address: await repository.listAddresses(customerId) } };
    },

    /**
     * Address replacement check (spec 02 §7): cards still being produced for the old address are canceled when
     * the customer moves to another country (they would go to the new one otherwise); cards already shipped
     * arrive at the old address either way. A reissue under way counts as a card being produced or shipped.
     */
    async checkAddressReplacement(
      customerId: number,
      request: AddressReplacementRequest,
    ): Promise<AddressReplacementResponse> {
      if (!COUNTRIES.some((country) => country.code === request.countryCode))
        throw invalidField('countryCode', 'is not a country we know');
      const old = await repository.findAddress(customerId, request.oldAddressId);
      if (!old) throw noAccess();
      const movesCountry = old.countryCode !== request.countryCode;
      const cards = (await repository.listCards(customerId)).filter(
        (card) => card.shippingAddressId === old.id && card.account.cardIsVirtual !== true,
      );
      const stageOf = (card: StoredCard) => card.account.cardReissuedStatusId ?? card.account.accountStatusId;
      return {
        cardAccountsToBeCanceled: movesCountry
          ? cards
              .filter((card) => BEING_PRODUCED.includes(stageOf(card)))
              .map((card) => card.account.accountId)
          : [],
        cardAccountsToBeShippedToOldAddress: cards
          .filter((card) => stageOf(card) === S.shipped)
          .map((card) => card.account.accountId),
      };
    },

    getStates(countryCode: string): StatesResponse {
      return { dictionary: { state: statesOf(countryCode) } };
    },

    async getCardDocuments(customerId: number, accountId: number): Promise<CardDocumentsResponse> {
      const card = await ownCard(repository, customerId, accountId);
      return { documents: await documentsOf(card) };
    },

    /**
     * One side of a document the card asks for (spec 02 §3, §5): types 4, 5 and 88 have a front and a back,
     * 88 only for residents of RU and UA. Once every side is there the document is pending review (41).
     */
    async uploadCardDocument(
      customerId: number,
      request: UploadCardDocumentRequest,
    ): Promise<CardDocumentsResponse> {
      const { accountId, type, side } = request;
      const card = await changeCard(customerId, accountId, 'documents', async (card, repo) => {
        if (type === 88) {
          const residence = (await repo.customer(customerId))?.residenceCountryCode ?? '';
          if (!(DOCUMENT_TYPE_88_COUNTRIES as readonly string[]).includes(residence))
            throw invalidField('type', 'document type 88 is only for residents of Russia and Ukraine');
        }
        if (!card.requiredDocumentTypes.includes(type))
          throw invalidField('type', `this card does not ask for document type ${type}`);
        const sides = documentSides(type);
        if (!sides.includes(side))
          throw invalidField('side', `document type ${type} has a ${sides.join(' and a ')} side only`);
        const { lines, bytes } = documentContentViolations(request.content, request.contentType);
        if (lines.length > 0 || !bytes) throw invalid(lines);
        await repo.saveDocumentSide({
          customerId,
          accountId,
          type,
          side,
          statusId: DOCUMENT_STATUS.submitted,
          fileName: request.fileName.trim(),
          contentType: request.contentType,
          size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
        });
        const uploaded = (await repo.listDocumentSides(accountId)).filter((row) => row.type === type);
        if (sides.every((needed) => uploaded.some((row) => row.side === needed)))
          await repo.setDocumentStatus(accountId, type, DOCUMENT_STATUS.pending);
        return card;
      });
      return { documents: await documentsOf(card) };
    },
  };
}

export type CardService = ReturnType<typeof createCardService>;
