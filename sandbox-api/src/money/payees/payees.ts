import type { ExternalTransferType } from '@portal/api/catalogue';
import { IBAN_LENGTHS, ibanProblem, isValidBic, normalizeIban } from '@portal/api/transfers';
import { isCheckableEmail } from '@portal/api/validation';
import { eftSchemeOf } from '../payee-countries';
import { eftBankOf, normalizeBic } from '../banks';
import { cryptoNetworkOf, isCryptoAddress, networksOf, type CryptoNetwork } from '../crypto-networks';
import { instantKeyProblem, isInstantKeyType, lookUpInstantKey, normalizeInstantKey } from './instant';
import { cardDigits, maskCardNumber, payoutBinProblem, payoutCardProblem } from '../payout-cards';
import {
  ADDRESS_MAX,
  INTERAC_ANSWER,
  INTERAC_QUESTION_MAX,
  ibanReason,
  nameProblem,
  type Field,
  type Problems,
  type ValidPayee,
  type ValidationContext,
} from './payee-rules';

/** The payee of each kind, its problems added; null when it cannot be built. */
export function payeeOf(
  type: ExternalTransferType,
  countryCode: string,
  field: Field,
  problems: Problems,
  context: ValidationContext,
): ValidPayee | null {
  switch (type) {
    case 'wire':
      return wirePayee(countryCode, field, problems);
    case 'eft':
      return eftPayee(countryCode, field, problems);
    case 'oct':
      return octPayee(field, problems, context);
    case 'crypto_eft':
      return cryptoPayee(field, problems, context.account.currencyCode);
    case 'instant_payment':
      return instantPayee(countryCode, field, problems);
    case 'interac':
      return interacPayee(field, problems);
  }
}

/** SEPA territories without IBANs of their own: Åland banks are Finnish, the Crown dependencies' British. */
const IBAN_COUNTRY_OF: Readonly<Record<string, string>> = { AX: 'FI', GG: 'GB', JE: 'GB', IM: 'GB' };

/** An IBAN of the destination country: its problem line, or the normalized IBAN. */
function checkedIban(countryCode: string, field: Field, problems: Problems): string | null {
  const iban = normalizeIban(field('iban'));
  const problem = ibanProblem(iban);
  if (problem !== null) {
    problems.add('iban', ibanReason(problem, iban));
    return null;
  }
  const expected = IBAN_COUNTRY_OF[countryCode] ?? countryCode;
  if (iban.slice(0, 2) !== expected) {
    problems.add('iban', `is an IBAN of ${iban.slice(0, 2)}, but the transfer goes to ${countryCode}`);
    return null;
  }
  return iban;
}

/** An account number outside the IBAN countries (BBAN as the bank writes it, letters allowed). */
function checkedAccountNumber(field: Field, problems: Problems): string | null {
  const accountNumber = field('accountNumber').replace(/\s+/g, '').toUpperCase();
  if (accountNumber === '') problems.add('accountNumber', 'is required');
  else if (!/^[A-Z0-9]{4,34}$/.test(accountNumber))
    problems.add('accountNumber', 'must be 4 to 34 letters or digits');
  else return accountNumber;
  return null;
}

function wirePayee(countryCode: string, field: Field, problems: Problems): ValidPayee | null {
  const usesIban = IBAN_LENGTHS[countryCode] !== undefined;
  const account = usesIban
    ? checkedIban(countryCode, field, problems)
    : checkedAccountNumber(field, problems);
  const swift = field('swift');
  if (swift === '') problems.add('swift', 'is required');
  else if (!isValidBic(swift.toUpperCase())) problems.add('swift', 'not a valid BIC (ISO 9362)');
  const beneficiaryName = field('beneficiaryName');
  problems.add('beneficiaryName', nameProblem(beneficiaryName));
  const beneficiaryAddress = field('beneficiaryAddress');
  if (beneficiaryAddress === '') problems.add('beneficiaryAddress', 'is required');
  else if (beneficiaryAddress.length > ADDRESS_MAX)
    problems.add('beneficiaryAddress', `must be at most ${ADDRESS_MAX} characters`);
  if (problems.lines.length > 0 || account === null) return null;
  return {
    payee: account,
    payeeName: beneficiaryName,
    details: {
      [usesIban ? 'iban' : 'accountNumber']: account,
      swift: normalizeBic(swift),
      beneficiaryName,
      beneficiaryAddress,
    },
  };
}

