import { useEffect, useRef } from 'react';
import { bus, type PortalEventMap } from '@portal/events/bus';

export type LoginDecision = PortalEventMap['live.loginDecision'];

/**
 * Waits for the device's decision over the shell's live channel (spec 01 §4 push and verifyDevice, strict
 * migration): asks the shell to listen with the login's temporary token and hands every `live.loginDecision` to
 * `onDecision`. Leaving (unmount or another token) releases the subscription and tells the shell to stop
 * (DESIGN §2: every subscription is released on unmount).
 */
export function useLiveSignIn(
  temporaryToken: string | undefined,
  onDecision: (decision: LoginDecision) => void,
): void {
  // The latest handler without re-subscribing (and re-authenticating the channel) on every render.
  const handler = useRef(onDecision);
  useEffect(() => {
    handler.current = onDecision;
  });
  useEffect(() => {
    if (!temporaryToken) return undefined;
    // Subscribe before asking, so a decision that arrives at once is not missed.
    const subscription = bus.on('live.loginDecision', (decision) => handler.current(decision));
    bus.publish('live.awaitLogin', { temporaryToken });
    return () => {
      subscription.unsubscribe();
      bus.publish('live.awaitLogin', null);
    };
  }, [temporaryToken]);
}
