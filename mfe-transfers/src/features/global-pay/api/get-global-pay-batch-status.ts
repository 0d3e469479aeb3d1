import { useQuery } from '@tanstack/react-query';
import { asList } from '@portal/api/numeric';
import { useServices } from '@portal/session/react';
import { QUIET } from './get-global-pay-batch';

/** spec 02 §7 "Batch status": each payment's claim, read from the server once the batch left the draft. */
export function useGlobalPayBatchStatus(batchId: number | undefined, enabled: boolean) {
  const { method } = useServices();
  return useQuery({
    queryKey: ['transfers', 'getGlobalPayBatchStatus', batchId],
    enabled: enabled && batchId !== undefined,
    queryFn: async () => {
      const answer = await method.call('getGlobalPayBatchStatus', { batchId: batchId as number }, QUIET);
      return { ...answer, payments: asList(answer.payments) };
    },
  });
}
