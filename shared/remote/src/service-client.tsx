import { createContext, useContext, type ReactNode } from 'react';
import { bus, type PortalEventMap } from '@portal/events/bus';
import type { PortalServices } from '@portal/session/app-props';
import { useServices } from '@portal/session/react';
import { subscribeDataReload, type ReloadMap } from './data-reload';
import { areaQueryClient } from './query';

/**
 * An area's one client of a back-end service (DESIGN §3: one client per service), made once for the shell's
 * services (its one token source) and replaceable in tests by the provider. On the shell's `data.reload` (spec 03 §4
 * "Live events"): with `reloads`, the queries it names for the scope reload; with `reloadScope`, every query of the
 * area (all keyed under `queryKey`) reloads on that one scope.
 */
export function areaServiceClient<Client>({
  create,
  queryKey,
  reloadScope,
  reloads,
  onSessionEnded,
}: {
  create: (services: PortalServices) => Client;
  queryKey: string;
  reloadScope?: PortalEventMap['data.reload']['scope'];
  reloads?: ReloadMap;
  /** What sign-out does to the client (a provider's token forgotten), with the rest of the session. */
  onSessionEnded?: (client: Client) => void;
}) {
  let cached: { services: PortalServices; client: Client } | undefined;
  const clientOf = (services: PortalServices): Client => {
    if (cached?.services === services) return cached.client;
    const client = create(services);
    cached = { services, client };
    return client;
  };
  if (onSessionEnded) bus.on('session.ended', () => cached && onSessionEnded(cached.client));
  if (reloadScope)
    bus.on('data.reload', ({ scope }) => {
      if (scope === reloadScope) void areaQueryClient.invalidateQueries({ queryKey: [queryKey] });
    });
  if (reloads) subscribeDataReload(areaQueryClient, reloads);

  const Context = createContext<Client | null>(null);
  /** Gives the pages another client (tests). */
  function Provider({ client, children }: { client: Client; children: ReactNode }) {
    return <Context.Provider value={client}>{children}</Context.Provider>;
  }
  function useClient(): Client {
    const given = useContext(Context);
    const services = useServices();
    return given ?? clientOf(services);
  }
  return { clientOf, Provider, useClient };
}
