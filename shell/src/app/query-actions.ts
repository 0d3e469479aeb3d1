import { navigateToUrl } from 'single-spa';
import { reportError, type AuthClient, type MethodClient } from '@portal/api/client';
import { ApiError, GENERIC_ERROR_HEADER } from '@portal/api/errors';
import { bus } from '@portal/events/bus';
import { i18n } from '@portal/i18n/i18n';
import { actAs, endSession, isSignedIn, storeTokens } from '@portal/session/session';
import { readApiOverride, writeApiOverride } from './api-environment';
import type { CodeArrival } from './code-arrival';
import { parseQuery, type QueryAction } from './query-handling';
import { matchRoute } from './route-table';

/** The `api` query changes the back end every client uses, so it is applied before they exist (spec 01 §2). */
export function applyApiAction(action: Extract<QueryAction, { kind: 'api' }>): 'prompt' | 'changed' | 'same' {
  if (action.value === 'prompt') return 'prompt';
  const before = JSON.stringify(readApiOverride() ?? null);
  writeApiOverride(action.value === 'clear' ? undefined : { index: action.value });
  return JSON.stringify(readApiOverride() ?? null) === before ? 'same' : 'changed';
}

export interface QueryActionsOptions {
  method: MethodClient;
  auth: AuthClient;
  /** The exchange of the code the page started with, asked ahead (spec 01 §2). */
  arrival: Pick<CodeArrival, 'takeExchange'> | undefined;
  /** The `api` query asks for a back end's URL: the shell opens its dialog. */
  onApiPrompt: () => void;
}

/** The query's actions (spec 01 §2), handled before every route: a back end, act-as, a code, activation, e-mail. */
export function createQueryActions({ method, auth, arrival, onApiPrompt }: QueryActionsOptions) {
  /** A code from the query is being exchanged for tokens. */
  let exchanging = false;
  /** `code` with `codeVerifier` in the query (spec 01 §2, §5); failures use the spec's token texts (§8). */
  const exchangeCode = async (code: string, codeVerifier: string) => {
    if (isSignedIn()) endSession('logout');
    exchanging = true;
    try {
      const fresh = await (arrival?.takeExchange(code) ?? auth.token({ code, codeVerifier }));
      if (!fresh?.accessToken || !fresh.refreshToken) throw new Error('strange');
      exchanging = false;
      storeTokens(fresh, 'code');
    } catch (error) {
      exchanging = false;
      // The page asked for waited for this sign-in; without it, the sign-in page (the guard's own rule).
      const route = matchRoute(window.location.pathname);
      if (route && !route.public && !isSignedIn()) navigateToUrl('/login');
      const key =
        error instanceof ApiError
          ? error.status
            ? 'tokenErrors.badStatus'
            : 'tokenErrors.unknown'
          : 'tokenErrors.strange';
      reportError(
        new ApiError({ kind: 'response', title: GENERIC_ERROR_HEADER, message: i18n.t(key), textKey: key }),
      );
    }
  };

  const confirmEmail = async (token: string) => {
    try {
      await method.call('confirmEmail', { token }, { popup: false });
      bus.publish('message.show', { tone: 'success', text: i18n.t('common:messages.emailConfirmed') });
    } catch {
      bus.publish('message.show', { tone: 'error', text: i18n.t('common:messages.emailConfirmFailed') });
    }
  };

  /** Query handling before every route (spec 01 §2); answers false when it navigated elsewhere. */
  const handleQuery = (): boolean => {
    const { pathname, search } = window.location;
    // The activation page reads its own action, user and code (the shell sent the link there).
    if (!search || pathname === '/activate') return true;
    const { actions, rest } = parseQuery(search);
    if (rest !== search) window.history.replaceState(window.history.state, '', pathname + rest);
    let stay = true;
    for (const action of actions) {
      switch (action.kind) {
        case 'api': {
          // At start this was applied before the clients were made; later, a change needs a fresh start.
          const outcome = applyApiAction(action);
          if (outcome === 'prompt') onApiPrompt();
          else if (outcome === 'changed') window.location.reload();
          break;
        }
        case 'actAs':
          actAs(action.customerId);
          break;
        case 'exchangeCode':
          void exchangeCode(action.code, action.codeVerifier);
          break;
        case 'activate': {
          const query = new URLSearchParams({ action: action.action, user: action.user, code: action.code });
          navigateToUrl(`/activate?${query.toString()}`);
          stay = false;
          break;
        }
        case 'confirmEmail':
          void confirmEmail(action.token);
          break;
      }
    }
    return stay;
  };

  return { handleQuery, isExchanging: () => exchanging };
}
