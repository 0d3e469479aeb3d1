/**
 * Who owns which route (DESIGN §1), the layout each route uses (spec 01 §2) and whether it is public.
 * The shell registers one single-spa application per remote from this table; each remote's router knows
 * only its own routes.
 */

export type LayoutKind = 'external' | 'restricted' | 'clear' | 'main';
export type RemoteName =
  | 'mfe_auth'
  | 'mfe_accounts'
  | 'mfe_transfers'
  | 'mfe_onboarding'
  | 'mfe_contracts'
  | 'mfe_support'
  | 'mfe_merchant';

export interface RouteEntry {
  /** Path pattern: `:name` matches one segment, a trailing `/*` matches any rest. */
  pattern: string;
  remote: RemoteName;
  layout: LayoutKind;
  /** Reachable without signing in (spec 01 §2 "Public routes"). */
  public: boolean;
}

const r = (
  pattern: string,
  remote: RemoteName,
  layout: LayoutKind = 'main',
  isPublic = false,
): RouteEntry => ({
  pattern,
  remote,
  layout,
  public: isPublic,
});

export const ROUTES: readonly RouteEntry[] = [
  // mfe-auth
  r('/login', 'mfe_auth', 'external', true),
  r('/password-reset', 'mfe_auth', 'external', true),
  r('/activate', 'mfe_auth', 'external', true),
  r('/scp', 'mfe_auth', 'external', true),
  r('/scp-mobile', 'mfe_auth', 'external', true),
  r('/oau', 'mfe_auth', 'external', true),
  r('/auth/sei', 'mfe_auth', 'external', true),
  r('/legal-terms', 'mfe_auth', 'clear', true),
  r('/setting', 'mfe_auth'),
  r('/login-history', 'mfe_auth'),
  r('/admin-overview', 'mfe_auth'),
  // mfe-accounts
  r('/home', 'mfe_accounts'),
  r('/cards', 'mfe_accounts'),
  r('/cards/*', 'mfe_accounts'),
  r('/card/*', 'mfe_accounts'),
  r('/add-card', 'mfe_accounts'),
  r('/confirm-card/:cardId', 'mfe_accounts'),
  r('/statements', 'mfe_accounts'),
  r('/history', 'mfe_accounts'),
  r('/history/batch-transfers', 'mfe_accounts'),
  r('/receive', 'mfe_accounts'),
  r('/receive/:id', 'mfe_accounts', 'clear', true),
  r('/news', 'mfe_accounts'),
  // mfe-transfers
  r('/transfer/*', 'mfe_transfers'),
  r('/payout-blacklist', 'mfe_transfers'),
  r('/global-payout/:secret', 'mfe_transfers', 'clear', true),
  // mfe-onboarding
  r('/register', 'mfe_onboarding', 'external', true),
  r('/register/*', 'mfe_onboarding', 'external', true),
  r('/kyc', 'mfe_onboarding', 'restricted'),
  r('/company-documents', 'mfe_onboarding', 'restricted'),
  r('/company', 'mfe_onboarding'),
  r('/company-emails', 'mfe_onboarding'),
  r('/company-access', 'mfe_onboarding'),
  r('/unverified-account', 'mfe_onboarding', 'restricted'),
  r('/limited-account', 'mfe_onboarding', 'restricted'),
  r('/profile', 'mfe_onboarding'),
  r('/profile-update', 'mfe_onboarding', 'restricted'),
  r('/profile/notifications', 'mfe_onboarding'),
  r('/self-certification', 'mfe_onboarding', 'restricted'),
  r('/self-certification-business', 'mfe_onboarding', 'restricted'),
  r('/self-certification-splash', 'mfe_onboarding', 'restricted'),
  r('/self-certification-business-splash', 'mfe_onboarding', 'restricted'),
  r('/self-certification-representative', 'mfe_onboarding', 'clear', true),
  r('/video-identity-job/:id', 'mfe_onboarding', 'clear', true),
  r('/identity-verification/:workflowRunId/:token', 'mfe_onboarding', 'clear', true),
  r('/legal', 'mfe_onboarding'),
  // mfe-contracts
  r('/revenue-split', 'mfe_contracts'),
  r('/revenue-split/*', 'mfe_contracts'),
  // mfe-support
  r('/messages', 'mfe_support'),
  r('/messages/:ticketNumber', 'mfe_support'),
  // mfe-merchant
  r('/merchant', 'mfe_merchant'),
  r('/merchant/*', 'mfe_merchant'),
];

function normalise(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function matchesPattern(pattern: string, pathname: string): boolean {
  const path = normalise(pathname).split('/');
  const parts = pattern.split('/');
  if (parts[parts.length - 1] === '*') {
    const base = parts.slice(0, -1);
    return path.length > base.length && base.every((part, i) => part.startsWith(':') || part === path[i]);
  }
  return (
    parts.length === path.length &&
    parts.every((part, i) => (part.startsWith(':') ? path[i] !== '' : part === path[i]))
  );
}

/** The route entry that owns a path, or undefined (the shell shows not-found). */
export function matchRoute(pathname: string, routes: readonly RouteEntry[] = ROUTES): RouteEntry | undefined {
  return routes.find((route) => matchesPattern(route.pattern, pathname));
}
