import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type { BatchListRequest, BatchTransfer } from '@portal/api/catalogue';
import { asList } from '@portal/api/numeric';
import { useServices, useSubject } from '@portal/session/react';
import { actingCustomerId$ } from '@portal/session/session';

export interface BatchPage {
  transfers: BatchTransfer[];
  total: number;
}

/** Batch transfer list (spec 02 §7): the answer holds `batchTransfer.transfer` (one item or a list) and total. */
export async function fetchBatchTransfers(
  method: MethodClient,
  request: BatchListRequest,
): Promise<BatchPage> {
  const answer = await method.call('getBatchTransfers', request, { popup: false });
  return { transfers: asList(answer.batchTransfer?.transfer), total: Number(answer.total) || 0 };
}

/** One page of batch transfers; the current page stays on screen while the next loads. */
export function useBatchTransfers(request: BatchListRequest) {
  const { method } = useServices();
  const customerId = useSubject(actingCustomerId$);
  return useQuery({
    queryKey: ['getBatchTransfers', customerId ?? 'self', request],
    queryFn: () => fetchBatchTransfers(method, request),
    placeholderData: keepPreviousData,
  });
}
