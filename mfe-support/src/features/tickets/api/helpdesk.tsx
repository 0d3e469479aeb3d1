import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { createHelpdeskClient, type HelpdeskClient, type SupportLock } from '@portal/api/helpdesk';
import { bus } from '@portal/events/bus';
import { areaQueryClient } from '@portal/remote/query';
import type { PortalServices } from '@portal/session/app-props';
import { useServices } from '@portal/session/react';
import { actingCustomerId$, user$ } from '@portal/session/session';

/** Every query of this area starts with this key, so one invalidation reloads the area. */
export const SUPPORT_QUERY_KEY = 'support';

let cached: { services: PortalServices; client: HelpdeskClient } | undefined;

/**
 * The area's one help-desk client for these services: its provider token lives in memory with it (issue 31 item 2).
 * The product's `zoho/*` calls go with the session, refreshed through the shell's one token source.
 */
export function helpdeskOf(services: PortalServices): HelpdeskClient {
  if (cached?.services === services) return cached.client;
  const client = createHelpdeskClient({
    apiBaseUrl: services.apiBaseUrl,
    helpdeskBaseUrl: services.helpdeskBaseUrl,
    tokens: services.tokens,
    context: {
      actingCustomerId: () => actingCustomerId$.value,
      isBusiness: () => user$.value?.customerType === 1,
    },
  });
  cached = { services, client };
  return client;
}

// Sign-out forgets the provider token and the lock with the rest of the session (spec 03 §4 "Logout ... resets").
bus.on('session.ended', () => cached?.client.reset());
// spec 03 §4 "Live events": a help-desk notification reloads the tickets and the stats (the shell publishes it).
bus.on('data.reload', ({ scope }) => {
  if (scope === 'support') void areaQueryClient.invalidateQueries({ queryKey: [SUPPORT_QUERY_KEY] });
});

const HelpdeskContext = createContext<HelpdeskClient | null>(null);

/** Gives the pages another client (tests). */
export function HelpdeskProvider({ client, children }: { client: HelpdeskClient; children: ReactNode }) {
  return <HelpdeskContext.Provider value={client}>{children}</HelpdeskContext.Provider>;
}

export function useHelpdesk(): HelpdeskClient {
  const given = useContext(HelpdeskContext);
  const services = useServices();
  return given ?? helpdeskOf(services);
}

/** The support lock (a 429), kept current. */
export function useSupportLock(): SupportLock | null {
  const client = useHelpdesk();
  const [lock, setLock] = useState(() => client.lock());
  useEffect(() => {
    setLock(client.lock());
    return client.onLock(setLock);
  }, [client]);
  return lock;
}
