import { useQuery } from '@tanstack/react-query';
import { useServices, useSubject } from '@portal/session/react';
import { actingCustomerId$ } from '@portal/session/session';

/** Batch file view (spec 02 §7): the uploaded file of a batch, read when its dialog opens. */
export function useBatchFile(id: number | undefined) {
  const { method } = useServices();
  const customerId = useSubject(actingCustomerId$);
  return useQuery({
    queryKey: ['getBatchFile', customerId ?? 'self', id],
    queryFn: () => method.call('getBatchFile', { id: id as number }, { popup: false }),
    enabled: id !== undefined,
  });
}
