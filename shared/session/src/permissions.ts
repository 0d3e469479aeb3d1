import { METHOD_CATALOGUE, refusalOf, type CallerRelation, type MethodName } from '@portal/api/catalogue';
import type { UserState } from './session';

/** How the signed-in user stands to the customer they act for, in the access policy's terms (issue 22). */
export function relationOf(user: UserState): CallerRelation {
  if (user.supportActing) return { kind: 'adminActing' };
  return {
    kind: 'member',
    accessRight: user.accessRight,
    balanceInfo: !user.isRepresentative,
    isAdmin: user.isAdmin,
  };
}

/**
 * Whether the user may call an operation, by the same declarations the sandbox enforces: the portal hides
 * what would only be refused (write buttons of a read-only user, a PIN while support acts as the customer).
 */
export function mayCall(user: UserState | null, method: MethodName): boolean {
  if (!user) return METHOD_CATALOGUE[method].public;
  return refusalOf(METHOD_CATALOGUE[method].access, relationOf(user)) === null;
}
