import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { bus, type PortalEventMap } from '@portal/events/bus';

type Scope = PortalEventMap['data.reload']['scope'];

/** The area's queries each reload scope covers (query keys start with the method's name). */
const QUERIES_OF: Partial<Record<Scope, readonly string[]>> = {
  documents: ['getCustomerDocuments', 'getLimitReasons', 'getDueDiligenceInfo'],
  verification: ['getVerificationState', 'getIdentity', 'getLimitReasons'],
  emails: ['getEmails', 'profile', 'getUsernameChangeRequests'],
};

/**
 * spec 03 §4 "When a notification arrives, documents, emails … are reloaded according to its type" (issue 31 item 3):
 * the shell publishes `data.reload`; this area invalidates its queries of that scope. Released on unmount.
 */
export function useDataReload(client: QueryClient): void {
  useEffect(() => {
    const subscription = bus.on('data.reload', ({ scope }) => {
      for (const name of QUERIES_OF[scope] ?? []) void client.invalidateQueries({ queryKey: [name] });
    });
    return () => subscription.unsubscribe();
  }, [client]);
}
