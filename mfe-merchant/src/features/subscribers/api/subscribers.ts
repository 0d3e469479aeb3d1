import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import { MERCHANT_PAGE_SIZES } from '@portal/api/catalogue';
import { asList } from '@portal/api/numeric';
import { useServices, useSubject } from '@portal/session/react';
import { actingCustomerId$ } from '@portal/session/session';

const SUBSCRIBERS = ['merchant', 'getSubscribers'] as const;
const INSTALLMENTS = ['merchant', 'getInstallments'] as const;
/** The installment plans use the subscribers' page size (the spec names none for them). */
export const INSTALLMENTS_PAGE_SIZE = MERCHANT_PAGE_SIZES.subscribers;
const who = (customerId: number | undefined) => customerId ?? 'self';

/** spec 03 §7 "Subscriber list (pageSize 50, pageNumber 1)", §9. */
export const subscribersQuery = (
  method: MethodClient,
  customerId: number | undefined,
  pageNumber: number,
) => ({
  queryKey: [...SUBSCRIBERS, who(customerId), pageNumber] as const,
  queryFn: async () => {
    const answer = await method.call(
      'getSubscribers',
      { pageSize: MERCHANT_PAGE_SIZES.subscribers, pageNumber },
      { popup: false },
    );
    return { subscribers: asList(answer.subscribers), totalCount: answer.totalCount };
  },
});

export function useSubscribers(pageNumber: number) {
  const { method } = useServices();
  return useQuery({
    ...subscribersQuery(method, useSubject(actingCustomerId$), pageNumber),
    placeholderData: keepPreviousData,
  });
}

/** spec 03 §7 "installment list". */
export const installmentsQuery = (
  method: MethodClient,
  customerId: number | undefined,
  pageNumber: number,
) => ({
  queryKey: [...INSTALLMENTS, who(customerId), pageNumber] as const,
  queryFn: async () => {
    const answer = await method.call(
      'getInstallments',
      { pageSize: INSTALLMENTS_PAGE_SIZE, pageNumber },
      { popup: false },
    );
    return { installments: asList(answer.installments), totalCount: answer.totalCount };
  },
});

export function useInstallments(pageNumber: number) {
  const { method } = useServices();
  return useQuery({
    ...installmentsQuery(method, useSubject(actingCustomerId$), pageNumber),
    placeholderData: keepPreviousData,
  });
}

/** spec 03 §7 "subscriber cancel (subscriptionId)"; the list reloads after it. */
export function useCancelSubscription() {
  const { method } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (subscriptionId: number) => method.call('cancelSubscription', { subscriptionId }),
    onSuccess: () => client.invalidateQueries({ queryKey: SUBSCRIBERS }),
  });
}
