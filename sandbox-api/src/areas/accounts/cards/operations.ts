import type { MethodDefinitions } from '../../../platform/pipeline/types';
import {
  addCardRequestSchema,
  addCardResponseSchema,
  addressInquiryResponseSchema,
  addressReplacementRequestSchema,
  addressReplacementResponseSchema,
  applyCardInfoRequestSchema,
  applyCardInfoResponseSchema,
  applyForCardRequestSchema,
  applyForCardResponseSchema,
  cardAccountRequestSchema,
  cardActionResponseSchema,
  cardActivationDataResponseSchema,
  cardActivationRequestSchema,
  cardActivationResponseSchema,
  cardAliasRequestSchema,
  cardApplyFeesRequestSchema,
  cardApplyFeesResponseSchema,
  cardDetailsResponseSchema,
  cardDocumentsResponseSchema,
  cardEnrollmentResponseSchema,
  cardLoadRequestSchema,
  cardLoadResponseSchema,
  cardReissueRequestSchema,
  changePinRequestSchema,
  confirmCardRequestSchema,
  crossPlatformRequirementsResponseSchema,
  externalCardRequestSchema,
  externalCardResponseSchema,
  externalCardsResponseSchema,
  showPinResponseSchema,
  statesRequestSchema,
  statesResponseSchema,
  uploadCardDocumentRequestSchema,
} from './schemas';
import { cardBinInfoSchema, cardBinRequestSchema } from '../../../money/card-bin-schemas';
import { emptySchema } from '../../../platform/http/schemas';
import type { CardService } from './service';

type CardMethodName =
  | 'getCardDetails'
  | 'cardPause'
  | 'cardUnpause'
  | 'cardBlock'
  | 'cardSetAliasName'
  | 'cardReissue'
  | 'cardReissueUpgradeShipping'
  | 'getCardActivationData'
  | 'cardActivation'
  | 'changePin'
  | 'showPin'
  | 'cardLoad'
  | 'cardEnrollment'
  | 'getCardBinInfo'
  | 'addCard'
  | 'confirmCard'
  | 'getExternalCards'
  | 'getExternalCard'
  | 'getApplyCardInfo'
  | 'getCardApplyFees'
  | 'applyForCard'
  | 'getCrossPlatformRequirements'
  | 'getAddresses'
  | 'checkAddressReplacement'
  | 'getStates'
  | 'getCardDocuments'
  | 'uploadCardDocument';

/**
 * The card operations of the method API (spec 02 §4 "Card actions", §7 "Accounts and cards"). Every operation on
 * a card acts for the acting customer and answers NF for a card that is not theirs.
 */
