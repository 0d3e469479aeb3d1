import { useEffect, useState } from 'react';
import type { MethodClient } from '@portal/api/client';
import { asList } from '@portal/api/numeric';
import type { UserState } from '@portal/session/session';

/** Finds a customer's name by their number, as the admin overview finds customers (spec 01 §6). */
export async function lookUpCustomerName(
  method: Pick<MethodClient, 'call'>,
  customerId: number,
): Promise<string | undefined> {
  const answer = await method.call('searchCustomers', { query: String(customerId) }, { popup: false });
  return asList(answer.customers).find((customer) => Number(customer.customerId) === customerId)?.name;
}

/**
 * The name of the customer support acts as, for the header (issue 22). A company's comes with its customer info;
 * a person's customer info names the signed-in administrator, so it is looked up by the customer number. Only for
 * the user loaded for that customer: a name must not be shown for the previous one. Undefined until known, and
 * when the look-up fails (the number then stands in for it).
 */
export function useActingName(
  user: UserState | null,
  customerId: number | undefined,
  lookUp: (customerId: number) => Promise<string | undefined>,
): string | undefined {
  const loadedFor = user?.supportActing && customerId !== undefined && user.customerId === customerId;
  const company = loadedFor && user.customerType === 1 ? user.businessName : undefined;
  const [found, setFound] = useState<{ customerId: number; name: string }>();
  useEffect(() => {
    if (!loadedFor || company || customerId === undefined) return undefined;
    let current = true;
    lookUp(customerId).then(
      (name) => {
        if (current && name) setFound({ customerId, name });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [loadedFor, company, customerId, lookUp]);
  if (!loadedFor) return undefined;
  return company ?? (found?.customerId === customerId ? found.name : undefined);
}
