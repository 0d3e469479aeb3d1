import {
  ACCOUNT_TYPES,
  type CardActionResponse,
  type CardActivationData,
  type CardActivationRequest,
  type CardActivationResponse,
  type CardBinInfo,
  type CardDetails,
  type CardEnrollmentResponse,
  type CardLoadRequest,
  type CardLoadResponse,
  type ChangePinRequest,
  type ShowPinResponse,
} from '@portal/api/catalogue';
import { binOf, isCardAccount } from '@portal/api/cards';
import Decimal from 'decimal.js';
import { maskPhone } from '../../../platform/lib/mask';
import { invalidField, parseAmount } from '../../../money/amounts';
import { ACTIVATION_EXTRA_PARAMS, extraParamViolations } from './activation';
import { lookUpBin } from '../../../money/card-bins';
import { newPin, pinRuleViolations } from './pin';
import { cardProduct, SHIPPING, shippingOptions, type CardProduct } from './products';
import type { CardQueries, StoredCard } from './repository';
import {
  CARD_TEXTS,
  invalid,
  negate,
  noAccess,
  notFound,
  ok,
  S,
  type CardAccess,
  type CardServiceDeps,
} from './card-access';

export const CARD_ALIAS_MAX = 30;

/** What the holder does with an issued card (spec 02 §4 "Card actions"): status moves, reissue, PIN, load. */
export function createCardActions(
  { repository, live, clock }: Pick<CardServiceDeps, 'repository' | 'live' | 'clock'>,
  { ownCard, assertOffers, changeCard, chargeFee, feeAccount }: CardAccess,
) {
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
  };
}
