import { createContractClient, type ContractClient } from '@portal/api/contract-service';
import type { ReloadMap } from '@portal/remote/query';
import { areaServiceClient } from '@portal/remote/service-client';
import { actingContext } from '@portal/session/session';

/** Every query of this area starts with this key, so one invalidation reloads the area. */
export const CONTRACTS_QUERY_KEY = 'contracts';

/**
 * The lists of this area each `data.reload` scope reloads (spec 03 §4 "smart contracts are reloaded" on an sc*
 * notification; issue 47 item 6). Every sc* type may change any contract: the list with its counts, a contract's
 * page, and whether its signer is identified.
 */
export const CONTRACTS_RELOADS: ReloadMap = {
  contracts: [
    [CONTRACTS_QUERY_KEY, 'list'],
    [CONTRACTS_QUERY_KEY, 'one'],
    [CONTRACTS_QUERY_KEY, 'checkSigner'],
  ],
  documents: [],
  emails: [],
  accounts: [],
  support: [],
  verification: [],
};

// The area's one contract-service client (DESIGN §3), on the shell's one token source.
const area = areaServiceClient<ContractClient>({
  queryKey: CONTRACTS_QUERY_KEY,
  reloads: CONTRACTS_RELOADS,
  create: (services) =>
    createContractClient({
      apiBaseUrl: services.apiBaseUrl,
      tokens: services.tokens,
      context: actingContext,
    }),
});

export const contractsOf = area.clientOf;
/** Gives the pages another client (tests). */
export const ContractClientProvider = area.Provider;
export const useContractClient = area.useClient;
