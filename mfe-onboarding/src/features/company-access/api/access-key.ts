import { useSubject } from '@portal/session/react';
import { actingCustomerId$ } from '@portal/session/session';

/** The page's reads of one company: adding or removing a user changes both the users and the potential users. */
export const accessRoot = (customerId: number | undefined) =>
  ['companyAccess', customerId ?? 'self'] as const;
export const accessKey = (customerId: number | undefined, operation: string) =>
  [...accessRoot(customerId), operation] as const;

/** The customer the page is for. */
export function useAccessCustomer(): number | undefined {
  return useSubject(actingCustomerId$);
}
