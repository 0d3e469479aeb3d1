import { TRANSACTION_TYPES, type TransactionType } from '@portal/api/catalogue';

/** The languages of the portal (DESIGN §4); `uk` is read as `ua`. */
export const HISTORY_LANGUAGES = ['en', 'es', 'ro', 'ru', 'ua', 'pt'] as const;
export type HistoryLanguage = (typeof HISTORY_LANGUAGES)[number];

/** Names of the transaction types (spec 02 §7 "Transaction type dictionary"), per language. */
const TYPE_NAMES: Record<HistoryLanguage, Record<TransactionType, string>> = {
  en: {
    betweenAccounts: 'Between own accounts',
    p2p: 'Person to person',
    wire: 'Wire transfer',
    eft: 'Bank transfer (EFT)',
    oct: 'Card payout',
    crypto_eft: 'Crypto transfer',
    instant_payment: 'Instant payment',
    interac: 'Interac e-Transfer',
    cardPurchase: 'Card purchase',
    cardLoad: 'Card load',
    deposit: 'Deposit',
    fee: 'Fee',
    exchange: 'Currency exchange',
    refund: 'Refund',
  },
  es: {
    betweenAccounts: 'Entre cuentas propias',
    p2p: 'Entre personas',
    wire: 'Transferencia internacional',
    eft: 'Transferencia bancaria (EFT)',
    oct: 'Pago a tarjeta',
    crypto_eft: 'Transferencia cripto',
    instant_payment: 'Pago instantáneo',
    interac: 'Interac e-Transfer',
    cardPurchase: 'Compra con tarjeta',
    cardLoad: 'Recarga de tarjeta',
    deposit: 'Depósito',
    fee: 'Comisión',
    exchange: 'Cambio de divisa',
    refund: 'Reembolso',
  },
  ro: {
    betweenAccounts: 'Între conturi proprii',
    p2p: 'De la persoană la persoană',
    wire: 'Transfer bancar internațional',
    eft: 'Transfer bancar (EFT)',
    oct: 'Plată pe card',
    crypto_eft: 'Transfer cripto',
    instant_payment: 'Plată instant',
    interac: 'Interac e-Transfer',
    cardPurchase: 'Plată cu cardul',
    cardLoad: 'Alimentare card',
    deposit: 'Depunere',
    fee: 'Comision',
    exchange: 'Schimb valutar',
    refund: 'Rambursare',
  },
  ru: {
    betweenAccounts: 'Между своими счетами',
    p2p: 'Перевод между людьми',
    wire: 'Международный перевод',
    eft: 'Банковский перевод (EFT)',
    oct: 'Выплата на карту',
    crypto_eft: 'Криптоперевод',
    instant_payment: 'Мгновенный платёж',
    interac: 'Interac e-Transfer',
    cardPurchase: 'Покупка по карте',
    cardLoad: 'Пополнение карты',
    deposit: 'Зачисление',
    fee: 'Комиссия',
    exchange: 'Обмен валюты',
    refund: 'Возврат',
  },
  ua: {
    betweenAccounts: 'Між власними рахунками',
    p2p: 'Переказ між особами',
    wire: 'Міжнародний переказ',
    eft: 'Банківський переказ (EFT)',
    oct: 'Виплата на картку',
    crypto_eft: 'Криптопереказ',
    instant_payment: 'Миттєвий платіж',
    interac: 'Interac e-Transfer',
    cardPurchase: 'Покупка карткою',
    cardLoad: 'Поповнення картки',
    deposit: 'Зарахування',
    fee: 'Комісія',
    exchange: 'Обмін валюти',
    refund: 'Повернення коштів',
  },
  pt: {
    betweenAccounts: 'Entre contas próprias',
    p2p: 'Entre pessoas',
    wire: 'Transferência internacional',
    eft: 'Transferência bancária (EFT)',
    oct: 'Pagamento para cartão',
    crypto_eft: 'Transferência cripto',
    instant_payment: 'Pagamento instantâneo',
    interac: 'Interac e-Transfer',
    cardPurchase: 'Compra com cartão',
    cardLoad: 'Carregamento de cartão',
    deposit: 'Depósito',
    fee: 'Tarifa',
    exchange: 'Câmbio',
    refund: 'Reembolso',
  },
};

/** The client's `lang` (`es`, `pt-BR`, `uk`...) as one of ours; anything else is English. */
export function historyLanguage(lang: string | undefined): HistoryLanguage {
  const code = (lang ?? '').slice(0, 2).toLowerCase();
  const language = code === 'uk' ? 'ua' : code;
  return (HISTORY_LANGUAGES as readonly string[]).includes(language) ? (language as HistoryLanguage) : 'en';
}

/** Every type with its name, in the dictionary's order. */
export function transactionTypeNames(language: HistoryLanguage): { type: TransactionType; name: string }[] {
  return TRANSACTION_TYPES.map((type) => ({ type, name: TYPE_NAMES[language][type] }));
}

export function transactionTypeName(type: string, language: HistoryLanguage = 'en'): string {
  return TYPE_NAMES[language][type as TransactionType] ?? type;
}
