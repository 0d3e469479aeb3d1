import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CONTRACT_PAGE_SIZE,
  type ContractListQuery,
  type CreateContractRequest,
  type SmartContract,
  type TerminateContractRequest,
} from '@portal/api/catalogue';
import type { ContractClient } from '@portal/api/contract-service';
import { useSubject } from '@portal/session/react';
import { actingCustomerId$ } from '@portal/session/session';
import { CONTRACTS_QUERY_KEY, useContractClient } from './contract-client';

const who = (customerId: number | undefined) => customerId ?? 'self';

/** spec 03 §7 `GET /contract`, spec 03 §9 page size 1000. The list shows its own error state: no popup. */
export const contractsQuery = (
  client: ContractClient,
  customerId: number | undefined,
  query: ContractListQuery,
) => ({
  queryKey: [CONTRACTS_QUERY_KEY, 'list', who(customerId), query] as const,
  queryFn: () => client.list({ ...query, page: 1, pageSize: CONTRACT_PAGE_SIZE }, { popup: false }),
});

export const contractQuery = (client: ContractClient, customerId: number | undefined, id: number) => ({
  queryKey: [CONTRACTS_QUERY_KEY, 'one', who(customerId), id] as const,
  queryFn: () => client.get(id, { popup: false }),
});

export function useContracts(query: ContractListQuery) {
  const client = useContractClient();
  const customerId = useSubject(actingCustomerId$);
  return useQuery({ ...contractsQuery(client, customerId, query), placeholderData: (last) => last });
}

export function useContract(id: number) {
  const client = useContractClient();
  const customerId = useSubject(actingCustomerId$);
  return useQuery({ ...contractQuery(client, customerId, id), enabled: id > 0 });
}

/** `GET /contract/{id}/checkSigner`: asked only when the viewer may sign. */
export function useCheckSigner(id: number, enabled: boolean) {
  const client = useContractClient();
  const customerId = useSubject(actingCustomerId$);
  return useQuery({
    queryKey: [CONTRACTS_QUERY_KEY, 'checkSigner', who(customerId), id] as const,
    queryFn: () => client.checkSigner(id, { popup: false }),
    enabled,
  });
}

/** The moves a party makes (spec 03 §7); every one reloads the area. A refusal shows the popup (spec 03 §8). */
export type ContractMove =
  | { action: 'cancel' | 'reject' | 'terminateCancel' | 'terminateNow' | 'identificationStarted' }
  | { action: 'terminate'; request: TerminateContractRequest };

export function useContractMove(id: number) {
  const client = useContractClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: ContractMove): Promise<SmartContract> =>
      move.action === 'terminate' ? client.terminate(id, move.request) : client[move.action](id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [CONTRACTS_QUERY_KEY] }),
  });
}

export function useCreateContract() {
  const client = useContractClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateContractRequest) => client.create(request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CONTRACTS_QUERY_KEY] }),
  });
}

/** Reloads the area (after signing in the embedded page, whose outcome the service knows first). */
export function useReloadContracts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [CONTRACTS_QUERY_KEY] });
}
