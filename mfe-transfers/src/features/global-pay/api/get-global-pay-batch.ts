import { useQuery } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type { GlobalPayBatch } from '@portal/api/catalogue';
import { ApiError } from '@portal/api/errors';
import { asList } from '@portal/api/numeric';
import { useServices } from '@portal/session/react';

/**
 * Global-pay calls show their errors in place, never the automatic popup (spec 02 §7 "Global-pay calls suppress
 * the automatic validation-error popup").
 */
export const QUIET = { popup: false } as const;

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
  queryFn: async () => normalizeBatch(await method.call('getGlobalPayBatch', { batchId }, QUIET)),
});

/** spec 02 §7 "Get batch"; an answer from the server (a refusal) is not asked again, a lost one once. */
export function useGlobalPayBatch(batchId: number | undefined) {
  const { method } = useServices();
  return useQuery({
    ...globalPayBatchQuery(method, batchId ?? 0),
    enabled: batchId !== undefined,
    retry: (failures, error) => !(error instanceof ApiError && error.status !== undefined) && failures < 1,
  });
}
