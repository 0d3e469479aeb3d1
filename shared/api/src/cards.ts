import {
  ACCOUNT_TYPES,
  CARD_ACCOUNT_TYPE_RANGE,
  CARD_MASK_THRESHOLD,
  CARD_STATUS,
  DOCUMENT_STATUS,
  TWO_SIDED_DOCUMENT_TYPES,
  type Account,
  type CardStatusName,
} from '@portal/api/catalogue';
import { remainingValue } from './money';

/**
 * The derived card and account meta of spec 02 §3, and the card actions of spec 02 §4. One module decides what is
 * offered: the portal shows exactly these actions and the sandbox refuses the others, so the two cannot disagree.
 */

export type CardAction =
  | 'balance'
  | 'transactionHistory'
  | 'cardBlock'
  | 'changePin'
  | 'showPin'
  | 'editName'
  | 'cardDetails'
  | 'loadCard'
  | 'enrollment'
  | 'pause'
  | 'unPause'
  | 'activate'
  | 'reissue'
  | 'upgradeShipping'
  | 'documents';

export const CARD_ACTIONS: readonly CardAction[] = [
  'balance',
  'transactionHistory',
  'cardBlock',
  'changePin',
  'showPin',
  'editName',
  'cardDetails',
  'loadCard',
  'enrollment',
  'pause',
  'unPause',
  'activate',
  'reissue',
  'upgradeShipping',
  'documents',
];

const S = CARD_STATUS;

/** A card is an account whose type lies in the card range (spec 02 §3). */
export function isCardAccount(account: Pick<Account, 'type'>): boolean {
  return account.type >= CARD_ACCOUNT_TYPE_RANGE.from && account.type <= CARD_ACCOUNT_TYPE_RANGE.to;
}

/** Card status name of a status id, for texts; unknown ids read as `pending`. */
export function cardStatusName(statusId: number): CardStatusName {
  const entry = (Object.entries(S) as [CardStatusName, number][]).find(([, id]) => id === statusId);
  return entry ? entry[0] : 'pending';
}

export interface CardMeta {
  isDebitCard: boolean;
  isPrepaidCard: boolean;
  isPhysicalCard: boolean;
  isVirtualCard: boolean;
  cardIsExpired: boolean;
  statusId: number;
  /** `MM/YY`, or empty when the card has no expiry yet. */
  expireDate: string;
  /** Translation key under `cardStatus.` */
  cardStatusText: CardStatusName;
  balanceIsAvailable: boolean;
  transactionHistoryIsAvailable: boolean;
  cardBlockIsAvailable: boolean;
  changePinIsAvailable: boolean;
  showPinIsAvailable: boolean;
  editNameIsAvailable: boolean;
  cardDetailsIsAvailable: boolean;
  loadCardIsAvailable: boolean;
  enrollmentIsAvailable: boolean;
  pauseIsAvailable: boolean;
  unPauseIsAvailable: boolean;
  /** A shipped or printed physical card is activated by its holder (card activation, spec 02 §7). */
  activateIsAvailable: boolean;
  /** Reissue (spec 02 §7) of an expired card that has no reissue under way. */
  reissueIsAvailable: boolean;
  /** A reissue not yet shipped can be upgraded to express shipping (spec 02 §7). */
  upgradeShippingIsAvailable: boolean;
  /** The card waits for documents (status 65, spec 02 §3 "Document"). */
  documentsAreRequired: boolean;
}

const in_ = (statusId: number, ...statuses: number[]) => statuses.includes(statusId);

/** Reissue statuses that have not shipped yet: the shipping can still be upgraded. */
const REISSUE_NOT_SHIPPED = [S.submitted, S.printing, S.printed, S.processing, S.pending] as const;

/**
 * Derived card meta (spec 02 §3) and the actions by status and type (spec 02 §4):
 * - pause for active or expired cards; unpause only for paused ones;
 * - load and enrollment only for active cards, never in fraud status (load for prepaid cards: a debit card spends
 *   its settlement account);
 * - transaction history also for limited cards;
 * - no PIN change or show in fraud status; PINs exist for physical cards only.
 * The rest, where the spec is silent, is ours: see each line.
 */
