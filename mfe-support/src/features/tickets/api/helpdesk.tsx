import { useEffect, useState } from 'react';
import { createHelpdeskClient, type HelpdeskClient, type SupportLock } from '@portal/api/helpdesk';
import { areaServiceClient } from '@portal/remote/service-client';
import { actingContext, supportLock$ } from '@portal/session/session';

/** Every query of this area starts with this key, so one invalidation reloads the area. */
export const SUPPORT_QUERY_KEY = 'support';

/**
 * The area's one help-desk client: its provider token lives in memory with it (issue 31 item 2). The product's
 * `zoho/*` calls go with the session, refreshed through the shell's one token source. Sign-out forgets the provider
 * token and the lock with the rest of the session (spec 03 §4 "Logout ... resets"); a help-desk notification reloads
 * the tickets and the stats (spec 03 §4 "Live events"; the shell publishes `data.reload` scope support).
 */
const area = areaServiceClient<HelpdeskClient>({
  queryKey: SUPPORT_QUERY_KEY,
  reloadScope: 'support',
  onSessionEnded: (client) => client.reset(),
  create: (services) =>
    createHelpdeskClient({
      apiBaseUrl: services.apiBaseUrl,
      helpdeskBaseUrl: services.helpdeskBaseUrl,
      tokens: services.tokens,
      lockStore: supportLock$,
      context: actingContext,
    }),
});

export const helpdeskOf = area.clientOf;
/** Gives the pages another client (tests). */
export const HelpdeskProvider = area.Provider;
export const useHelpdesk = area.useClient;

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
