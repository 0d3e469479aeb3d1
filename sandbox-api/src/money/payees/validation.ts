import {
  ACCOUNT_TYPES,
  type ExternalTransferRequest,
  type ExternalTransferType,
} from '@portal/api/catalogue';
import { isCardAccount } from '@portal/api/cards';
import Decimal from 'decimal.js';
import { currenciesFor, KNOWN_COUNTRIES } from '../payee-countries';
import { extraParamProblems, extraParamsFor } from './extra-params';
import type { SourceAccount } from './repository';
import { Problems, type ValidPayee, type ValidationContext } from './payee-rules';
import { payeeOf } from './payees';

export { INTERAC_ANSWER, INTERAC_QUESTION_MAX, ibanReason } from './payee-rules';
export type { ValidPayee, ValidationContext } from './payee-rules';

/**
 * The checks of an external submit (spec 02 §3, §5, §7 "Submit by type"; the payee fields are listed on
 * `ExternalTransferRequest`). Every problem becomes one `field: reason` line, the field named as the form names
 * it (payee fields and extra parameters by their own name), so the customer sees them all at once.
 */

const ACTIVE = 2;

/** Why an account cannot send external transfers of this kind in this currency; null when it can. */
export function sourceAccountProblem(
  account: SourceAccount,
  type: ExternalTransferType,
  currencies: readonly string[],
): string | null {
  if (account.statusId !== ACTIVE || account.type === ACCOUNT_TYPES.closed || isCardAccount(account))
    return 'must be an active account that is not a card';
  if (!currencies.includes(account.currencyCode))
    return `${type} leaves from ${currencies.join(', ')} accounts, not ${account.currencyCode}`;
  return null;
}

/** Why an amount cannot be sent from an account in this currency; null when it can. */
export function amountProblem(text: string, currencyCode: string, minorUnits: number): string | null {
  const amount = new Decimal(text);
  if (!amount.greaterThan(0)) return 'must be over 0';
  if (amount.decimalPlaces() > minorUnits)
    return minorUnits === 0
      ? `${currencyCode} amounts have no decimals`
      : `${currencyCode} amounts have at most ${minorUnits} decimals`;
  return null;
}

export type ExternalValidation =
  { ok: true; value: ValidPayee } | { ok: false; unavailable: boolean; problems: string[] };

/**
 * Checks an external submit. `unavailable` (TNA) when the kind does not reach the country at all; otherwise the
 * problems, all at once; otherwise the payee.
 */
export function validateExternalTransfer(
  request: ExternalTransferRequest,
  context: ValidationContext,
): ExternalValidation {
  const { type, countryCode } = request;
  const problems = new Problems();
  if (!KNOWN_COUNTRIES.has(countryCode))
    return { ok: false, unavailable: false, problems: ['countryCode: is not a country the sandbox knows'] };
  const currencies = currenciesFor(type, countryCode);
  if (currencies.length === 0)
    return { ok: false, unavailable: true, problems: [`${type} transfers do not reach ${countryCode}`] };
  const { account } = context;
  problems.add('accountId', sourceAccountProblem(account, type, currencies));
  if (request.currency !== account.currencyCode)
    problems.add('currency', `must be ${account.currencyCode}, the currency of the account`);
  problems.add('amount', amountProblem(request.amount, account.currencyCode, account.minorUnits));

  const details = request.details;
  const extra = request.extraParams ?? {};
  const valueOf = (name: string): string | undefined => extra[name] ?? details[name];
  const field = (name: string): string => valueOf(name)?.trim() ?? '';

  const params = extraParamsFor(type, countryCode, context.customerType);
  problems.lines.push(...extraParamProblems(params, valueOf));
  const extraValues = Object.fromEntries(
    usedParamNames(params, valueOf).flatMap((name) => (field(name) === '' ? [] : [[name, field(name)]])),
  );

  const payee = payeeOf(type, countryCode, field, problems, context);
  if (problems.lines.length > 0 || payee === null)
    return { ok: false, unavailable: false, problems: problems.lines };
  return { ok: true, value: { ...payee, details: { ...extraValues, ...payee.details } } };
}

/** The names of the parameters a submit used: selects and the parameters nested in their chosen options. */
function usedParamNames(
  params: ReturnType<typeof extraParamsFor>,
  valueOf: (name: string) => string | undefined,
): string[] {
  return params.flatMap((param) => {
    const chosen = param.options?.find((option) => option.value === valueOf(param.name)?.trim());
    return [param.name, ...usedParamNames(chosen?.extraParams ?? [], valueOf)];
  });
}
