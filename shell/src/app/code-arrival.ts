import { createMethodClient, type AuthClient, type MethodClient } from '@portal/api/client';
import type { CustomerInfo, Tokens } from '@portal/api/catalogue';
import { tokenExpiry } from '@portal/session/session';

/** What the start of a page a customer arrived at with a code (spec 01 §2) asked for ahead, each taken once. */
export interface CodeArrival {
  /** The answer to the code's exchange, for that code only; none the second time. */
  takeExchange(code: string): Promise<Tokens> | undefined;
  /** The customer info asked with the session's access token, for that session only; none the second time. */
  takeCustomerInfo(accessToken: string | undefined): Promise<CustomerInfo> | undefined;
}

/**
 * Exchanges the code from the shell's first task, beside the rest of its start rather than after it, and asks for
 * the new session's customer info the moment its tokens are in, with that access token (issue 28 item 3: each
 * waited for the end of the start, a few hundred ms at 4× CPU). The guard and `loadUser` take the answers when they
 * get there. `infoAhead` is false when the customer info would be another customer's (the query names one to act
 * for). A failure is the taker's to report or to ask again.
 */
export function startCodeArrival({
  auth,
  apiBase,
  code,
  codeVerifier,
  language,
  infoAhead,
  methodClient = createMethodClient,
}: {
  auth: Pick<AuthClient, 'token'>;
  apiBase: string;
  code: string;
  codeVerifier: string;
  language: () => string;
  infoAhead: boolean;
  methodClient?: typeof createMethodClient;
}): CodeArrival {
  let exchange: Promise<Tokens> | undefined = auth.token({ code, codeVerifier });
  exchange.catch(() => undefined);
  let info: { accessToken: string; answer: Promise<CustomerInfo> } | undefined;
  if (infoAhead)
    exchange.then(
      (fresh) => {
        if (!fresh?.accessToken) return;
        // A client of this one token: no refresh, no refusal of the session (the session is not made yet).
        const once: MethodClient = methodClient({
          baseUrl: apiBase,
          tokens: {
            accessToken: () => fresh.accessToken,
            expiresAt: () => tokenExpiry(fresh.accessToken),
            refresh: () => Promise.reject(new Error('a customer info asked ahead has no refresh')),
            refused: () => undefined,
          },
          context: { language, actingCustomerId: () => undefined, isBusiness: () => false },
        });
        const answer = once.call('getCustomerInfo', {}, { popup: false });
        answer.catch(() => undefined);
        info = { accessToken: fresh.accessToken, answer };
      },
      () => undefined,
    );
  return {
    takeExchange: (wanted) => {
      const taken = wanted === code ? exchange : undefined;
      exchange = undefined;
      return taken;
    },
    takeCustomerInfo: (accessToken) => {
      const taken = info;
      info = undefined;
      return taken && taken.accessToken === accessToken ? taken.answer : undefined;
    },
  };
}
