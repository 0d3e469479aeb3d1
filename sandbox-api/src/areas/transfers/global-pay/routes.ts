import {
  GLOBAL_PAY_BATCH_STATUSES,
  GLOBAL_PAY_BENEFICIARY_TYPES,
  GLOBAL_PAY_FEE_SHARES,
  GLOBAL_PAY_LAST_WITHDRAWALS_LIMIT,
  GLOBAL_PAY_METHODS,
  GLOBAL_PAY_PAYMENT_STATUSES,
  type MethodName,
} from '@portal/api/catalogue';
import { binOf } from '@portal/api/cards';
import { amountSchema } from '../../../money/amounts';
import { emptySchema, idSchema } from '../../accounts/balances/schemas';
import { lookUpBin } from '../../accounts/cards/bins';
import { cardBinInfoSchema, cardBinRequestSchema } from '../../accounts/cards/schemas';
import { invalidField } from '../../../money/amounts';
import type { MethodDefinitions, ObjectSchema } from '../../../platform/pipeline/types';
import type { ExternalTransferService } from '../payments/external/service';
import {
  extraParamsResponseSchema,
  ibanLookupRequestSchema,
  ibanLookupResponseSchema,
  instantKeyInfoRequestSchema,
  instantKeyInfoResponseSchema,
  swiftLookupRequestSchema,
  swiftLookupResponseSchema,
} from '../payments/external/schemas';
import {
  countryCodeSchema,
  currencySchema,
  idempotencyKeySchema,
  money,
  resendApprovalResponseSchema,
  submitResultSchema,
  text,
} from '../payments/schemas';
import type { GlobalPayService } from './service';

/** The global-pay operations of the method API (spec 02 §7 "Global-pay, sender side", "Global-pay, recipient side"). */
export const GLOBAL_PAY_SENDER_METHODS = [
  'uploadGlobalPayBatch',
  'getGlobalPayBatch',
  'getGlobalPayCountries',
  'updateGlobalPayPayments',
  'setGlobalPayAmount',
  'setGlobalPayFeeShare',
  'setGlobalPayMethodForbidden',
  'submitGlobalPayBatch',
  'rejectGlobalPayBatch',
  'getGlobalPayBatchStatus',
] as const satisfies readonly MethodName[];
/** The recipient's: public, the payment secret is the key, counted per client address (app.ts). */
export const GLOBAL_PAY_RECIPIENT_METHODS = [
  'getGlobalPayment',
  'getGlobalPaymentMethods',
  'getGlobalPaymentMeta',
  'getGlobalPaymentLastWithdrawals',
  'getGlobalPaymentWithdrawalDetails',
  'getGlobalPaymentInstantDetails',
  'getGlobalPaymentExtraParams',
  'getGlobalPaymentCardBin',
  'lookupGlobalPaymentSwift',
  'lookupGlobalPaymentIban',
  'submitGlobalPayment',
  'approveGlobalPayment',
  'resendGlobalPaymentCode',
  'refuseGlobalPayment',
  'cancelGlobalPayment',
] as const satisfies readonly MethodName[];
export type GlobalPayMethodName =
  (typeof GLOBAL_PAY_SENDER_METHODS)[number] | (typeof GLOBAL_PAY_RECIPIENT_METHODS)[number];

// --- schemas ---

const secretSchema = { type: 'string', minLength: 1, maxLength: 128 } as const;
const methodSchema = { type: 'string', enum: [...GLOBAL_PAY_METHODS] } as const;
const feeShareSchema = { type: 'string', enum: [...GLOBAL_PAY_FEE_SHARES] } as const;
const paymentStatusSchema = { type: 'string', enum: [...GLOBAL_PAY_PAYMENT_STATUSES] } as const;
const batchStatusSchema = { type: 'string', enum: [...GLOBAL_PAY_BATCH_STATUSES] } as const;
const detailsSchema = { type: 'object', additionalProperties: { type: 'string', maxLength: 200 } } as const;

