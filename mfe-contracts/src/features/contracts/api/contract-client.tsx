import { createContext, useContext, type ReactNode } from 'react';
import { createContractClient, type ContractClient } from '@portal/api/contract-service';
import { bus } from '@portal/events/bus';
import { areaQueryClient } from '@portal/remote/query';
import type { PortalServices } from '@portal/session/app-props';
import { useServices } from '@portal/session/react';
import { actingCustomerId$, user$ } from '@portal/session/session';

/** Every query of this area starts with this key, so one invalidation reloads the area. */
export const CONTRACTS_QUERY_KEY = 'contracts';

let cached: { services: PortalServices; client: ContractClient } | undefined;

/** The area's one contract-service client for these services (DESIGN §3), on the shell's one token source. */
export function contractsOf(services: PortalServices): ContractClient {
  if (cached?.services === services) return cached.client;
  const client = createContractClient({
    apiBaseUrl: services.apiBaseUrl,
    tokens: services.tokens,
    context: {
      actingCustomerId: () => actingCustomerId$.value,
      isBusiness: () => user$.value?.customerType === 1,
    },
  });
  cached = { services, client };
  return client;
}

// spec 03 §4 "smart contracts are reloaded" on an sc* notification: the shell publishes `data.reload` scope contracts.
bus.on('data.reload', ({ scope }) => {
  if (scope === 'contracts') void areaQueryClient.invalidateQueries({ queryKey: [CONTRACTS_QUERY_KEY] });
});

const ContractClientContext = createContext<ContractClient | null>(null);

/** Gives the pages another client (tests). */
export function ContractClientProvider({
  client,
  children,
}: {
  client: ContractClient;
  children: ReactNode;
}) {
  return <ContractClientContext.Provider value={client}>{children}</ContractClientContext.Provider>;
}

export function useContractClient(): ContractClient {
  const given = useContext(ContractClientContext);
  const services = useServices();
  return given ?? contractsOf(services);
}
