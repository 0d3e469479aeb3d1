import { useQuery } from '@tanstack/react-query';
import type { MethodClient } from '@portal/api/client';
import type { CompanyEmail } from '@portal/api/catalogue';
import { asList } from '@portal/api/numeric';
import { useServices, useSubject } from '@portal/session/react';
import { actingCustomerId$ } from '@portal/session/session';

/** The payment e-mails of the customer the user acts for: one cache entry per customer. */
export const emailsKey = (customerId: number | undefined) => ['getEmails', customerId ?? 'self'] as const;

/** The e-mails (spec 03 §3 "Phone and email": emailAddress, status, emailId); the page shows its own error state. */
export async function fetchEmails(method: MethodClient): Promise<CompanyEmail[]> {
  const answer = await method.call('getEmails', {}, { popup: false });
  return asList(answer.emails);
}

/** The query, for the hook and for prefetching it with the page's code. */
export const emailsQuery = (method: MethodClient, customerId?: number) => ({
  queryKey: emailsKey(customerId),
  queryFn: () => fetchEmails(method),
});

export function useEmails() {
  const { method } = useServices();
  return useQuery(emailsQuery(method, useSubject(actingCustomerId$)));
}

/** The cache key of the page's list, for the changes to update. */
export function useEmailsKey() {
  return emailsKey(useSubject(actingCustomerId$));
}
