import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AllowedIp,
  ApiKey,
  CreateAllowedIpRequest,
  CreateApiKeyRequest,
  CreateWebhookRequest,
  WebhookRequestsQuery,
} from '@portal/api/catalogue';
import type { MerchantClient, WithoutCustomer } from '@portal/api/merchant';
import { useSubject } from '@portal/session/react';
import { actingCustomerId$ } from '@portal/session/session';
import { MERCHANT_REST_KEY, useMerchantClient } from './merchant-client';

const who = (customerId: number | undefined) => customerId ?? 'self';

/** The lists show their own error state: no popup for reads. */
export const webhooksQuery = (client: MerchantClient, customerId: number | undefined) => ({
  queryKey: [MERCHANT_REST_KEY, 'webhooks', who(customerId)] as const,
  queryFn: async () => (await client.listWebhooks({ popup: false })).webhooks,
});

export type WebhookLogFilter = Omit<WithoutCustomer<WebhookRequestsQuery>, 'limit'>;

export const webhookRequestsQuery = (
  client: MerchantClient,
  customerId: number | undefined,
  filter: WebhookLogFilter,
) => ({
  queryKey: [MERCHANT_REST_KEY, 'webhookRequests', who(customerId), filter] as const,
  queryFn: () => client.webhookRequests(filter, { popup: false }),
});

export const apiKeysQuery = (client: MerchantClient, customerId: number | undefined) => ({
  queryKey: [MERCHANT_REST_KEY, 'apiKeys', who(customerId)] as const,
  queryFn: async () => (await client.listApiKeys({ popup: false })).apiKeys,
});

export const allowedIpsQuery = (client: MerchantClient, customerId: number | undefined) => ({
  queryKey: [MERCHANT_REST_KEY, 'allowedIps', who(customerId)] as const,
  queryFn: async () => (await client.listAllowedIps({ popup: false })).allowedIps,
});

function useCustomer() {
  return useSubject(actingCustomerId$);
}

export function useWebhooks() {
  const client = useMerchantClient();
  return useQuery(webhooksQuery(client, useCustomer()));
}

export function useWebhookRequests(filter: WebhookLogFilter) {
  const client = useMerchantClient();
  return useQuery({
    ...webhookRequestsQuery(client, useCustomer(), filter),
    placeholderData: (last) => last,
  });
}

export function useApiKeys() {
  const client = useMerchantClient();
  return useQuery(apiKeysQuery(client, useCustomer()));
}

export function useAllowedIps() {
  const client = useMerchantClient();
  return useQuery(allowedIpsQuery(client, useCustomer()));
}

/** spec 03 §5 "API log only when a key is chosen": not asked while `apiKeyId` is undefined. */
export function useApiRequests(apiKeyId: number | undefined, fromDate: string, toDate: string) {
  const client = useMerchantClient();
  const customerId = useCustomer();
  return useQuery({
    queryKey: [MERCHANT_REST_KEY, 'apiRequests', who(customerId), apiKeyId, fromDate, toDate] as const,
    queryFn: () =>
      client.apiRequests(
        { apiKeyId: apiKeyId as number, fromDate: fromDate || undefined, toDate: toDate || undefined },
        { popup: false },
      ),
    enabled: apiKeyId !== undefined,
    placeholderData: (last) => last,
  });
}

/**
 * A change: a failure has shown the response popup (the client published it, spec 03 §8); a success reloads the
 * lists (spec 03 §8 "A success clears the app message and reloads the list"; the page clears its own message).
 */
function useChange<A, R>(run: (client: MerchantClient, args: A) => Promise<R>) {
  const client = useMerchantClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => run(client, args),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [MERCHANT_REST_KEY] }),
  });
}

type WebhookFields = WithoutCustomer<CreateWebhookRequest>;
export const useCreateWebhook = () => useChange((c, r: WebhookFields) => c.createWebhook(r));
export const useUpdateWebhook = () =>
  useChange((c, { id, ...r }: WebhookFields & { id: number }) => c.updateWebhook(id, r));
export const useDeleteWebhook = () => useChange((c, id: number) => c.deleteWebhook(id));
export const usePingWebhook = () => useChange((c, url: string) => c.pingWebhook(url));
export const useReplayWebhookRequest = () => useChange((c, id: number) => c.replayWebhookRequest(id));

type KeyFields = WithoutCustomer<CreateApiKeyRequest>;
export const useCreateApiKey = () => useChange((c, r: KeyFields) => c.createApiKey(r));
export const useUpdateApiKey = () =>
  useChange((c, key: Pick<ApiKey, 'id' | 'name' | 'enabled'>) =>
    c.updateApiKey(key.id, { name: key.name, enabled: key.enabled }),
  );
export const useDeleteApiKey = () => useChange((c, id: number) => c.deleteApiKey(id));

type IpFields = WithoutCustomer<CreateAllowedIpRequest>;
export const useCreateAllowedIp = () => useChange((c, r: IpFields) => c.createAllowedIp(r));
export const useUpdateAllowedIp = () => useChange((c, { id, ...r }: AllowedIp) => c.updateAllowedIp(id, r));
export const useDeleteAllowedIp = () => useChange((c, id: number) => c.deleteAllowedIp(id));
