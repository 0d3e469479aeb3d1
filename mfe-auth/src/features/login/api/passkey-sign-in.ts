// The sign-in with a passkey (issue 50 item 2), loaded by the sign-in page once it shows: this module and
// @simplewebauthn/browser stay out of the page's first chunk (its byte budget), and so does the logic below.
import {
  PASSKEY_AUTH_PATHS,
  type AuthFlow,
  type PasskeySignInOptions,
  type PasskeySignInRequest,
  type WebAuthnJSON,
} from '@portal/api/catalogue';
import { createHttpClient, toApiError } from '@portal/api/client';
import { createCodeChallenge, createCodeVerifier } from '@portal/api/pkce';
import { AUTH_CLIENT_ID, type PendingLogin } from './sign-in';

import {
  cancelPasskeyRequest,
  getPasskey,
  isPasskeyCancel,
  passkeyAutofillAvailable,
} from '@portal/session/passkeys';

async function post<T>(apiBaseUrl: string, url: string, data: unknown): Promise<T> {
  try {
    const response = await createHttpClient(apiBaseUrl.replace(/\/$/, '')).request<T>({
      method: 'POST',
      url,
      data,
    });
    return response.data;
  } catch (error) {
    throw toApiError(error);
  }
}

/** `POST /auth/passkey/options`: a challenge any of the brand host's passkeys may answer. */
export function passkeySignInOptions(apiBaseUrl: string): Promise<PasskeySignInOptions> {
  return post<PasskeySignInOptions>(apiBaseUrl, PASSKEY_AUTH_PATHS.options, {});
}

/**
 * `POST /auth/passkey/login` with the browser's assertion, the web client and a fresh PKCE pair (spec 01 §5), as
 * the password's sign-in sends. The answer is a flow (`direct`) that goes on as the password's does: its code is
 * exchanged with this verifier.
 */
export async function passkeyLogin(
  apiBaseUrl: string,
  signInId: string,
  credential: WebAuthnJSON,
): Promise<PendingLogin> {
  const codeVerifier = createCodeVerifier();
  const codeChallenge = await createCodeChallenge(codeVerifier);
  const request: PasskeySignInRequest = { signInId, credential, client: AUTH_CLIENT_ID, codeChallenge };
  const flow = await post<AuthFlow>(apiBaseUrl, PASSKEY_AUTH_PATHS.login, request);
  return { flow, codeVerifier };
}

/** What the sign-in page shows of the passkey sign-in. */
export interface PasskeySignInState {
  /** The e-mail field's autofill offers passkeys (`autocomplete="username webauthn"`). */
  autofill: boolean;
  /** A passkey sign-in is on its way. */
  busy: boolean;
}

/** The passkey sign-in of one sign-in page, driven by the page's `usePasskeySignIn`. */
export interface PasskeySignInController {
  /**
   * After each commit that may matter: whether the credentials show. While they do, and the browser offers passkeys
   * in the e-mail field's autofill, one background request waits for a passkey picked there (conditional
   * mediation); it must start after the commit that marked the field, as the browser looks for it.
   */
  sync: (active: boolean) => void;
  /** The button: the browser's passkey dialog, then the sign-in. */
  signIn: () => void;
  /**
   * Ends the background request (a password sign-in starts) and starts none until {@link resume}, or until the
   * credentials show again.
   */
  pause: () => void;
  resume: () => void;
  /** The page is left: ends the background request. */
  dispose: () => void;
}

/** The request was ended by the page (a later request, the page left), not by the customer or the browser. */
function isPageAbort(error: unknown): boolean {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  return name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED';
}

/**
 * The browser ended a background wait that lasted this long by itself (its time-out): wait again with a new
 * challenge. A quicker refusal is the browser's answer, not asked again.
 */
const RESTART_AFTER_MS = 30_000;

interface AutofillRun {
  phase: 'options' | 'waiting' | 'signingIn' | 'ended';
}

/**
 * The sign-in with a passkey (issue 50 item 2), made where passkeys are offered (`passkeysAvailable`). A passkey the sandbox
 * verified answers a flow with its PKCE verifier, which `onPending` continues as the password's sign-in; failures
 * go to `onFailure`; a dialog the customer (or the page) turned down goes nowhere.
 */
export function createPasskeySignIn({
  apiBaseUrl,
  onState,
  onPending,
  onFailure,
}: {
  apiBaseUrl: string;
  onState: (state: PasskeySignInState) => void;
  onPending: (pending: PendingLogin) => Promise<void>;
  onFailure: (error: unknown) => void;
}): PasskeySignInController {
  let state: PasskeySignInState = { autofill: false, busy: false };
  let active = false;
  let paused = false;
  let disposed = false;
  let run: AutofillRun | null = null;

  const set = (changes: Partial<PasskeySignInState>) => {
    state = { ...state, ...changes };
    if (!disposed) onState(state);
  };
  const complete = async (signInId: string, credential: WebAuthnJSON) =>
    onPending(await passkeyLogin(apiBaseUrl, signInId, credential));
  const finish = (ended: AutofillRun) => {
    ended.phase = 'ended';
    if (run === ended) run = null;
  };
  // A request that already signs in goes on.
  const stop = () => {
    const current = run;
    run = null;
    if (!current || current.phase === 'signingIn' || current.phase === 'ended') return;
    const waiting = current.phase === 'waiting';
    current.phase = 'ended';
    if (waiting) cancelPasskeyRequest();
  };

  const startBackground = () => {
    if (disposed || paused || !active || !state.autofill || state.busy || run) return;
    const current: AutofillRun = { phase: 'options' };
    run = current;
    const started = Date.now();
    void (async () => {
      let challenge;
      try {
        challenge = await passkeySignInOptions(apiBaseUrl);
      } catch {
        // The autofill is a courtesy: the button asks again and tells a failure.
        finish(current);
        return;
      }
      if (current.phase !== 'options') return;
      current.phase = 'waiting';
      let credential;
      try {
        credential = await getPasskey(challenge.options, { autofill: true });
      } catch (error) {
        if (current.phase !== 'waiting') return;
        finish(current);
        if (isPasskeyCancel(error) && Date.now() - started >= RESTART_AFTER_MS) startBackground();
        return;
      }
      if (current.phase !== 'waiting') return;
      current.phase = 'signingIn';
      set({ busy: true });
      try {
        await complete(challenge.signInId, credential);
      } catch (error) {
        onFailure(error);
      } finally {
        finish(current);
        // The page's next sync waits again, if the credentials still show.
        set({ busy: false });
      }
    })();
  };

  void passkeyAutofillAvailable().then(
    (autofill) => {
      if (autofill) set({ autofill });
    },
    () => undefined,
  );

  return {
    sync: (showing) => {
      // The credentials show again (back from a second step): a pause for the password's sign-in is over.
      if (showing && !active) paused = false;
      active = showing;
      if (showing) startBackground();
      else stop();
    },
    signIn: () => {
      if (disposed || state.busy) return;
      stop();
      set({ busy: true });
      void (async () => {
        try {
          const { signInId, options } = await passkeySignInOptions(apiBaseUrl);
          await complete(signInId, await getPasskey(options));
        } catch (error) {
          // The page's own end of the request says nothing; the browser's refusal (turned down, or no passkey of
          // this site, as one made on another brand's host) is told.
          if (!isPageAbort(error)) onFailure(error);
        } finally {
          set({ busy: false });
        }
      })();
    },
    pause: () => {
      paused = true;
      stop();
    },
    resume: () => {
      paused = false;
      startBackground();
    },
    dispose: () => {
      disposed = true;
      stop();
    },
  };
}
