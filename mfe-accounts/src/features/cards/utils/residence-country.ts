import type { UserState } from '@portal/session/session';

/**
 * The customer's residence country, when the user state carries it. `UserState` has no such field yet (customer
 * info has `residenceCountryCode`), so it is read only if present; without it the card info is asked for no
 * country.
 */
export function residenceCountryOf(user: UserState | null): string | undefined {
  if (user && 'residenceCountryCode' in user && typeof user.residenceCountryCode === 'string')
    return user.residenceCountryCode || undefined;
  return undefined;
}