/** An object schema with the payment secret added and required. */
function withSecret(schema: ObjectSchema): ObjectSchema {
  return {
    type: 'object',
    properties: { ...schema.properties, paymentSecret: secretSchema },
    required: [...(schema.required ?? []), 'paymentSecret'],
  };
}
const object = (properties: Record<string, unknown>, required: string[] = []): ObjectSchema => ({
  type: 'object',
  properties,
  required,
});

const newPaymentProperties = {
  amount: amountSchema,
  description: text(140),
  beneficiaryType: { type: 'string', enum: [...GLOBAL_PAY_BENEFICIARY_TYPES] },
  beneficiaryName: text(70),
  beneficiaryEmail: text(254),
  beneficiaryCountryCode: countryCodeSchema,
  feeShare: feeShareSchema,
} as const;

const paymentSchema = object(
  {
    id: { type: 'integer' },
    ...newPaymentProperties,
    amount: money,
    paymentMethods: {
      type: 'array',
      items: object({ name: methodSchema, forbidden: { type: 'boolean' } }, ['name', 'forbidden']),
    },
    fee: money,
    status: paymentStatusSchema,
    error: { type: 'string' },
  },
  [
    'id',
    'amount',
    'description',
    'beneficiaryType',
    'beneficiaryName',
    'beneficiaryEmail',
    'beneficiaryCountryCode',
    'feeShare',
    'paymentMethods',
    'fee',
    'status',
  ],
);
const batchSchema = object(
  {
    batchId: { type: 'integer' },
    batchName: { type: 'string' },
    accountId: { type: 'integer' },
    currencyCode: { type: 'string' },
    status: batchStatusSchema,
    createdAt: { type: 'string' },
    submittedAt: { type: 'string' },
    expireDays: { type: 'integer' },
    payments: { type: 'array', items: paymentSchema },
    totalAmount: money,
    totalFee: money,
    totalDebit: money,
  },
  ['batchId', 'batchName', 'accountId', 'currencyCode', 'status', 'createdAt', 'expireDays', 'payments'],
);
const batchRequestSchema = object({ batchId: idSchema }, ['batchId']);
const batchStatusResponseSchema = object(
  {
    batchId: { type: 'integer' },
    status: batchStatusSchema,
    counts: { type: 'object', additionalProperties: { type: 'integer' } },
    payments: {
      type: 'array',
      items: object(
        { id: { type: 'integer' }, status: paymentStatusSchema, transferDate: { type: 'string' } },
        ['id', 'status'],
      ),
    },
  },
  ['batchId', 'status', 'counts', 'payments'],
);
const paymentStatusResponseSchema = object(
  {
    paymentId: { type: 'integer' },
    paymentStatus: paymentStatusSchema,
    transferDate: { type: 'string' },
    transactionId: { type: 'integer' },
  },
  ['paymentId', 'paymentStatus'],
);
const countrySchema = object({ countryCode: { type: 'string' }, name: { type: 'string' } }, [
  'countryCode',
  'name',
]);

