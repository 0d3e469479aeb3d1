import type { AuthorizedUserInfo, CustomerAccess } from '@portal/api/catalogue';
import type { UserState } from '@portal/session/session';

/**
 * Where to go after sign-in: a path of the portal, an address outside it, or, for a business user, the next
 * step that needs data first (spec 01 §4).
 */
export type PostLoginTarget =
  | { kind: 'path'; path: string }
  | { kind: 'external'; url: string }
  /** Rule 3: fetch the authorised-user info, then {@link authorisedUserTarget}. */
  | { kind: 'authorisedUser' }
  /** Rule 4: fetch the customer accesses, then {@link accessChoiceTarget}. */
  | { kind: 'customerAccesses' };

export interface PostLoginContext {
  /** An admin's or business user's chosen customer id (`fromCustomerId`). */
  customCustomerId?: number;
  /** The path remembered by the sign-in guard. */
  savedPath?: string;
  /** A tax-certification action is required (self-certification status, spec 03). */
  taxCertificationRequired?: boolean;
  /** How the session began (`storeTokens`' flow): `activation` for an account activation link. */
  authFlow?: string;
}

const path = (to: string): PostLoginTarget => ({ kind: 'path', path: to });

/** A remembered path worth returning to: not the root and not the sign-in page itself. */
function usablePath(saved: string | undefined): string | undefined {
  return saved && saved !== '/' && !saved.startsWith('/login') ? saved : undefined;
}

/** Post-login routing by priority (spec 01 §4), rules 1 to 8, and the rule without a login e-mail. */
/** Where a sign-in lands when nothing else applies (spec 01 §4, rule 8). */
export const LANDING_PATH = '/home';

export function postLoginTarget(user: UserState, context: PostLoginContext = {}): PostLoginTarget {
  // Without a login e-mail: pending terms are handled before the user loads (customer info answers TE), so
  // what remains is the sign-in page.
  if (!user.login) return path('/login');
  // spec 03 §4 "Activation": a personal activation goes home, where its message shows, whatever else is pending
  // (a new customer's KYC is asked for from home's required actions).
  if (context.authFlow === 'activation' && user.customerType === 0) return path(LANDING_PATH);
  // 1. old-web user without a custom customer id
  if (user.useOldWeb && user.oldWebUrl && context.customCustomerId === undefined)
    return { kind: 'external', url: user.oldWebUrl };
  // 2. admin
  if (user.isAdmin) return path('/admin-overview');
  if (user.customerType === 1) {
    // 3. business user without related accounts; 4. with related accounts
    return user.isHaveRelatedAccounts ? { kind: 'customerAccesses' } : { kind: 'authorisedUser' };
  }
  // 5. personal user needing a personal-info update
  if (user.isNeedPersonalInfoUpdate) return path('/profile-update');
  // 6. personal user needing KYC
  if (user.isNeedKyc) return path('/kyc');
  // 7. personal user with a required tax-certification action
  if (context.taxCertificationRequired) return path('/self-certification-splash');
  // 8. a saved initial path if any, else home
  return path(usablePath(context.savedPath) ?? LANDING_PATH);
}

/**
 * Rule 3 after the authorised-user info was fetched: the old web app, carrying the authorised-user info, the
 * account e-mail and the business name; without the info (or an old-web address) the sign-in page.
 */
export function authorisedUserTarget(user: UserState, info: AuthorizedUserInfo | undefined): PostLoginTarget {
  if (!info || !user.oldWebUrl) return path('/login');
  const url = new URL(user.oldWebUrl);
  url.searchParams.set('email', info.email);
  url.searchParams.set('businessName', info.businessName);
  url.searchParams.set('firstName', info.firstName);
  url.searchParams.set('lastName', info.lastName);
  return { kind: 'external', url: url.toString() };
}

/** Rule 4 after the accesses were fetched: the choice when there are any, else the sign-in page. */
export function accessChoiceTarget(
  accesses: readonly CustomerAccess[] | undefined,
): { kind: 'choose'; accesses: readonly CustomerAccess[] } | PostLoginTarget {
  return accesses && accesses.length > 0 ? { kind: 'choose', accesses } : path('/login');
}

/**
 * After a company's access is loaded (spec 03 §4 "Post-login routing for business"): KYC, then company documents
 * without balance access, then a stored path, then home or the business self-certification splash.
 */
export function businessAccessTarget(
  user: Pick<UserState, 'isNeedKyc'>,
  access: CustomerAccess,
  savedPath?: string,
): PostLoginTarget {
  if (user.isNeedKyc) return path('/kyc');
  if (!access.balanceInfo) return path('/company-documents');
  const saved = usablePath(savedPath);
  if (saved) return path(saved);
  return access.selfCertification === 'required'
    ? path('/self-certification-business-splash')
    : path(LANDING_PATH);
}