export function deriveCardMeta(account: Account, today: Date = new Date()): CardMeta {
  const statusId = account.accountStatusId;
  const isVirtualCard = account.cardIsVirtual === true;
  const isPhysicalCard = !isVirtualCard;
  const isPrepaidCard = account.subType === 'PREPAID';
  const isDebitCard = account.subType === 'DEBIT';
  const month = account.cardExpiryMonth;
  const year = account.cardExpiryYear;
  const pastExpiry =
    month !== undefined &&
    year !== undefined &&
    (year < today.getFullYear() || (year === today.getFullYear() && month < today.getMonth() + 1));
  const cardIsExpired = statusId === S.expired || pastExpiry;
  const fraud = statusId === S.fraud;
  const live = in_(statusId, S.active, S.paused);
  return {
    isDebitCard,
    isPrepaidCard,
    isPhysicalCard,
    isVirtualCard,
    cardIsExpired,
    statusId,
    expireDate:
      month !== undefined && year !== undefined
        ? `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`
        : '',
    cardStatusText: cardStatusName(statusId),
    // Ours: the balance of a card that holds money and is not cancelled.
    balanceIsAvailable: in_(statusId, S.active, S.paused, S.limited, S.expired, S.fraud),
    // spec 02 §4: history also for limited cards.
    transactionHistoryIsAvailable: in_(statusId, S.active, S.paused, S.expired, S.limited),
    // Ours: a card in use, or on its way, can be blocked for good (lost or stolen).
    cardBlockIsAvailable: in_(statusId, S.active, S.paused, S.limited, S.shipped),
    // spec 02 §4: never in fraud status; ours: physical cards in use.
    changePinIsAvailable: !fraud && isPhysicalCard && live,
    showPinIsAvailable: !fraud && isPhysicalCard && live,
    // Ours: any card that is still the customer's.
    editNameIsAvailable: !in_(statusId, S.canceled, S.fraud),
    cardDetailsIsAvailable: live,
    // spec 02 §4: active only and not fraud.
    loadCardIsAvailable: statusId === S.active && !fraud && isPrepaidCard,
    enrollmentIsAvailable: statusId === S.active && !fraud && account.cardEnrolled !== true,
    // spec 02 §4.
    pauseIsAvailable: in_(statusId, S.active, S.expired),
    unPauseIsAvailable: statusId === S.paused,
    activateIsAvailable: isPhysicalCard && in_(statusId, S.printed, S.shipped),
    reissueIsAvailable:
      isPhysicalCard && statusId === S.expired && account.cardReissuedStatusId === undefined,
    upgradeShippingIsAvailable:
      isPhysicalCard &&
      account.cardReissuedStatusId !== undefined &&
      (REISSUE_NOT_SHIPPED as readonly number[]).includes(account.cardReissuedStatusId),
    documentsAreRequired: statusId === S.pendingDocument,
  };
}

const ACTION_FLAG: Record<CardAction, keyof CardMeta> = {
  balance: 'balanceIsAvailable',
  transactionHistory: 'transactionHistoryIsAvailable',
  cardBlock: 'cardBlockIsAvailable',
  changePin: 'changePinIsAvailable',
  showPin: 'showPinIsAvailable',
  editName: 'editNameIsAvailable',
  cardDetails: 'cardDetailsIsAvailable',
  loadCard: 'loadCardIsAvailable',
  enrollment: 'enrollmentIsAvailable',
  pause: 'pauseIsAvailable',
  unPause: 'unPauseIsAvailable',
  activate: 'activateIsAvailable',
  reissue: 'reissueIsAvailable',
  upgradeShipping: 'upgradeShippingIsAvailable',
  documents: 'documentsAreRequired',
};

/** The actions a card offers, in the order of CARD_ACTIONS. */
export function availableCardActions(account: Account, today?: Date): CardAction[] {
  const meta = deriveCardMeta(account, today);
  return CARD_ACTIONS.filter((action) => meta[ACTION_FLAG[action]] === true);
}

export function isCardActionAvailable(account: Account, action: CardAction, today?: Date): boolean {
  return deriveCardMeta(account, today)[ACTION_FLAG[action]] === true;
}

/** Card numbers of 16 characters or more show only their last four digits (spec 02 §5, §9). */
export function maskCardNumber(cardNumber: string): string {
  const digits = cardNumber.replace(/\s+/g, '');
  if (digits.length < CARD_MASK_THRESHOLD) return cardNumber;
  return `•••• •••• •••• ${digits.slice(-4)}`;
}

/** Card numbers are 12 to 19 digits long (ISO/IEC 7812). */
export const CARD_NUMBER_MIN_DIGITS = 12;
export const CARD_NUMBER_MAX_DIGITS = 19;

