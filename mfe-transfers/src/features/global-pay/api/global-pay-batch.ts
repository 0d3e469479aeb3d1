import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import {
  IDENTICAL_BATCH_CODE,
  type GlobalPayBatch,
  type GlobalPaySetFeeShareRequest,
  type GlobalPaySetMethodForbiddenRequest,
  type GlobalPayUpdatePaymentsRequest,
  type GlobalPayUploadRequest,
  type SubmitResult,
} from '@portal/api/contract';
import { ApiError } from '@portal/api/errors';
import { asList } from '@portal/api/numeric';
import { useServices } from '@portal/session/react';

/** The query key of one batch (its summary page). */
export const globalPayBatchKey = (batchId: number) => ['transfers', 'getGlobalPayBatch', batchId] as const;

/** A batch as the page uses it: numbers the client may have turned into numbers are text again, lists are lists. */
export function normalizeBatch(batch: GlobalPayBatch): GlobalPayBatch {
  return {
    ...batch,
    batchName: String(batch.batchName ?? ''),
    totalAmount: String(batch.totalAmount),
    totalFee: String(batch.totalFee),
    totalDebit: String(batch.totalDebit),
    payments: asList(batch.payments).map((payment) => ({
      ...payment,
      amount: String(payment.amount),
      fee: String(payment.fee),
      description: String(payment.description ?? ''),
      beneficiaryName: String(payment.beneficiaryName),
      beneficiaryEmail: String(payment.beneficiaryEmail),
      paymentMethods: asList(payment.paymentMethods),
    })),
  };
}

/** The batch query, for the hook and for prefetching it with the summary page's code. */
export const globalPayBatchQuery = (method: MethodClient, batchId: number) => ({
  queryKey: globalPayBatchKey(batchId),
  // Global-pay calls show their errors in place (spec 02 §7 "Global-pay calls suppress the automatic popup").
  queryFn: async () => normalizeBatch(await method.call('getGlobalPayBatch', { batchId }, { popup: false })),
});

/** spec 02 §7 "Get batch". */
export function useGlobalPayBatch(batchId: number | undefined) {
  const { method } = useServices();
  return useQuery({
    ...globalPayBatchQuery(method, batchId ?? 0),
    enabled: batchId !== undefined,
    retry: (failures, error) => !(error instanceof ApiError && error.status !== undefined) && failures < 1,
  });
}

/** spec 02 §7 "Country payment methods and dictionary countries". */
export function useGlobalPayCountries() {
  const { method } = useServices();
  return useQuery({
    queryKey: ['transfers', 'getGlobalPayCountries'],
    queryFn: async () =>
      asList((await method.call('getGlobalPayCountries', {}, { popup: false })).countries).map((country) => ({
        ...country,
        paymentMethods: asList(country.paymentMethods),
      })),
    staleTime: 10 * 60_000,
  });
}

/** What an upload ended in: a new batch, or an identical one that needs the sender's confirmation (code 92). */
export type UploadOutcome =
  { kind: 'created'; batchId: number; date: string } | { kind: 'identical'; batchId: number; date: string };

/**
 * Reads code 92 (spec 02 §4, §9) from a refused upload: the identical batch's id and upload date, nothing created.
 * Undefined for any other failure.
 */
export function identicalBatchOf(error: unknown): UploadOutcome | undefined {
  if (!(error instanceof ApiError) || error.code !== IDENTICAL_BATCH_CODE) return undefined;
  const body = (error.body ?? {}) as Record<string, unknown>;
  return { kind: 'identical', batchId: Number(body.batchId), date: String(body.date ?? '') };
}

/** spec 02 §7 "Upload batch file"; code 92 resolves as `identical` rather than failing. */
export function useUploadGlobalPayBatch() {
  const { method } = useServices();
  return useMutation({
    mutationFn: async (request: GlobalPayUploadRequest): Promise<UploadOutcome> => {
      try {
        const answer = await method.call('uploadGlobalPayBatch', request, { popup: false });
        if (String(answer.responseCode) === IDENTICAL_BATCH_CODE || answer.result === 'identicalBatch')
          return { kind: 'identical', batchId: Number(answer.batchId), date: String(answer.date) };
        return { kind: 'created', batchId: Number(answer.batchId), date: String(answer.date) };
      } catch (error) {
        const identical = identicalBatchOf(error);
        if (identical) return identical;
        throw error;
      }
    },
  });
}

type BatchChange =
  | { name: 'updateGlobalPayPayments'; request: GlobalPayUpdatePaymentsRequest }
  | { name: 'setGlobalPayAmount'; request: { batchId: number; paymentId: number; amount: string } }
  | { name: 'setGlobalPayFeeShare'; request: GlobalPaySetFeeShareRequest }
  | { name: 'setGlobalPayMethodForbidden'; request: GlobalPaySetMethodForbiddenRequest };

/**
 * The draft's changes (spec 02 §7 "Update payments", "Set fee side", "Set method forbidden"; §4 "set the amount"):
 * each answers the batch as it now is, which replaces the cached one.
 */
export function useChangeGlobalPayBatch() {
  const { method } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: BatchChange): Promise<GlobalPayBatch> => {
      const answer =
        change.name === 'updateGlobalPayPayments'
          ? await method.call(change.name, change.request, { popup: false })
          : change.name === 'setGlobalPayAmount'
            ? await method.call(change.name, change.request, { popup: false })
            : change.name === 'setGlobalPayFeeShare'
              ? await method.call(change.name, change.request, { popup: false })
              : await method.call(change.name, change.request, { popup: false });
      return normalizeBatch(answer);
    },
    onSuccess: (batch) => queryClient.setQueryData(globalPayBatchKey(batch.batchId), batch),
  });
}

/** spec 02 §7 "Submit batch": a SubmitResult to approve through the shell's popups. */
export function useSubmitGlobalPayBatch() {
  const { method } = useServices();
  return useMutation({
    mutationFn: async (request: { batchId: number; idempotencyKey: string }): Promise<SubmitResult> => {
      const answer = await method.call('submitGlobalPayBatch', request, { popup: false });
      return { ...answer, operationId: String(answer.operationId), fee: String(answer.fee ?? '0') };
    },
  });
}

/** spec 02 §7 "Reject batch". */
export function useRejectGlobalPayBatch() {
  const { method } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (batchId: number) => method.call('rejectGlobalPayBatch', { batchId }, { popup: false }),
    onSuccess: (_answer, batchId) => queryClient.invalidateQueries({ queryKey: globalPayBatchKey(batchId) }),
  });
}

/** spec 02 §7 "Batch status": read from the server once the batch left the draft. */
export function useGlobalPayBatchStatus(batchId: number | undefined, enabled: boolean) {
  const { method } = useServices();
  return useQuery({
    queryKey: ['transfers', 'getGlobalPayBatchStatus', batchId],
    enabled: enabled && batchId !== undefined,
    queryFn: () => method.call('getGlobalPayBatchStatus', { batchId: batchId as number }, { popup: false }),
  });
}