/** The account-number shape of each eft scheme (the bank identifiers are extra parameters). */
const EFT_ACCOUNT_NUMBER: Readonly<Record<string, { pattern: RegExp; reason: string }>> = {
  ach: { pattern: /^\d{4,17}$/, reason: 'must be 4 to 17 digits' },
  fasterPayments: { pattern: /^\d{8}$/, reason: 'must be 8 digits' },
  canada: { pattern: /^\d{7,12}$/, reason: 'must be 7 to 12 digits' },
  bankBranch: { pattern: /^\d[\d-]{3,19}$/, reason: 'must be 4 to 20 digits' },
};

function eftPayee(countryCode: string, field: Field, problems: Problems): ValidPayee | null {
  const scheme = eftSchemeOf(countryCode);
  const beneficiaryName = field('beneficiaryName');
  problems.add('beneficiaryName', nameProblem(beneficiaryName));
  if (scheme === 'sepa') {
    const iban = checkedIban(countryCode, field, problems);
    if (problems.lines.length > 0 || iban === null) return null;
    return { payee: iban, payeeName: beneficiaryName, details: { iban, beneficiaryName } };
  }
  const accountNumber = field('accountNumber').replace(/\s+/g, '');
  const shape = scheme ? EFT_ACCOUNT_NUMBER[scheme] : undefined;
  if (accountNumber === '') problems.add('accountNumber', 'is required');
  else if (shape && !shape.pattern.test(accountNumber)) problems.add('accountNumber', shape.reason);
  let bankId = '';
  switch (scheme) {
    case 'ach':
      bankId = field('routingNumber');
      break;
    case 'fasterPayments':
      bankId = field('sortCode').replace(/-/g, '');
      break;
    case 'canada':
      bankId = `${field('institutionNumber')}-${field('transitNumber')}`;
      break;
    case 'bankBranch': {
      const bankCode = field('bankCode');
      const branchCode = field('branchCode');
      const bank = eftBankOf(countryCode, bankCode);
      // An unknown bank is already refused by the bankCode select; the branch must be one of that bank's.
      if (bank && branchCode !== '' && bank.branches[branchCode] === undefined)
        problems.add('branchCode', `is not a branch of ${bank.name}`);
      bankId = `${bankCode}-${branchCode}`;
      break;
    }
    default:
      break;
  }
  if (problems.lines.length > 0) return null;
  return {
    payee: `${bankId} ${accountNumber}`,
    payeeName: beneficiaryName,
    details: { accountNumber, beneficiaryName },
  };
}

function octPayee(field: Field, problems: Problems, context: ValidationContext): ValidPayee | null {
  const savedCardId = field('externalCardId');
  const typedName = field('beneficiaryName');
  if (savedCardId !== '') {
    const card = context.savedCard;
    if (card === null) {
      problems.add('externalCardId', 'is not one of your saved cards');
      return null;
    }
    if (card.status !== 'confirmed') problems.add('externalCardId', 'the card is not confirmed yet');
    const today = context.today;
    const expired =
      card.cardExpiryYear < today.getUTCFullYear() ||
      (card.cardExpiryYear === today.getUTCFullYear() && card.cardExpiryMonth < today.getUTCMonth() + 1);
    if (expired) problems.add('externalCardId', 'the card has expired');
    problems.add('externalCardId', payoutBinProblem(card.bin));
    if (problems.lines.length > 0) return null;
    const masked = `${card.bin}******${card.last4}`;
    const payeeName = typedName === '' ? card.cardHolderName : typedName;
    return {
      payee: masked,
      payeeName,
      details: { externalCardId: String(card.id), cardNumber: masked, beneficiaryName: payeeName },
    };
  }
  const digits = cardDigits(field('cardNumber'));
  problems.add('cardNumber', payoutCardProblem(digits));
  problems.add('beneficiaryName', nameProblem(typedName));
  if (problems.lines.length > 0) return null;
  return {
    payee: digits,
    payeeName: typedName,
    details: { cardNumber: maskCardNumber(digits), beneficiaryName: typedName },
  };
}