export function createCardMethods(cards: CardService): Pick<MethodDefinitions, CardMethodName> {
  return {
    getCardDetails: {
      requestSchema: cardAccountRequestSchema,
      responseSchema: cardDetailsResponseSchema,
      handle: async (context) =>
        cards.getCardDetails(await context.actingCustomerId(), context.request.accountId),
    },
    cardPause: {
      requestSchema: cardAccountRequestSchema,
      responseSchema: cardActionResponseSchema,
      handle: async (context) => cards.cardPause(await context.actingCustomerId(), context.request.accountId),
    },
    cardUnpause: {
      requestSchema: cardAccountRequestSchema,
      responseSchema: cardActionResponseSchema,
      handle: async (context) =>
        cards.cardUnpause(await context.actingCustomerId(), context.request.accountId),
    },
    cardBlock: {
      requestSchema: cardAccountRequestSchema,
      responseSchema: cardActionResponseSchema,
      handle: async (context) => cards.cardBlock(await context.actingCustomerId(), context.request.accountId),
    },
    cardSetAliasName: {
      requestSchema: cardAliasRequestSchema,
      responseSchema: cardActionResponseSchema,
      handle: async (context) =>
        cards.cardSetAliasName(
          await context.actingCustomerId(),
          context.request.accountId,
          context.request.cardAliasName,
        ),
    },
    cardReissue: {
      requestSchema: cardReissueRequestSchema,
      responseSchema: cardActionResponseSchema,
      handle: async (context) =>
        cards.cardReissue(
          await context.actingCustomerId(),
          context.request.accountId,
          context.request.isExpressShipping,
        ),
    },
    cardReissueUpgradeShipping: {
      requestSchema: cardAccountRequestSchema,
      responseSchema: cardActionResponseSchema,
      handle: async (context) =>
        cards.cardReissueUpgradeShipping(await context.actingCustomerId(), context.request.accountId),
    },
    getCardActivationData: {
      requestSchema: cardAccountRequestSchema,
      responseSchema: cardActivationDataResponseSchema,
      handle: async (context) =>
        cards.getCardActivationData(await context.actingCustomerId(), context.request.accountId),
    },
    cardActivation: {
      requestSchema: cardActivationRequestSchema,
      responseSchema: cardActivationResponseSchema,
      handle: async (context) => cards.cardActivation(await context.actingCustomerId(), context.request),
    },
    changePin: {
      requestSchema: changePinRequestSchema,
      responseSchema: cardActionResponseSchema,
      handle: async (context) => cards.changePin(await context.actingCustomerId(), context.request),
    },
    showPin: {
      requestSchema: cardAccountRequestSchema,
      responseSchema: showPinResponseSchema,
      handle: async (context) => cards.showPin(await context.actingCustomerId(), context.request.accountId),
    },
    cardLoad: {
      requestSchema: cardLoadRequestSchema,
      responseSchema: cardLoadResponseSchema,
      handle: async (context) => cards.cardLoad(await context.actingCustomerId(), context.request),
    },
    cardEnrollment: {
      requestSchema: cardAccountRequestSchema,
      responseSchema: cardEnrollmentResponseSchema,
      handle: async (context) =>
        cards.cardEnrollment(
          await context.actingCustomerId(),
          context.caller().userId,
          context.request.accountId,
        ),
    },
    getCardBinInfo: {
      requestSchema: cardBinRequestSchema,
      responseSchema: cardBinInfoSchema,
      handle: async (context) => {
        // Signed in: the acting customer is checked even though the answer is reference data.
        await context.actingCustomerId();
        return cards.getCardBinInfo(context.request.binNumber);
      },
    },
    addCard: {
      requestSchema: addCardRequestSchema,
      responseSchema: addCardResponseSchema,
      handle: async (context) =>
        cards.addCard(await context.actingCustomerId(), context.caller().userId, context.request),
    },
    confirmCard: {
      requestSchema: confirmCardRequestSchema,
      responseSchema: externalCardResponseSchema,
      handle: async (context) =>
        cards.confirmCard(await context.actingCustomerId(), context.request.cardId, context.request.amount),
    },
    getExternalCards: {
      requestSchema: emptySchema,
      responseSchema: externalCardsResponseSchema,
      handle: async (context) => cards.getExternalCards(await context.actingCustomerId()),
    },
    getExternalCard: {
      requestSchema: externalCardRequestSchema,
      responseSchema: externalCardResponseSchema,
      handle: async (context) =>
        cards.getExternalCard(await context.actingCustomerId(), context.request.cardId),
    },
    getApplyCardInfo: {
      requestSchema: applyCardInfoRequestSchema,
      responseSchema: applyCardInfoResponseSchema,
      handle: async (context) =>
        cards.getApplyCardInfo(await context.actingCustomerId(), context.request.countryCode),
    },
    getCardApplyFees: {
      requestSchema: cardApplyFeesRequestSchema,
      responseSchema: cardApplyFeesResponseSchema,
      handle: async (context) => {
        await context.actingCustomerId();
        return cards.getCardApplyFees(context.request.type, context.request.countryCode);
      },
    },
    applyForCard: {
      requestSchema: applyForCardRequestSchema,
      responseSchema: applyForCardResponseSchema,
      handle: async (context) => cards.applyForCard(await context.actingCustomerId(), context.request),
    },
    getCrossPlatformRequirements: {
      requestSchema: cardAccountRequestSchema,
      responseSchema: crossPlatformRequirementsResponseSchema,
      handle: async (context) =>
        cards.getCrossPlatformRequirements(await context.actingCustomerId(), context.request.accountId),
    },
    getAddresses: {
      requestSchema: emptySchema,
      responseSchema: addressInquiryResponseSchema,
      handle: async (context) => cards.getAddresses(await context.actingCustomerId()),
    },
    checkAddressReplacement: {
      requestSchema: addressReplacementRequestSchema,
      responseSchema: addressReplacementResponseSchema,
      handle: async (context) =>
        cards.checkAddressReplacement(await context.actingCustomerId(), context.request),
    },
    // Public dictionary (spec 02 §7 "States by country").
    getStates: {
      requestSchema: statesRequestSchema,
      responseSchema: statesResponseSchema,
      handle: async (context) => cards.getStates(context.request.countryCode),
    },
    getCardDocuments: {
      requestSchema: cardAccountRequestSchema,
      responseSchema: cardDocumentsResponseSchema,
      handle: async (context) =>
        cards.getCardDocuments(await context.actingCustomerId(), context.request.accountId),
    },
    uploadCardDocument: {
      requestSchema: uploadCardDocumentRequestSchema,
      responseSchema: cardDocumentsResponseSchema,
      handle: async (context) => cards.uploadCardDocument(await context.actingCustomerId(), context.request),
    },
  };
}