/** The Luhn check (ISO/IEC 7812) of a string of digits, whatever its length (the sandbox makes check digits with it). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The Luhn (mod 10) check digit rule every payment card number follows (ISO/IEC 7812): 12 to 19 digits, spaces
 * ignored. The one copy for the portal and the sandbox.
 */
export function isLuhnValid(cardNumber: string): boolean {
  const digits = cardNumber.replace(/\s+/g, '');
  return (
    digits.length >= CARD_NUMBER_MIN_DIGITS && digits.length <= CARD_NUMBER_MAX_DIGITS && passesLuhn(digits)
  );
}

/** spec 02 §5: the BIN lookup uses the first 6 digits, spaces removed; undefined until there are 6. */
export function binOf(cardNumber: string): string | undefined {
  const digits = cardNumber.replace(/\s+/g, '');
  return /^\d{6}/.test(digits) ? digits.slice(0, 6) : undefined;
}

/** spec 02 §5: document types 4 and 5, and 88 (RU and UA only), need a front and a back side. */
export function documentSides(type: number): ('front' | 'back')[] {
  return (TWO_SIDED_DOCUMENT_TYPES as readonly number[]).includes(type) ? ['front', 'back'] : ['front'];
}

/**
 * spec 02 §4 "Documents": all confirmed is verified; all pending, submitted or under investigation is in review;
 * anything else needs an upload (none uploaded included).
 */
export function documentsState(
  statusIds: readonly (number | undefined)[],
): 'verified' | 'inReview' | 'uploadNeeded' {
  const D = DOCUMENT_STATUS;
  const inReview: readonly (number | undefined)[] = [D.pending, D.submitted, D.underInvestigation];
  if (statusIds.length > 0 && statusIds.every((id) => id === D.confirmed)) return 'verified';
  if (statusIds.length > 0 && statusIds.every((id) => inReview.includes(id))) return 'inReview';
  return 'uploadNeeded';
}

/** The card accounts the `cards` route considers: prepaid, not closed and not cancelled (spec 02 §2). */
export function liveCardAccounts(accounts: readonly Account[]): Account[] {
  return accounts.filter(
    (account) =>
      isCardAccount(account) &&
      account.subType === 'PREPAID' &&
      account.type !== ACCOUNT_TYPES.closed &&
      account.accountStatusId !== S.canceled,
  );
}

/**
 * The `cards` redirect (spec 02 §2): a single card goes straight to its detail; otherwise the physical list when
 * there is a physical card, else the virtual list; no card at all goes to the physical list (and its empty state).
 */
export function cardsRedirect(accounts: readonly Account[]): string {
  const cards = liveCardAccounts(accounts);
  if (cards.length === 1) return `/cards/${(cards[0] as Account).accountId}`;
  if (cards.some((card) => card.cardIsVirtual !== true)) return '/cards/physical';
  if (cards.length > 0) return '/cards/virtual';
  return '/cards/physical';
}

/** Card currencies a payment account can ask a card in (ours). */
const CARD_CURRENCIES = ['EUR', 'USD', 'RON'];

export interface AccountMeta {
  statementsIsAvailable: boolean;
  transactionHistoryIsAvailable: boolean;
  instructionsIsAvailable: boolean;
  cardCanBeRequested: boolean;
  /** spec 02 §3: for pre-payment accounts, |minimum balance| + balance. */
  remainingValue?: string;
  isPrepaymentAccount: boolean;
  cardIsRequested: boolean;
}

/**
 * Derived account meta (spec 02 §3). `all` is every account of the customer: a card settled from this account
 * means a card is requested already.
 */
export function deriveAccountMeta(account: Account, all: readonly Account[]): AccountMeta {
  const isPrepaymentAccount = account.type === ACCOUNT_TYPES.prePayment;
  const isPayment = account.type === ACCOUNT_TYPES.payment;
  const cardIsRequested = all.some(
    (other) =>
      isCardAccount(other) &&
      other.settlementAccountId === account.accountId &&
      other.accountStatusId !== S.canceled,
  );
  return {
    statementsIsAvailable: true,
    transactionHistoryIsAvailable: true,
    instructionsIsAvailable: isPayment || account.type === ACCOUNT_TYPES.receiving,
    cardCanBeRequested: isPayment && CARD_CURRENCIES.includes(account.currencyCode) && !cardIsRequested,
    ...(isPrepaymentAccount
      ? { remainingValue: remainingValue(account.balance, account.accountBalanceMin) }
      : {}),
    isPrepaymentAccount,
    cardIsRequested,
  };
}
