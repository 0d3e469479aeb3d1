import { LIVE_UNAUTHORIZED_CLOSE, type LiveServerFrame } from '@portal/api/catalogue';
import type { Clock } from '../clock/clock';
import type { Authenticator } from '../pipeline/authenticate';
import type { LiveBus, LiveEnvelope, LivePushMessage, StoredLiveEvent } from './bus';

export type { LivePushMessage } from './bus';
import { parseClientMessage } from './schemas';

/**
 * Pushes live-channel messages to every open socket of a customer, or of a sign-in still waiting for its
 * device (spec 01 §4, push and verifyDevice): in this process on PGlite; on PostgreSQL through LISTEN/NOTIFY to the
 * sockets of every instance (bus.ts, DESIGN §8).
 */
export interface LivePublisher {
  /** Sends the message to the customer's authenticated sockets; answers how many got it. */
  publish(customerId: number, message: LivePushMessage): number;
  /** Sends the message to the sockets authenticated with this sign-in's temporary token. */
  publishSignIn(loginId: string, message: LivePushMessage): number;
  /** Closes, as unauthorized, the sockets authenticated with access tokens of these sessions, which ended. */
  endSessions(sessionIds: readonly string[]): void;
}

interface LiveSocket {
  send(message: LiveServerFrame): void;
}

/** Sockets grouped by whom they listen for; an empty group is dropped. */
class SocketGroups<Key, Socket = LiveSocket> {
  private readonly groups = new Map<Key, Set<Socket>>();

  /** Every socket of the group. */
  of(key: Key): ReadonlySet<Socket> {
    return this.groups.get(key) ?? new Set();
  }

  add(key: Key, socket: Socket): () => void {
    let set = this.groups.get(key);
    if (!set) {
      set = new Set();
      this.groups.set(key, set);
    }
    set.add(socket);
    return () => {
      set.delete(socket);
      if (set.size === 0 && this.groups.get(key) === set) this.groups.delete(key);
    };
  }
}

function sendAll(sockets: ReadonlySet<LiveSocket>, message: LiveServerFrame): number {
  for (const socket of sockets) socket.send(message);
  return sockets.size;
}

/**
 * The live channel's sockets in this process, and how events reach them: straight from `publish` (PGlite, one
 * process), or, once a bus is attached (PostgreSQL, bus.ts), through the database to every instance, each delivering
 * to the sockets it holds (issue 34).
 */
export class LiveHub implements LivePublisher {
  private readonly customers = new SocketGroups<number>();
  private readonly signIns = new SocketGroups<string>();
  /** How to refuse each socket authenticated with an access token, by the token's session. */
  private readonly sessions = new SocketGroups<string, () => void>();
  private bus: LiveBus | null = null;

  constructor(private readonly warn: (message: string, error?: unknown) => void = () => undefined) {}

  /** From now on events go through the bus, which hands them back to `deliver` on every instance. */
  attach(bus: LiveBus): void {
    this.bus = bus;
  }

  /** An event heard on the bus (this instance's or another's): to the sockets held here. */
  readonly deliver = (id: number, envelope: LiveEnvelope): void => {
    if (envelope.kind === 'customer')
      sendAll(this.customers.of(envelope.customerId), { ...envelope.message, id });
    else if (envelope.kind === 'signIn') sendAll(this.signIns.of(envelope.loginId), envelope.message);
    else this.endLocalSessions(envelope.sessionIds);
  };

  /** The customer's events after `afterId` a reconnected socket missed; none without a bus (nothing is kept). */
  missed(customerId: number, afterId: number): Promise<StoredLiveEvent[]> {
    return this.bus ? this.bus.missed(customerId, afterId) : Promise.resolve([]);
  }

  /**
   * Through the bus when there is one; should the database refuse the event, it still reaches the sockets held here.
   * Answers the sockets held here (other instances' are not counted).
   */
  private route(envelope: LiveEnvelope, local: () => number, held: number): number {
    if (!this.bus) return local();
    this.bus.send(envelope).catch((error: unknown) => {
      this.warn('live event not stored, delivered on this instance only', error);
      local();
    });
    return held;
  }

  /** Adds a socket to the customer's; the answer removes it again. */
  subscribe(customerId: number, socket: LiveSocket): () => void {
    return this.customers.add(customerId, socket);
  }

  /** Adds a socket to a pending sign-in's; the answer removes it again. */
  subscribeSignIn(loginId: string, socket: LiveSocket): () => void {
    return this.signIns.add(loginId, socket);
  }

  /** Remembers how to refuse a socket once its session ends; the answer forgets it again. */
  watchSession(sessionId: string, refuse: () => void): () => void {
    return this.sessions.add(sessionId, refuse);
  }

  publish(customerId: number, message: LivePushMessage): number {
    const sockets = this.customers.of(customerId);
    return this.route(
      { kind: 'customer', customerId, message },
      () => sendAll(sockets, message),
      sockets.size,
    );
  }