function cryptoPayee(field: Field, problems: Problems, currencyCode: string): ValidPayee | null {
  const carriers = networksOf(currencyCode);
  const named = field('network');
  let network: CryptoNetwork | undefined = carriers[0];
  if (named !== '') {
    network = cryptoNetworkOf(named);
    if (!network) {
      problems.add(
        'network',
        `is not a network the sandbox sends on (${carriers.map((n) => n.code).join(', ')})`,
      );
    } else if (network.fees[currencyCode] === undefined) {
      problems.add(
        'network',
        `${network.code} does not carry ${currencyCode}; use ${carriers.map((n) => n.code).join(' or ')}`,
      );
      network = undefined;
    }
  }
  const address = field('address');
  if (address === '') problems.add('address', 'is required');
  else if (network && !isCryptoAddress(network, address))
    problems.add('address', `is not an address on the ${network.name} network`);
  const beneficiaryName = field('beneficiaryName');
  if (problems.lines.length > 0 || !network) return null;
  return {
    payee: address,
    payeeName: beneficiaryName,
    details: { address, network: network.code, ...(beneficiaryName ? { beneficiaryName } : {}) },
    network,
  };
}

function instantPayee(countryCode: string, field: Field, problems: Problems): ValidPayee | null {
  const keyType = field('instantKeyType');
  const key = field('instantKey');
  // The key type itself is an extra parameter (a select), already checked.
  if (!isInstantKeyType(keyType)) {
    if (key === '') problems.add('instantKey', 'is required');
    return null;
  }
  const formatProblem = instantKeyProblem(keyType, key);
  problems.add('instantKey', formatProblem);
  if (formatProblem !== null) return null;
  const info = lookUpInstantKey(countryCode, keyType, key);
  if (info === null) problems.add('instantKey', 'no PIX account has this key');
  if (problems.lines.length > 0 || info === null) return null;
  const normalized = normalizeInstantKey(keyType, key);
  return {
    payee: normalized,
    payeeName: info.holderName,
    details: {
      instantKeyType: keyType,
      instantKey: normalized,
      holderName: info.holderName,
      bankName: info.bankName,
    },
  };
}

function interacPayee(field: Field, problems: Problems): ValidPayee | null {
  const toEmail = field('toEmail').toLowerCase();
  if (toEmail === '') problems.add('toEmail', 'is required');
  else if (!isCheckableEmail(toEmail)) problems.add('toEmail', 'is not a valid e-mail address');
  const beneficiaryName = field('beneficiaryName');
  problems.add('beneficiaryName', nameProblem(beneficiaryName));
  const question = field('securityQuestion');
  if (question === '') problems.add('securityQuestion', 'is required');
  else if (question.length > INTERAC_QUESTION_MAX)
    problems.add('securityQuestion', `must be at most ${INTERAC_QUESTION_MAX} characters`);
  const answer = field('securityAnswer');
  if (answer === '') problems.add('securityAnswer', 'is required');
  else if (answer.length < INTERAC_ANSWER.min || answer.length > INTERAC_ANSWER.max)
    problems.add('securityAnswer', `must be ${INTERAC_ANSWER.min} to ${INTERAC_ANSWER.max} characters`);
  else if (question.toLowerCase().includes(answer.toLowerCase()))
    problems.add('securityAnswer', 'must not appear in the question');
  if (problems.lines.length > 0) return null;
  // The answer is a secret between payer and payee: it goes to Interac, never into templates or details.
  return {
    payee: toEmail,
    payeeName: beneficiaryName,
    details: { toEmail, beneficiaryName, securityQuestion: question },
  };
}
