import type { CardAction } from '@portal/api/cards';
import type { MethodName } from '@portal/api/catalogue';

/**
 * The operation behind each card action (spec 02 §4, §7): the access policy of that operation decides whether the
 * action is offered (issue 22). Showing the balance reads the accounts again; the history opens the history page.
 */
export const CARD_ACTION_OPERATION: Record<CardAction, MethodName> = {
  balance: 'balanceInquiry',
  transactionHistory: 'getTransactionHistory',
  cardBlock: 'cardBlock',
  changePin: 'changePin',
  showPin: 'showPin',
  editName: 'cardSetAliasName',
  cardDetails: 'getCardDetails',
  loadCard: 'cardLoad',
  enrollment: 'cardEnrollment',
  pause: 'cardPause',
  unPause: 'cardUnpause',
  activate: 'cardActivation',
  reissue: 'cardReissue',
  upgradeShipping: 'cardReissueUpgradeShipping',
  documents: 'uploadCardDocument',
};

/**
 * The card's actions this user may take: those the card's status offers, less those whose operation the user may
 * not call (a read-only user: the balance and history; support acting as the customer: also pause and block,
 * never the PIN or the card details).
 */
export function permittedCardActions(
  actions: readonly CardAction[],
  mayCall: (method: MethodName) => boolean,
): CardAction[] {
  return actions.filter((action) => mayCall(CARD_ACTION_OPERATION[action]));
}
