import { useQuery } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type { PaymentInstruction } from '@portal/api/catalogue';
import { asList } from '@portal/api/numeric';
import { useServices, useSubject } from '@portal/session/react';
import { actingCustomerId$ } from '@portal/session/session';

/** Payment instructions list (spec 02 §7): how to pay into each account by bank transfer; one item or a list. */
export async function fetchPaymentInstructions(method: MethodClient): Promise<PaymentInstruction[]> {
  const answer = await method.call('getPaymentInstructions', {}, { popup: false });
  return asList(answer.instructions?.instruction);
}

export const paymentInstructionsKey = (customerId?: number) =>
  ['getPaymentInstructions', customerId ?? 'self'] as const;

/** The payment instructions query, for the hook and for prefetching it with the page's code. */
export const paymentInstructionsQuery = (method: MethodClient, customerId?: number) => ({
  queryKey: paymentInstructionsKey(customerId),
  queryFn: () => fetchPaymentInstructions(method),
});

export function usePaymentInstructions() {
  const { method } = useServices();
  const customerId = useSubject(actingCustomerId$);
  return useQuery(paymentInstructionsQuery(method, customerId));
}
