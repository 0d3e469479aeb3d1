import { useQuery } from '@tanstack/react-query';
import { useServices, useSubject } from '@portal/session/react';
import { actingCustomerId$ } from '@portal/session/session';

/** Transaction details of one history line, read when its dialog opens. */
export function useTransactionDetails(transactionId: number | undefined) {
  const { method } = useServices();
  const customerId = useSubject(actingCustomerId$);
  return useQuery({
    queryKey: ['getTransactionDetails', customerId ?? 'self', transactionId],
    queryFn: () =>
      method.call('getTransactionDetails', { transactionId: transactionId as number }, { popup: false }),
    enabled: transactionId !== undefined,
  });
}
