import { createContractClient, type ContractClient } from '@portal/api/contract-service';
import { areaServiceClient } from '@portal/remote/service-client';
import { actingCustomerId$, user$ } from '@portal/session/session';

/** Every query of this area starts with this key, so one invalidation reloads the area. */
export const CONTRACTS_QUERY_KEY = 'contracts';

// The area's one contract-service client (DESIGN §3), on the shell's one token source; spec 03 §4 "smart contracts
// are reloaded" on an sc* notification (the shell publishes `data.reload` scope contracts).
const area = areaServiceClient<ContractClient>({
  queryKey: CONTRACTS_QUERY_KEY,
  reloadScope: 'contracts',
  create: (services) =>
    createContractClient({
      apiBaseUrl: services.apiBaseUrl,
      tokens: services.tokens,
      context: {
        actingCustomerId: () => actingCustomerId$.value,
        isBusiness: () => user$.value?.customerType === 1,
      },
    }),
});

export const contractsOf = area.clientOf;
/** Gives the pages another client (tests). */
export const ContractClientProvider = area.Provider;
export const useContractClient = area.useClient;
