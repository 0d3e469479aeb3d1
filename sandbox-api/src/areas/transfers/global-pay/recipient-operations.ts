import { GLOBAL_PAY_LAST_WITHDRAWALS_LIMIT } from '@portal/api/catalogue';
import { binOf } from '@portal/api/cards';
import {
  emptySchema,
  idSchema,
  countryCodeSchema,
  currencySchema,
  money,
  text,
} from '../../../platform/http/schemas';
import { lookUpBin } from '../../../money/card-bins';
import { cardBinInfoSchema, cardBinRequestSchema } from '../../../money/card-bin-schemas';
import { invalidField } from '../../../money/amounts';
import type { MethodDefinitions } from '../../../platform/pipeline/types';
import type { PayeeLookups } from './payee-lookups';
import {
  extraParamsResponseSchema,
  ibanLookupRequestSchema,
  ibanLookupResponseSchema,
  instantKeyInfoRequestSchema,
  instantKeyInfoResponseSchema,
  swiftLookupRequestSchema,
  swiftLookupResponseSchema,
} from '../../../money/payees/lookup-schemas';
import { resendApprovalResponseSchema, submitResultSchema } from '../../../money/engine/schemas';
import type { GlobalPayService } from './service';
import type { GlobalPayRecipientMethodName } from './method-names';
import {
  methodSchema,
  paymentStatusSchema,
  detailsSchema,
  withSecret,
  object,
  paymentStatusResponseSchema,
  countrySchema,
} from './schemas';

