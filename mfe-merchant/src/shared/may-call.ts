import {
  MERCHANT_REST_ACCESS,
  METHOD_CATALOGUE,
  refusalOf,
  type MethodName,
  type OperationAccess,
} from '@portal/api/catalogue';
import { relationOf } from '@portal/session/permissions';
import { useSubject } from '@portal/session/react';
import { user$, type UserState } from '@portal/session/session';

/**
 * The one way the merchant pages decide what a user may do: by the access declarations the sandbox enforces
 * (`METHOD_CATALOGUE` for the method API, `MERCHANT_REST_ACCESS` for `public-api`), so the pages hide what would only
 * be refused (a read-only user sees the lists without their changes). True while the user is not known yet (the
 * shell loads the user before any page mounts).
 */
export function permits(user: UserState | null, access: OperationAccess): boolean {
  return user === null || refusalOf(access, relationOf(user)) === null;
}

/** Whether the user may call an operation of the method API. */
export function useMayCall(method: MethodName): boolean {
  return permits(useSubject(user$), METHOD_CATALOGUE[method].access);
}

/** Where a user without full access lands when asking for an internal page (spec 03 §2, §6). */
export const INTERNAL_FALLBACK_PATH = '/merchant/buttons/my_saved_buttons';

/**
 * Whether the user may see the merchant's internal pages (API key, API log, webhook log): spec 03 §6 "need full
 * access rights", decided by the declaration the sandbox enforces on their REST calls.
 */
export function hasFullAccess(user: UserState | null): boolean {
  return permits(user, MERCHANT_REST_ACCESS.listWebhooks);
}

export function useFullAccess(): boolean {
  return hasFullAccess(useSubject(user$));
}
