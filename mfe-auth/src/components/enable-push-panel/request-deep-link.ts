import type { AuthClient, SecurityClient } from '@portal/api/client';
import type { ScpRequestAnswer } from '@portal/api/catalogue';

/**
 * `POST /auth/scp/request` (spec 01 §7): with the pending sign-in's temporary token while signing in, or through
 * the session when signed in.
 */
export function requestDeepLink(
  services: { auth: AuthClient; security: SecurityClient },
  temporaryToken: string | undefined,
): Promise<ScpRequestAnswer> {
  return temporaryToken ? services.auth.scpRequest(temporaryToken) : services.security.scpRequest();
}
