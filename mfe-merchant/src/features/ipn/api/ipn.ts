import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import {
  IPN_SETTINGS_DEFAULTS,
  MERCHANT_PAGE_SIZES,
  type IpnSettings,
  type UpdateIpnSettingsRequest,
} from '@portal/api/catalogue';
import { asList } from '@portal/api/numeric';
import { useServices, useSubject } from '@portal/session/react';
import { actingCustomerId$ } from '@portal/session/session';

const MESSAGES = ['merchant', 'getIpnMessages'] as const;
const MESSAGE = ['merchant', 'getIpnMessage'] as const;
const SETTINGS = ['merchant', 'getIpnSettings'] as const;
const who = (customerId: number | undefined) => customerId ?? 'self';

/** spec 03 §7 "IPN message list (pageSize 25)", §9. */
export const ipnMessagesQuery = (
  method: MethodClient,
  customerId: number | undefined,
  pageNumber: number,
) => ({
  queryKey: [...MESSAGES, who(customerId), pageNumber] as const,
  queryFn: async () => {
    const answer = await method.call(
      'getIpnMessages',
      { pageSize: MERCHANT_PAGE_SIZES.ipn, pageNumber },
      { popup: false },
    );
    return { messages: asList(answer.messages), totalCount: answer.totalCount };
  },
});

export function useIpnMessages(pageNumber: number) {
  const { method } = useServices();
  return useQuery({
    ...ipnMessagesQuery(method, useSubject(actingCustomerId$), pageNumber),
    placeholderData: keepPreviousData,
  });
}

export function useIpnMessage(id: number | null) {
  const { method } = useServices();
  const customerId = useSubject(actingCustomerId$);
  return useQuery({
    queryKey: [...MESSAGE, who(customerId), id] as const,
    queryFn: () => method.call('getIpnMessage', { id: id ?? 0 }, { popup: false }),
    enabled: id !== null,
  });
}

export function useConfirmIpnMessage() {
  const { method } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => method.call('confirmIpnMessage', { id }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: MESSAGES }),
        client.invalidateQueries({ queryKey: MESSAGE }),
      ]),
  });
}

/** spec 03 §3 "IPN settings: notifyUrl, notifyStatusId, statusId (defaults 1 and 1)". */
export function withIpnDefaults(settings: Partial<IpnSettings>): IpnSettings {
  return {
    notifyUrl: settings.notifyUrl ?? '',
    notifyStatusId: settings.notifyStatusId ?? IPN_SETTINGS_DEFAULTS.notifyStatusId,
    statusId: settings.statusId ?? IPN_SETTINGS_DEFAULTS.statusId,
    hasSecretKey: settings.hasSecretKey ?? false,
  };
}

export const ipnSettingsQuery = (method: MethodClient, customerId?: number) => ({
  queryKey: [...SETTINGS, who(customerId)] as const,
  queryFn: async () => withIpnDefaults(await method.call('getIpnSettings', {}, { popup: false })),
});

export function useIpnSettings() {
  const { method } = useServices();
  return useQuery(ipnSettingsQuery(method, useSubject(actingCustomerId$)));
}

export function useUpdateIpnSettings() {
  const { method } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateIpnSettingsRequest) => method.call('updateIpnSettings', request),
    onSuccess: () => client.invalidateQueries({ queryKey: SETTINGS }),
  });
}

/** A new secret key, answered once. */
export function useNewIpnSecretKey() {
  const { method } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => method.call('newIpnSecretKey', {}),
    onSettled: () => client.invalidateQueries({ queryKey: SETTINGS }),
  });
}
