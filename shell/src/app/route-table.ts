/**
 * Who owns which route (DESIGN §1), the layout each route uses (spec 01 §2) and whether it is public.
 * The shell registers one single-spa application per remote from this table; each remote's router knows
 * only its own routes.
 */
import routeTable from './route-table.json';

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
  /**
   * The page is taller than a screen less the footer (the registration forms, the sign-in form): its layout
   * reserves the screen's height from the first paint on, so the footer starts below the fold and the form does not
   * push a footer in view down as it comes (issue 49: CLS 0.21 and 0.27; the sign-in's 0.020).
   */
  tall?: boolean;
}

/**
 * The table itself is data (`route-table.json`) so the portal's server reads the same table to preload the
 * area a first request lands in (issue 11); the shell's build emits it beside index.html.
 */
export const ROUTES: readonly RouteEntry[] = routeTable as RouteEntry[];

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
