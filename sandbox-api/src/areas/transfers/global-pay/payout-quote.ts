import {
  RESPONSE_CODES,
  type GlobalPayMethod,
  type GlobalPaymentMeta,
  type GlobalPaymentSubmitRequest,
} from '@portal/api/catalogue';
import Decimal from 'decimal.js';
import { methodError } from '../../../platform/http/errors';
import { invalidField } from '../../../money/amounts';
import { currenciesFor, KNOWN_COUNTRIES } from '../../../money/payee-countries';
import { formatAmount, minorUnitsOf } from '../../../money/fees';
import { validateExternalTransfer } from '../../../money/payees/validation';
import {
  GLOBAL_PAY_FX_MARKUP_PERCENT,
  GLOBAL_PAY_TEXTS,
  methodsOfCountry,
  type BatchRow,
  type GlobalPayDeps,
  type PaymentRow,
} from './rules';

/** What a recipient's payout would be: the methods left to them, the rate with its markup, the payee fields checked. */
export function createPayoutQuotes({ transfers, clock }: Pick<GlobalPayDeps, 'transfers' | 'clock'>) {
  /** The stored rate, its inverse, or a cross through EUR (as between own accounts, spec 02 §5). */
  async function rateOf(from: string, to: string): Promise<string> {
    const direct = await transfers.rate(from, to);
    if (direct !== null) return new Decimal(direct).toFixed();
    const reverse = await transfers.rate(to, from);
    if (reverse !== null)
      return new Decimal(1).dividedBy(reverse).toDecimalPlaces(8, Decimal.ROUND_HALF_UP).toFixed();
    if (from !== 'EUR' && to !== 'EUR') {
      const [a, b] = await Promise.all([rateOf(from, 'EUR'), rateOf('EUR', to)]);
      return new Decimal(a).times(b).toDecimalPlaces(8, Decimal.ROUND_HALF_UP).toFixed();
    }
    throw methodError(RESPONSE_CODES.notFound, 'No exchange rate for these currencies.');
  }

  /** What the recipient gets in the batch currency: the amount, less the fee when they pay it. */
  const netOf = (payment: PaymentRow, currencyCode: string) =>
    formatAmount(
      payment.feeShare === 'beneficiary' ? new Decimal(payment.amount).minus(payment.fee) : payment.amount,
      currencyCode,
    );

  function allowedMethods(payment: PaymentRow, countryCode: string): GlobalPayMethod[] {
    const forbidden = new Set(payment.forbiddenMethods);
    return methodsOfCountry(countryCode).filter((method) => !forbidden.has(method));
  }

  async function quote(
    payment: PaymentRow,
    batch: BatchRow,
    method: GlobalPayMethod,
    countryCode: string,
    toCurrencyCode: string,
  ): Promise<GlobalPaymentMeta> {
    if (!allowedMethods(payment, countryCode).includes(method) || !KNOWN_COUNTRIES.has(countryCode))
      throw methodError(RESPONSE_CODES.transferUnavailable, GLOBAL_PAY_TEXTS.methodUnavailable);
    if (!currenciesFor(method, countryCode).includes(toCurrencyCode))
      throw invalidField(
        'toCurrencyCode',
        `${method} pays out in ${currenciesFor(method, countryCode).join(', ')} there`,
      );
    const net = netOf(payment, batch.currencyCode);
    const converted = toCurrencyCode !== batch.currencyCode;
    const mid = converted ? await rateOf(batch.currencyCode, toCurrencyCode) : '1';
    const rate = converted
      ? new Decimal(mid)
          .times(new Decimal(100).minus(GLOBAL_PAY_FX_MARKUP_PERCENT))
          .dividedBy(100)
          .toDecimalPlaces(8, Decimal.ROUND_DOWN)
          .toFixed()
      : '1';
    const toAmount = formatAmount(new Decimal(net).times(rate), toCurrencyCode);
    const fee =
      payment.feeShare === 'beneficiary'
        ? formatAmount(payment.fee, batch.currencyCode)
        : formatAmount(0, batch.currencyCode);
    return {
      exchangeRate: rate,
      toAmount,
      fee,
      estimatedTotal: toAmount,
      maximumTrxFee: formatAmount(payment.fee, batch.currencyCode),
      extraFxMarkupPercent: converted ? GLOBAL_PAY_FX_MARKUP_PERCENT : '0',
    };
  }

  /** Validates the recipient's payee fields with the single external transfer's rules. */
  function checkedPayout(request: GlobalPaymentSubmitRequest, payment: PaymentRow) {
    const validation = validateExternalTransfer(
      {
        type: request.paymentMethod,
        accountId: 0,
        amount: '1',
        currency: request.currencyCode,
        countryCode: request.countryCode,
        details: request.paymentDetails,
        ...(request.extraParams ? { extraParams: request.extraParams } : {}),
      },
      {
        account: {
          id: 0,
          type: 0,
          statusId: 2,
          currencyCode: request.currencyCode,
          minorUnits: minorUnitsOf(request.currencyCode),
        },
        customerType: payment.beneficiaryType === 'business' ? 1 : 0,
        savedCard: null,
        today: clock.now(),
      },
    );
    if (validation.ok) return validation.value;
    if (validation.unavailable)
      throw methodError(RESPONSE_CODES.transferUnavailable, GLOBAL_PAY_TEXTS.methodUnavailable);
    const lines = validation.problems
      .filter((line) => !line.startsWith('accountId:') && !line.startsWith('amount:'))
      .map((line) => line.replace(/^currency:/, 'currencyCode:').replace(/^details\./, 'paymentDetails.'));
    // Only the synthetic source account's lines: the currency does not fit the method (quote() checks it first).
    if (lines.length === 0)
      throw invalidField(
        'currencyCode',
        `${request.paymentMethod} does not pay out in ${request.currencyCode} there`,
      );
    const error = invalidField('paymentDetails', 'are not valid');
    error.body.validationErrors = lines;
    throw error;
  }

  return { netOf, allowedMethods, quote, checkedPayout };
}