/** The recipient's operations: public, the payment secret is the key (spec 02 §7 "Global-pay, recipient side"). */
export function createGlobalPayRecipientMethods(
  service: GlobalPayService,
  external: PayeeLookups,
): Pick<MethodDefinitions, GlobalPayRecipientMethodName> {
  return {
    getGlobalPayment: {
      requestSchema: withSecret(emptySchema),
      responseSchema: object(
        {
          paymentSecret: { type: 'string' },
          paymentId: { type: 'integer' },
          paymentStatus: paymentStatusSchema,
          senderName: { type: 'string' },
          beneficiaryName: { type: 'string' },
          amount: money,
          currencyCode: { type: 'string' },
          description: { type: 'string' },
          toAmount: money,
          feeIsPayedByBeneficiary: { type: 'boolean' },
          expireDays: { type: 'integer' },
          submittedDate: { type: 'string' },
          transferDate: { type: 'string' },
          allowedCountries: { type: 'array', items: countrySchema },
        },
        [
          'paymentSecret',
          'paymentId',
          'paymentStatus',
          'senderName',
          'beneficiaryName',
          'amount',
          'currencyCode',
          'description',
          'toAmount',
          'feeIsPayedByBeneficiary',
          'expireDays',
          'submittedDate',
          'allowedCountries',
        ],
      ),
      handle: (context) => service.details(context.request.paymentSecret),
    },
    getGlobalPaymentMethods: {
      requestSchema: withSecret(object({ countryCode: countryCodeSchema }, ['countryCode'])),
      responseSchema: object(
        {
          methods: {
            type: 'array',
            items: object({ name: methodSchema, currencies: { type: 'array', items: { type: 'string' } } }, [
              'name',
              'currencies',
            ]),
          },
        },
        ['methods'],
      ),
      handle: (context) => service.methods(context.request.paymentSecret, context.request.countryCode),
    },
    getGlobalPaymentMeta: {
      requestSchema: withSecret(
        object(
          { paymentMethod: methodSchema, toCurrencyCode: currencySchema, countryCode: countryCodeSchema },
          ['paymentMethod', 'toCurrencyCode', 'countryCode'],
        ),
      ),
      responseSchema: object(
        {
          exchangeRate: money,
          toAmount: money,
          fee: money,
          estimatedTotal: money,
          maximumTrxFee: money,
          extraFxMarkupPercent: money,
        },
        ['exchangeRate', 'toAmount', 'fee', 'estimatedTotal', 'maximumTrxFee', 'extraFxMarkupPercent'],
      ),
      handle: (context) =>
        service.meta(
          context.request.paymentSecret,
          context.request.paymentMethod,
          context.request.toCurrencyCode,
          context.request.countryCode,
        ),
    },
    getGlobalPaymentLastWithdrawals: {
      requestSchema: withSecret(
        object({ limit: { type: 'integer', minimum: 1, maximum: GLOBAL_PAY_LAST_WITHDRAWALS_LIMIT } }),
      ),
      responseSchema: object(
        {
          withdrawals: {
            type: 'array',
            items: object(
              {
                paymentId: { type: 'integer' },
                paymentMethod: methodSchema,
                countryCode: { type: 'string' },
                currencyCode: { type: 'string' },
                toAmount: money,
                transferDate: { type: 'string' },
                payee: { type: 'string' },
              },
              [
                'paymentId',
                'paymentMethod',
                'countryCode',
                'currencyCode',
                'toAmount',
                'transferDate',
                'payee',
              ],
            ),
          },
        },
        ['withdrawals'],
      ),
      handle: (context) =>
        service.lastWithdrawals(
          context.request.paymentSecret,
          context.request.limit ?? GLOBAL_PAY_LAST_WITHDRAWALS_LIMIT,
        ),
    },
    getGlobalPaymentWithdrawalDetails: {
      requestSchema: withSecret(object({ paymentId: idSchema }, ['paymentId'])),
      responseSchema: object(
        {
          paymentMethod: methodSchema,
          countryCode: { type: 'string' },
          currencyCode: { type: 'string' },
          paymentDetails: { type: 'object', additionalProperties: { type: 'string' } },
        },
        ['paymentMethod', 'countryCode', 'currencyCode', 'paymentDetails'],
      ),
      handle: (context) =>
        service.withdrawalDetails(context.request.paymentSecret, context.request.paymentId),
    },
    getGlobalPaymentInstantDetails: {
      requestSchema: withSecret({
        ...instantKeyInfoRequestSchema,
        properties: { ...instantKeyInfoRequestSchema.properties, taxId: text(30) },
      }),
      responseSchema: instantKeyInfoResponseSchema,
      handle: async (context) => {
        await service.requireSecret(context.request.paymentSecret);
        const { countryCode, instantKeyType, instantKey } = context.request;
        return external.instantKeyInfo({ countryCode, instantKeyType, instantKey });
      },
    },
    getGlobalPaymentExtraParams: {
      requestSchema: withSecret(
        object(
          { paymentMethod: methodSchema, currencyCode: currencySchema, countryCode: countryCodeSchema },
          ['paymentMethod', 'currencyCode', 'countryCode'],
        ),
      ),
      responseSchema: extraParamsResponseSchema,
      handle: async (context) => {
        const payment = await service.requireSecret(context.request.paymentSecret);
        return external.extraParams(
          0,
          {
            type: context.request.paymentMethod,
            countryCode: context.request.countryCode,
            customerType: payment.beneficiaryType === 'business' ? 1 : 0,
          },
          context.request.lang,
        );
      },
    },
    getGlobalPaymentCardBin: {
      requestSchema: withSecret(cardBinRequestSchema),
      responseSchema: cardBinInfoSchema,
      handle: async (context) => {
        await service.requireSecret(context.request.paymentSecret);
        const bin = binOf(context.request.binNumber);
        if (!bin) throw invalidField('binNumber', 'needs the first 6 digits of the card number');
        return lookUpBin(bin);
      },
    },
    lookupGlobalPaymentSwift: {
      requestSchema: withSecret(swiftLookupRequestSchema),
      responseSchema: swiftLookupResponseSchema,
      handle: async (context) => {
        await service.requireSecret(context.request.paymentSecret);
        return external.lookupSwift(context.request.swift);
      },
    },
    lookupGlobalPaymentIban: {
      requestSchema: withSecret(ibanLookupRequestSchema),
      responseSchema: ibanLookupResponseSchema,
      handle: async (context) => {
        await service.requireSecret(context.request.paymentSecret);
        return external.lookupIban(context.request.iban);
      },
    },
    submitGlobalPayment: {
      requestSchema: withSecret(
        object(
          {
            paymentMethod: methodSchema,
            currencyCode: currencySchema,
            countryCode: countryCodeSchema,
            paymentDetails: detailsSchema,
            extraParams: detailsSchema,
          },
          ['paymentMethod', 'currencyCode', 'countryCode', 'paymentDetails'],
        ),
      ),
      responseSchema: submitResultSchema,
      handle: (context) => service.submitPayment(context.request),
    },
    approveGlobalPayment: {
      requestSchema: withSecret(
        object({ approvalCode: text(12), operationId: text(64) }, ['approvalCode', 'operationId']),
      ),
      responseSchema: paymentStatusResponseSchema,
      handle: (context) =>
        service.approve(
          context.request.paymentSecret,
          context.request.operationId,
          context.request.approvalCode,
        ),
    },
    resendGlobalPaymentCode: {
      requestSchema: withSecret(
        object({ approveType: { type: 'string', enum: ['approvalCode'] }, operationId: text(64) }, [
          'approveType',
          'operationId',
        ]),
      ),
      responseSchema: resendApprovalResponseSchema,
      handle: (context) => service.resend(context.request.paymentSecret, context.request.operationId),
    },
    refuseGlobalPayment: {
      requestSchema: withSecret(emptySchema),
      responseSchema: paymentStatusResponseSchema,
      handle: (context) => service.refuse(context.request.paymentSecret),
    },
    cancelGlobalPayment: {
      requestSchema: withSecret(object({ paymentId: idSchema }, ['paymentId'])),
      responseSchema: paymentStatusResponseSchema,
      handle: (context) => service.cancel(context.request.paymentSecret, context.request.paymentId),
    },
  };
}
