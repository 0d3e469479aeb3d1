import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import { useServices, useSubject } from '@portal/session/react';
import { actingCustomerId$ } from '@portal/session/session';

const KEY = ['merchant', 'getPaymentNotificationSettings'] as const;

/** spec 03 §3 "Payment-notification settings: statusId", §7 "get, update, new secret". */
export const pbnSettingsQuery = (method: MethodClient, customerId?: number) => ({
  queryKey: [...KEY, customerId ?? 'self'] as const,
  queryFn: () => method.call('getPaymentNotificationSettings', {}, { popup: false }),
});

export function usePbnSettings() {
  const { method } = useServices();
  return useQuery(pbnSettingsQuery(method, useSubject(actingCustomerId$)));
}

export function useUpdatePbnSettings() {
  const { method } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (statusId: number) => method.call('updatePaymentNotificationSettings', { statusId }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** A new secret, answered once: the page shows it and never asks for it again. */
export function useNewPbnSecret() {
  const { method } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => method.call('newPaymentNotificationSecret', {}),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
