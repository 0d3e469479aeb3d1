import { randomInt } from 'node:crypto';
import {
  RESPONSE_CODES,
  type AddCardRequest,
  type AddCardResponse,
  type ExternalCard,
  type ExternalCardsResponse,
} from '@portal/api/catalogue';
import Decimal from 'decimal.js';
import { ApiError } from '../../../platform/http/errors';
import { invalidField, parseAmount } from '../../../money/amounts';
import { passesLuhn } from '@portal/api/cards';
import { blockedBinReason, brandOf, lookUpBin } from '../../../money/card-bins';
import { invalid, noAccess, type CardServiceDeps } from './card-access';

/** Ours (the spec is silent): the verification charge of a new external card is in EUR, 0.01 to 0.99. */
const VERIFICATION_CURRENCY = 'EUR';
/** Wrong verification amounts allowed before the external card fails. */
export const EXTERNAL_CARD_ATTEMPTS = 3;
/** Cards are valid for at most this many years; a later expiry is a typing mistake. */
const MAX_CARD_YEARS = 20;

/** The customer's cards of other banks (add-card): added, then confirmed by the verification charge's amount. */
export function createExternalCards({
  repository,
  outbox,
  clock,
}: Pick<CardServiceDeps, 'repository' | 'outbox' | 'clock'>) {
  return {
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
  };
}