  publishSignIn(loginId: string, message: LivePushMessage): number {
    const sockets = this.signIns.of(loginId);
    return this.route({ kind: 'signIn', loginId, message }, () => sendAll(sockets, message), sockets.size);
  }

  endSessions(sessionIds: readonly string[]): void {
    if (sessionIds.length === 0) return;
    this.route(
      { kind: 'endSessions', sessionIds: [...sessionIds] },
      () => (this.endLocalSessions(sessionIds), 0),
      0,
    );
  }

  private endLocalSessions(sessionIds: readonly string[]): void {
    // Copied first: refusing a socket removes it from the group being walked.
    for (const sessionId of sessionIds) for (const refuse of [...this.sessions.of(sessionId)]) refuse();
  }
}

// setTimeout fires at once for delays above this (about 24.8 days).
const MAX_TIMER_MS = 2 ** 31 - 1;

interface LiveSessionDeps {
  hub: LiveHub;
  auth: Authenticator;
  clock: Clock;
  authTimeoutMs: number;
  send(message: LiveServerFrame): void;
  close(code: number, reason: string): void;
}

/**
 * One socket's life on the live channel: it must authenticate within the time-out, is told when its
 * token expires (and stops getting events until it authenticates again), and answers pings. A sign-in's
 * temporary token authenticates it for that sign-in only (spec 01 §4); an access token may follow.
 */
export function createLiveSession({ hub, auth, clock, authTimeoutMs, send, close }: LiveSessionDeps) {
  let customerId: number | null = null;
  let signInId: string | null = null;
  let unsubscribe: (() => void) | null = null;
  let unwatchSession: (() => void) | null = null;
  let authTimer: NodeJS.Timeout | undefined;
  let expiryTimer: NodeJS.Timeout | undefined;
  let ended = false;

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

  const expireAt = (expiresAt: number) => {
    clearTimeout(authTimer);
    clearTimeout(expiryTimer);
    expiryTimer = setTimeout(expire, Math.min(MAX_TIMER_MS, expiresAt - clock.now().getTime()));
  };

  /** While the events a reconnected socket missed are read, what arrives live waits here, to come after them. */
  let replaying: LiveServerFrame[] | null = null;
  const deliver = (message: LiveServerFrame) => (replaying ? replaying.push(message) : send(message));

  /** Sends the customer's events after `since`, then what arrived meanwhile (each event once). */
  async function replay(customer: number, since: number) {
    replaying = [];
    const missed = await hub.missed(customer, since).catch(() => []);
    const held = replaying;
    replaying = null;
    if (ended) return;
    const sent = new Set<number>();
    for (const event of missed) {
      send({ ...event.message, id: event.id });
      sent.add(event.id);
    }
    for (const message of held) if (message.id === undefined || !sent.has(message.id)) send(message);
  }

  async function authenticate(token: string, since?: number) {
    const caller = await auth.authenticate(token);
    if (ended) return;
    if (caller) {
      // A socket stays with the customer it first authenticated as.
      if (customerId !== null && customerId !== caller.customerId) return refuse();
      if (signInId !== null) {
        // The sign-in is over once its access token arrives: the socket now listens for the customer.
        unsubscribe?.();
        unsubscribe = null;
        signInId = null;
      }
      customerId = caller.customerId;
      // A logout or password reset closes the socket at once, whenever it comes (issue 22).
      unwatchSession?.();
      unwatchSession = hub.watchSession(caller.sessionId, refuse);
      expireAt(caller.tokenExpiresAt);
      const subscribing = unsubscribe === null;
      unsubscribe ??= hub.subscribe(customerId, { send: deliver });
      send({ type: 'auth.ok', customerId });
      if (subscribing && since !== undefined) await replay(customerId, since);
      return;
    }
    // A customer's socket never turns back into a sign-in's.
    if (customerId !== null) return refuse();
    const signIn = await auth.authenticateSignIn(token);
    if (ended) return;
    if (!signIn || (signInId !== null && signInId !== signIn.loginId)) return refuse();
    signInId = signIn.loginId;
    expireAt(signIn.expiresAt.getTime());
    unsubscribe ??= hub.subscribeSignIn(signInId, { send });
    send({ type: 'auth.ok' });
    if (signIn.decision) send(signIn.decision);
  }

  function end() {
    ended = true;
    clearTimeout(authTimer);
    clearTimeout(expiryTimer);
    unsubscribe?.();
    unsubscribe = null;
    unwatchSession?.();
    unwatchSession = null;
  }

  return {
    start: awaitAuth,
    receive(raw: string) {
      const message = parseClientMessage(raw);
      // A failed look-up of a temporary token refuses the socket rather than leaving it waiting.
      if (message?.type === 'auth') authenticate(message.token, message.since).catch(refuse);
      else if (message?.type === 'ping') send({ type: 'pong' });
    },
    end,
  };
}
