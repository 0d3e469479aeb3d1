import {
  ADDRESS_STATUS,
  type AddressInquiryResponse,
  type AddressReplacementRequest,
  type AddressReplacementResponse,
  type ApplyCardInfoResponse,
  type ApplyForCardRequest,
  type ApplyForCardResponse,
  type CardApplyFees,
  type CardRequirement,
  type CrossPlatformRequirementsResponse,
  type StatesResponse,
} from '@portal/api/catalogue';
import Decimal from 'decimal.js';
import { COUNTRIES } from '../../../platform/db/reference-data';
import { invalidField } from '../../../money/amounts';
import {
  applyFees,
  availableCard,
  cardProduct,
  newCardNumber,
  newCvv,
  productsFor,
  shippingOptions,
  validityYears,
} from './products';
import type { StoredCard } from './repository';
import { statesOf } from '../../../platform/customer/states';
import {
  CARD_TEXTS,
  invalid,
  noAccess,
  notFound,
  ok,
  S,
  type CardAccess,
  type CardServiceDeps,
} from './card-access';

/** Card and reissue statuses of a card not yet in the holder's hands, by what a move does to it. */
const BEING_PRODUCED: readonly number[] = [S.submitted, S.printing, S.printed];

/** New cards (spec 02 §7 apply for a card): the offer, the fees, the application, what a card still needs. */
export function createCardApplications(
  { repository, clock }: Pick<CardServiceDeps, 'repository' | 'clock'>,
  { ownCard, chargeFee, feeAccount }: Pick<CardAccess, 'ownCard' | 'chargeFee' | 'feeAccount'>,
) {
  return {
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
  };
}
