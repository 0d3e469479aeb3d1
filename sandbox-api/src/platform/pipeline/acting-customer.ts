import { RESPONSE_CODES, refusalOf, type CallerRelation, type OperationAccess } from '@portal/api/catalogue';
import { ApiError } from '../http/errors';
import { NO_ACCESS_TEXTS, type CustomerService } from '../customer/service';
import type { Caller } from './authenticate';

/**
 * The acting-customer check of the REST families (contracts, merchant REST, support tickets, identity check, phone
 * verification; issue 48 item 1), written once: the caller's relation to the customer a request names, then the
 * operation's access declaration (the same table the method API checks). Each family words a refusal in its own
 * dialect, so the two steps take the family's errors; a family may check more in between (contracts: the address
 * gate of the company it acts for).
 */
export interface ActingRefusals {
  /** The caller has no tie to the named customer: the families answer as if it did not exist. */
  unknownCustomer(): Error;
  /** The declaration refuses the caller's relation; `text` is the method API's wording. */
  refused(text: string): Error;
}

/** The caller's relation to `customerId`, or the family's "unknown customer" when they have none. */
export async function relationToNamed(
  customers: Pick<CustomerService, 'relationTo'>,
  caller: Caller,
  customerId: number,
  refusals: Pick<ActingRefusals, 'unknownCustomer'>,
): Promise<CallerRelation> {
  try {
    return await customers.relationTo(caller, customerId);
  } catch (error) {
    if (error instanceof ApiError && error.body.responseCode === RESPONSE_CODES.noAccess)
      throw refusals.unknownCustomer();
    throw error;
  }
}

/** Refuses the relation the declaration does not allow: an admin acting sees the secret text, others the operation's. */
export function assertAllowed(
  access: OperationAccess,
  relation: CallerRelation,
  refusals: Pick<ActingRefusals, 'refused'>,
): void {
  if (refusalOf(access, relation))
    throw refusals.refused(
      relation.kind === 'adminActing' ? NO_ACCESS_TEXTS.secret : NO_ACCESS_TEXTS.operation,
    );
}

/** Both steps, for a family with nothing to check between them. */
export async function authorizeActing(
  customers: Pick<CustomerService, 'relationTo'>,
  caller: Caller,
  customerId: number,
  access: OperationAccess,
  refusals: ActingRefusals,
): Promise<CallerRelation> {
  const relation = await relationToNamed(customers, caller, customerId, refusals);
  assertAllowed(access, relation, refusals);
  return relation;
}
