import { useSubject } from '@portal/session/react';
import { actingCustomerId$ } from '@portal/session/session';

/**
 * The cache key of one of the company's reads: under the customer the user acts for, so choosing another company
 * (or support acting for one) reads again, and a change invalidates everything of that company at once.
 */
export const companyRoot = (customerId: number | undefined) => ['company', customerId ?? 'self'] as const;
export const companyKey = (customerId: number | undefined, operation: string) =>
  [...companyRoot(customerId), operation] as const;

/** The customer the company pages are for. */
export function useCompanyCustomer(): number | undefined {
  return useSubject(actingCustomerId$);
}
