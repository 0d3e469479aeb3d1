import type { MethodName } from '@portal/api/catalogue';
import { mayCall } from '@portal/session/permissions';
import { useSubject } from '@portal/session/react';
import { user$, type UserState } from '@portal/session/session';

/**
 * Whether the user may call an operation, by the access policy the sandbox enforces (issue 22): the area hides
 * what would only be refused, and never asks for it. True while the user is not known yet: the shell loads the
 * user before any page mounts.
 */
export function permits(user: UserState | null, method: MethodName): boolean {
  return user === null || mayCall(user, method);
}

/** {@link permits} for the signed-in user, following changes (another company chosen, support acting). */
export function useMayCall(method: MethodName): boolean {
  return permits(useSubject(user$), method);
}