export function createGlobalPayMethods(
  service: GlobalPayService,
  external: Pick<ExternalTransferService, 'lookupSwift' | 'lookupIban' | 'instantKeyInfo' | 'extraParams'>,
): Pick<MethodDefinitions, GlobalPayMethodName> {
  return {
    uploadGlobalPayBatch: {
      requestSchema: object(
        {
          // A CSV file of up to GLOBAL_PAY_MAX_ROWS rows.
          attachedFile: { type: 'string', minLength: 1, maxLength: 1_000_000 },
          fileName: text(255),
          accountId: idSchema,
          batchName: text(70),
          ignoreIdenticalBatch: { type: 'boolean' },
        },
        ['accountId', 'batchName'],
      ),
      responseSchema: object(
        {
          result: { type: 'string', enum: ['created', 'identicalBatch'] },
          responseCode: { type: 'string' },
          responseDescription: { type: 'string' },
          date: { type: 'string' },
          batchId: { type: 'integer' },
        },
        // responseCode is the envelope's (required there): 00, or 92 for an identical batch.
        ['result', 'date', 'batchId'],
      ),
      handle: async (context) => {
        const customerId = await context.actingCustomerId();
        // The file part of a multipart call (its size and ending already checked), else the text in attachedFile.
        const file = context.file();
        const text = file ? file.bytes.toString('utf8') : context.request.attachedFile;
        if (text === undefined || text.trim() === '') throw invalidField('attachedFile', 'is required');
        const fileName = file?.filename ?? context.request.fileName;
        return service.upload(customerId, context.caller().userId, {
          ...context.request,
          attachedFile: text,
          ...(fileName !== undefined ? { fileName } : {}),
        });
      },
    },
    getGlobalPayBatch: {
      requestSchema: batchRequestSchema,
      responseSchema: batchSchema,
      handle: async (context) => service.batch(await context.actingCustomerId(), context.request.batchId),
    },
    getGlobalPayCountries: {
      requestSchema: emptySchema,
      responseSchema: object(
        {
          countries: {
            type: 'array',
            items: object(
              {
                countryCode: { type: 'string' },
                name: { type: 'string' },
                paymentMethods: { type: 'array', items: methodSchema },
              },
              ['countryCode', 'name', 'paymentMethods'],
            ),
          },
        },
        ['countries'],
      ),
      handle: async (context) => {
        await context.actingCustomerId();
        return service.countries();
      },
    },
    updateGlobalPayPayments: {
      requestSchema: object(
        {
          batchId: idSchema,
          adds: {
            type: 'array',
            maxItems: 1000,
            items: object(newPaymentProperties, [
              'amount',
              'beneficiaryName',
              'beneficiaryEmail',
              'beneficiaryCountryCode',
            ]),
          },
          updates: {
            type: 'array',
            maxItems: 1000,
            items: object({ id: idSchema, ...newPaymentProperties }, ['id']),
          },
          deletes: { type: 'array', maxItems: 1000, items: idSchema },
          restores: { type: 'array', maxItems: 1000, items: idSchema },
        },
        ['batchId'],
      ),
      responseSchema: batchSchema,
      handle: async (context) => service.updatePayments(await context.actingCustomerId(), context.request),
    },
    setGlobalPayAmount: {
      requestSchema: object({ batchId: idSchema, paymentId: idSchema, amount: amountSchema }, [
        'batchId',
        'paymentId',
        'amount',
      ]),
      responseSchema: batchSchema,
      handle: async (context) =>
        service.setAmount(
          await context.actingCustomerId(),
          context.request.batchId,
          context.request.paymentId,
          context.request.amount,
        ),
    },
    setGlobalPayFeeShare: {
      requestSchema: object(
        {
          batchId: idSchema,
          paymentIds: { type: 'array', maxItems: 1000, items: idSchema },
          feeShare: feeShareSchema,
        },
        ['batchId', 'feeShare'],
      ),
      responseSchema: batchSchema,
      handle: async (context) =>
        service.setFeeShare(
          await context.actingCustomerId(),
          context.request.batchId,
          context.request.paymentIds,
          context.request.feeShare,
        ),
    },
    setGlobalPayMethodForbidden: {
      requestSchema: object(
        { batchId: idSchema, paymentId: idSchema, name: methodSchema, forbidden: { type: 'boolean' } },
        ['batchId', 'paymentId', 'name', 'forbidden'],
      ),
      responseSchema: batchSchema,
      handle: async (context) =>
        service.setMethodForbidden(
          await context.actingCustomerId(),
          context.request.batchId,
          context.request.paymentId,
          context.request.name,
          context.request.forbidden,
        ),
    },
    submitGlobalPayBatch: {
      requestSchema: object({ batchId: idSchema, idempotencyKey: idempotencyKeySchema }, ['batchId']),
      responseSchema: submitResultSchema,
      handle: async (context) =>
        service.submit(
          await context.actingCustomerId(),
          context.caller().userId,
          context.request.batchId,
          context.request.idempotencyKey,
          context.origin(),
        ),
    },
    rejectGlobalPayBatch: {
      requestSchema: batchRequestSchema,
      responseSchema: batchStatusResponseSchema,
      handle: async (context) => service.reject(await context.actingCustomerId(), context.request.batchId),
    },
    getGlobalPayBatchStatus: {
      requestSchema: batchRequestSchema,
      responseSchema: batchStatusResponseSchema,
      handle: async (context) => service.status(await context.actingCustomerId(), context.request.batchId),
    },

    // --- recipient ---

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
