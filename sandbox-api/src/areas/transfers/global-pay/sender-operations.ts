import { amountSchema, invalidField } from '../../../money/amounts';
import { emptySchema, idSchema, idempotencyKeySchema, text } from '../../../platform/http/schemas';
import type { MethodDefinitions } from '../../../platform/pipeline/types';
import { submitResultSchema } from '../../../money/engine/schemas';
import type { GlobalPayService } from './service';
import type { GlobalPaySenderMethodName } from './method-names';
import {
  methodSchema,
  feeShareSchema,
  object,
  newPaymentProperties,
  batchSchema,
  batchRequestSchema,
  batchStatusResponseSchema,
} from './schemas';

/** The sender's operations: the draft batch, its edits, its submit (spec 02 §7 "Global-pay, sender side"). */
export function createGlobalPaySenderMethods(
  service: GlobalPayService,
): Pick<MethodDefinitions, GlobalPaySenderMethodName> {
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
  };
}
