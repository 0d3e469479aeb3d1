import { STAGING_INDEX_MAX, STAGING_INDEX_MIN } from '@portal/brands/brands';

/** The activation kinds an e-mailed link carries in `action` (spec 01 §2). */
export const ACTIVATION_ACTIONS = ['activation', 'activationBusiness', 'activationEmployee'] as const;
export type ActivationAction = (typeof ACTIVATION_ACTIONS)[number];

/** What the query of a URL asks the shell to do before the route shows (spec 01 §2 "Query handling"). */
export type QueryAction =
  /** `api`: 0 clears the override, `*` asks for custom URLs, 1 to 15 selects a staging environment. */
  | { kind: 'api'; value: 'clear' | 'prompt' | number }
  /** `fromCustomerId`: act for this customer. */
  | { kind: 'actAs'; customerId: number }
  /** `code` with `codeVerifier`: exchange them for tokens. */
  | { kind: 'exchangeCode'; code: string; codeVerifier: string }
  /** `action` (with `user` and `code`): start account activation. */
  | { kind: 'activate'; action: ActivationAction; user: string; code: string }
  /** `emailConfirmation`: confirm the address and say how it went. */
  | { kind: 'confirmEmail'; token: string };

export interface ParsedQuery {
  actions: QueryAction[];
  /** The query without the parameters that were handled, for `history.replaceState`. */
  rest: string;
}

const HANDLED = ['api', 'fromCustomerId', 'code', 'codeVerifier', 'action', 'user', 'emailConfirmation'];

function apiValue(raw: string): QueryAction | undefined {
  if (raw === '*') return { kind: 'api', value: 'prompt' };
  if (!/^\d{1,2}$/.test(raw)) return undefined;
  const index = Number(raw);
  if (index === 0) return { kind: 'api', value: 'clear' };
  return index >= STAGING_INDEX_MIN && index <= STAGING_INDEX_MAX ? { kind: 'api', value: index } : undefined;
}

/**
 * Reads the query once, in the order the shell must act: the back end first (every later call depends on it),
 * then who is acting, then tokens, then activation and e-mail confirmation. Malformed values are ignored, and
 * removed from the address like the handled ones, so a reload does not repeat them.
 */
export function parseQuery(search: string): ParsedQuery {
  const params = new URLSearchParams(search);
  const actions: QueryAction[] = [];
  const api = params.get('api');
  const parsedApi = api === null ? undefined : apiValue(api.trim());
  if (parsedApi) actions.push(parsedApi);

  const fromCustomerId = params.get('fromCustomerId');
  if (fromCustomerId !== null && /^\d{1,12}$/.test(fromCustomerId))
    actions.push({ kind: 'actAs', customerId: Number(fromCustomerId) });

  const code = params.get('code');
  const codeVerifier = params.get('codeVerifier');
  const action = params.get('action');
  const user = params.get('user');
  if (code && codeVerifier) actions.push({ kind: 'exchangeCode', code, codeVerifier });
  else if (code && user && (ACTIVATION_ACTIONS as readonly string[]).includes(action ?? ''))
    actions.push({ kind: 'activate', action: action as ActivationAction, user, code });

  const emailConfirmation = params.get('emailConfirmation');
  if (emailConfirmation) actions.push({ kind: 'confirmEmail', token: emailConfirmation });

  // `code` alone belongs to other pages (the authorize flow's partner callback, for one): only what was used goes.
  const used = new Set(actions.flatMap(keysOf));
  if (api !== null) used.add('api');
  if (fromCustomerId !== null) used.add('fromCustomerId');
  for (const key of HANDLED) if (used.has(key)) params.delete(key);
  const rest = params.toString();
  return { actions, rest: rest ? `?${rest}` : '' };
}

function keysOf(action: QueryAction): string[] {
  switch (action.kind) {
    case 'api':
      return ['api'];
    case 'actAs':
      return ['fromCustomerId'];
    case 'exchangeCode':
      return ['code', 'codeVerifier'];
    case 'activate':
      return ['action', 'user', 'code'];
    case 'confirmEmail':
      return ['emailConfirmation'];
  }
}
