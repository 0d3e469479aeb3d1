import type { UserState } from '@portal/session/session';

/** Where to go after sign-in: a path of the portal, or an address outside it. */
export type PostLoginTarget = { kind: 'path'; path: string } | { kind: 'external'; url: string };

export interface PostLoginContext {
  /** An admin's or business user's chosen customer id (`fromCustomerId`). */
  customCustomerId?: number;
  /** The path remembered by the sign-in guard. */
  savedPath?: string;
  /** A tax-certification action is required (self-certification status, spec 03). */
  taxCertificationRequired?: boolean;
}

/**
 * Post-login routing by priority (spec 01 §4), rules 1, 2 and 5 to 8. The two business rules (3 and 4) need the
 * authorised-user info and the customer accesses, which arrive with the business area (issue 3); until then a
 * business user continues with rule 8.
 */
export function postLoginTarget(user: UserState, context: PostLoginContext = {}): PostLoginTarget {
  // 1. old-web user without a custom customer id
  if (user.useOldWeb && user.oldWebUrl && context.customCustomerId === undefined)
    return { kind: 'external', url: user.oldWebUrl };
  // 2. admin
  if (user.isAdmin) return { kind: 'path', path: '/admin-overview' };
  if (user.customerType === 0) {
    // 5. personal user needing a personal-info update
    if (user.isNeedPersonalInfoUpdate) return { kind: 'path', path: '/profile-update' };
    // 6. personal user needing KYC
    if (user.isNeedKyc) return { kind: 'path', path: '/kyc' };
    // 7. personal user with a required tax-certification action
    if (context.taxCertificationRequired) return { kind: 'path', path: '/self-certification-splash' };
  }
  // 8. a saved initial path if any, else home
  const saved = context.savedPath;
  return { kind: 'path', path: saved && saved !== '/' && !saved.startsWith('/login') ? saved : '/home' };
}
