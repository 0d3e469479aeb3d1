import { useEffect, useRef, useState } from 'react';
import { passkeysAvailable } from '@portal/session/passkey-support';
import { useServices } from '@portal/session/react';
import { localStore } from '@portal/session/storage';
import type { PasskeySignInController, PasskeySignInState } from '../api/passkey-sign-in';
import type { PendingLogin } from '../api/sign-in';

export interface PasskeySignIn extends PasskeySignInState {
  /** Passkeys can be used in this browser: the page offers the button. */
  available: boolean;
  signIn: () => void;
  /** Ends the e-mail field's background request (a password sign-in starts). */
  pause: () => void;
  /** The password sign-in failed: the background request may wait again. */
  resume: () => void;
}

/**
 * The sign-in with a passkey (issue 50 item 2) on the sign-in page. Its code (and @simplewebauthn/browser) loads in
 * a chunk of its own when the page mounts, so the page's first chunk carries only this; see
 * `createPasskeySignIn`. `active`: the credentials show.
 */
export function usePasskeySignIn({
  active,
  onPending,
  onFailure,
}: {
  active: boolean;
  onPending: (pending: PendingLogin) => Promise<void>;
  onFailure: (error: unknown) => void;
}): PasskeySignIn {
  const { apiBaseUrl } = useServices();
  // Known at the first render, without the library: the button is there from the first paint (nothing moves).
  const [available] = useState(() => passkeysAvailable(localStore));
  const [state, setState] = useState<PasskeySignInState | null>(null);
  const controller = useRef<PasskeySignInController | null>(null);
  const loaded = useRef<Promise<PasskeySignInController | null>>(Promise.resolve(null));
  const handlers = useRef({ onPending, onFailure });
  useEffect(() => {
    handlers.current = { onPending, onFailure };
  });

  useEffect(() => {
    if (!available) return undefined;
    let mounted = true;
    let made: PasskeySignInController | null = null;
    loaded.current = import('../api/passkey-sign-in').then(
      (module) => {
        if (!mounted) return null;
        made = module.createPasskeySignIn({
          apiBaseUrl,
          onState: setState,
          onPending: (pending) => handlers.current.onPending(pending),
          onFailure: (error) => handlers.current.onFailure(error),
        });
        controller.current = made;
        setState({ autofill: false, busy: false });
        return made;
      },
      (error: unknown) => {
        // Without its chunk the page signs in with the password; the button tells why it cannot.
        if (mounted) handlers.current.onFailure(error);
        return null;
      },
    );
    return () => {
      mounted = false;
      made?.dispose();
      controller.current = null;
    };
  }, [apiBaseUrl, available]);

  // After the commit that marked the e-mail field (the browser looks for it), and after each sign-in attempt.
  useEffect(() => controller.current?.sync(active), [active, state]);

  return {
    available,
    autofill: state?.autofill ?? false,
    busy: state?.busy ?? false,
    // A press before the chunk came waits for it.
    signIn: () => {
      if (controller.current) controller.current.signIn();
      else void loaded.current.then((made) => made?.signIn());
    },
    pause: () => controller.current?.pause(),
    resume: () => controller.current?.resume(),
  };
}
