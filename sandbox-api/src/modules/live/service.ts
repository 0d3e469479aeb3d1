import { LIVE_UNAUTHORIZED_CLOSE, type LiveServerMessage } from '@portal/api/contract';
import type { Clock } from '../../lib/clock';
import type { AuthService } from '../auth/service';
import { parseClientMessage } from './schemas';

/** Messages services may push to a customer's open sockets. */
export type LivePushMessage = Extract<LiveServerMessage, { type: 'transaction' | 'notification' }>;

/**
 * Pushes live-channel messages to every open socket of a customer, in this process. Several instances
 * would fan out through PostgreSQL LISTEN/NOTIFY behind this same interface (DESIGN §8).
 */
export interface LivePublisher {
  /** Sends the message to the customer's authenticated sockets; answers how many got it. */
  publish(customerId: number, message: LivePushMessage): number;
}

interface LiveSocket {
  send(message: LiveServerMessage): void;
}

export class LiveHub implements LivePublisher {
  private readonly sockets = new Map<number, Set<LiveSocket>>();

  /** Adds a socket to the customer's; the answer removes it again. */
  subscribe(customerId: number, socket: LiveSocket): () => void {
    let set = this.sockets.get(customerId);
    if (!set) {
      set = new Set();
      this.sockets.set(customerId, set);
    }
    set.add(socket);
    return () => {
      set.delete(socket);
      if (set.size === 0 && this.sockets.get(customerId) === set) this.sockets.delete(customerId);
    };
  }

  publish(customerId: number, message: LivePushMessage): number {
    const set = this.sockets.get(customerId);
    if (!set) return 0;
    for (const socket of set) socket.send(message);
    return set.size;
  }
}

// setTimeout fires at once for delays above this (about 24.8 days).
const MAX_TIMER_MS = 2 ** 31 - 1;

interface LiveSessionDeps {
  hub: LiveHub;
  auth: AuthService;
  clock: Clock;
  authTimeoutMs: number;
  send(message: LiveServerMessage): void;
  close(code: number, reason: string): void;
}

/**
 * One socket's life on the live channel: it must authenticate within the time-out, is told when its
 * token expires (and stops getting events until it authenticates again), and answers pings.
 */
export function createLiveSession({ hub, auth, clock, authTimeoutMs, send, close }: LiveSessionDeps) {
  let customerId: number | null = null;
  let unsubscribe: (() => void) | null = null;
  let authTimer: NodeJS.Timeout | undefined;
  let expiryTimer: NodeJS.Timeout | undefined;

  const refuse = () => {
    end();
    close(LIVE_UNAUTHORIZED_CLOSE, 'Unauthorized');
  };
  const awaitAuth = () => {
    clearTimeout(authTimer);
    authTimer = setTimeout(refuse, authTimeoutMs);
  };
  const expire = () => {
    unsubscribe?.();
    unsubscribe = null;
    send({ type: 'auth.expired' });
    awaitAuth();
  };

  function authenticate(token: string) {
    const caller = auth.authenticate(token);
    // A socket stays with the customer it first authenticated as.
    if (!caller || (customerId !== null && customerId !== caller.customerId)) return refuse();
    customerId = caller.customerId;
    clearTimeout(authTimer);
    clearTimeout(expiryTimer);
    expiryTimer = setTimeout(expire, Math.min(MAX_TIMER_MS, caller.tokenExpiresAt - clock.now().getTime()));
    unsubscribe ??= hub.subscribe(customerId, { send });
    send({ type: 'auth.ok', customerId });
  }

  function end() {
    clearTimeout(authTimer);
    clearTimeout(expiryTimer);
    unsubscribe?.();
    unsubscribe = null;
  }

  return {
    start: awaitAuth,
    receive(raw: string) {
      const message = parseClientMessage(raw);
      if (message?.type === 'auth') authenticate(message.token);
      else if (message?.type === 'ping') send({ type: 'pong' });
    },
    end,
  };
}
