import {
  LIVE_CHANNEL_PATH,
  LIVE_UNAUTHORIZED_CLOSE,
  type LiveServerFrame,
  type LiveServerMessage,
} from '@portal/api/catalogue';
import type { TokenSource } from '@portal/api/client';
import { bus } from '@portal/events/bus';

const MAX_BACKOFF_MS = 30_000;

interface ChannelOptions {
  apiBaseUrl: string;
  token(): string | undefined;
  /** The server refused `token`: answer whether to reconnect (after a refresh, say). */
  onRefused(token: string | undefined): Promise<boolean>;
  /** Asked for a fresh token (`auth.expired`). */
  onExpired(): Promise<void>;
  onMessage(message: LiveServerMessage): void;
  /** Whether this channel reports `live.status` (only the signed-in one does). */
  reportsStatus: boolean;
}

/** One WebSocket authenticated by its first message, reconnected with back-off until stopped. */
function openChannel(options: ChannelOptions): () => void {
  const url = options.apiBaseUrl.replace(/^http/, 'ws').replace(/\/$/, '') + LIVE_CHANNEL_PATH;
  let socket: WebSocket | undefined;
  let attempt = 0;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sentToken: string | undefined;
  /**
   * The newest event id received (events carry one when the back end keeps them, issue 34): sent as `since` when
   * the socket authenticates again, so what happened while it was away (its instance died, say) comes now.
   */
  let lastEventId: number | undefined;

  const sendAuth = () => {
    const token = options.token();
    if (token && socket?.readyState === WebSocket.OPEN) {
      sentToken = token;
      socket.send(
        JSON.stringify({ type: 'auth', token, ...(lastEventId === undefined ? {} : { since: lastEventId }) }),
      );
    }
  };

  const open = () => {
    if (stopped) return;
    socket = new WebSocket(url);
    socket.addEventListener('open', sendAuth);
    socket.addEventListener('message', (event) => {
      let message: LiveServerFrame;
      try {
        message = JSON.parse(String(event.data)) as LiveServerFrame;
      } catch {
        return;
      }
      if (typeof message.id === 'number') lastEventId = Math.max(lastEventId ?? 0, message.id);
      if (message.type === 'auth.ok') {
        attempt = 0;
        if (options.reportsStatus) bus.publish('live.status', { connected: true });
      } else if (message.type === 'auth.expired') {
        void options.onExpired().then(sendAuth, () => undefined);
      } else {
        options.onMessage(message);
      }
    });
    socket.addEventListener('close', (event) => {
      if (options.reportsStatus) bus.publish('live.status', { connected: false });
      if (stopped) return;
      const retry = () => {
        attempt += 1;
        timer = setTimeout(open, Math.min(MAX_BACKOFF_MS, 500 * 2 ** attempt));
      };
      if (event.code === LIVE_UNAUTHORIZED_CLOSE)
        void options.onRefused(sentToken).then(
          (again) => (again ? retry() : undefined),
          () => undefined,
        );
      else retry();
    });
  };

  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    socket?.close();
  };
}

/** Live events of a signed-in user, on the bus as `live.*` (spec 03 §4 "Live events"). */
export function publishSignedIn(message: LiveServerMessage): void {
  switch (message.type) {
    case 'transaction':
      // operationId and status close the shell's push approval popup (spec 02 §4).
      bus.publish('live.transaction', message.payload);
      break;
    case 'approvals.changed':
      // The menu badges reload (spec 02 §3 "Counters").
      bus.publish('live.approvalsChanged', message.payload);
      break;
    case 'invoices.changed':
      bus.publish('live.invoicesChanged', message.payload);
      break;
    case 'notification': {
      // Every field the sandbox stored (issue 31): the toast, the header's list and the reloads read them.
      const { params, ...notification } = message.payload;
      bus.publish('notification.received', { ...notification, ...(params ? { params: { ...params } } : {}) });
      break;
    }
    case 'twoStepVerification.set':
      bus.publish('live.twoStepVerificationSet', message.payload);
      // spec 03 §4: two-step verification set reloads the customer.
      bus.publish('session.reloadUser', {});
      break;
    case 'password.changed':
      bus.publish('live.passwordChanged', message.payload);
      break;
    case 'device.linked':
      bus.publish('live.deviceLinked', message.payload);
      break;
    default:
      break;
  }
}

/**
 * The live channel (DESIGN §2): one WebSocket while signed in, token refreshed on demand, reconnected with
 * back-off; events are published on the bus.
 */
export function connectLiveChannel(apiBaseUrl: string, tokens: TokenSource): () => void {
  return openChannel({
    apiBaseUrl,
    token: () => tokens.accessToken(),
    // A refused token: refresh first, then reconnect. A refresh the server refused ends the session (which stops us);
    // one that could not reach the back end leaves the session, and the channel keeps trying (issue 22). When the
    // token was already replaced meanwhile (an API call's 401 refreshed it), reconnecting is enough.
    onRefused: (refused) =>
      tokens.accessToken() !== refused
        ? Promise.resolve(true)
        : tokens.refresh().then(
            () => true,
            () => tokens.accessToken() !== undefined,
          ),
    onExpired: () => tokens.refresh().then(() => undefined),
    onMessage: publishSignedIn,
    reportsStatus: true,
  });
}

/**
 * The channel of a sign-in that waits for a device (spec 01 §4: push and verifyDevice; second-factor enablement),
 * authenticated with the login's temporary token. Decisions go on the bus as `live.loginDecision`.
 */
export function connectSignInChannel(apiBaseUrl: string, temporaryToken: string): () => void {
  return openChannel({
    apiBaseUrl,
    token: () => temporaryToken,
    // A temporary token is not refreshed: once refused, the sign-in has expired.
    onRefused: () => {
      bus.publish('live.loginDecision', { decision: 'expired' });
      return Promise.resolve(false);
    },
    onExpired: () => Promise.resolve(),
    onMessage: (message) => {
      if (message.type === 'login.approved')
        bus.publish('live.loginDecision', { decision: 'approved', code: message.payload.code });
      else if (message.type === 'login.rejected')
        bus.publish('live.loginDecision', { decision: 'rejected', message: message.payload.message });
      else if (message.type === 'scp.enabled')
        bus.publish('live.loginDecision', { decision: 'scpEnabled', deviceName: message.payload.deviceName });
    },
    reportsStatus: false,
  });
}
