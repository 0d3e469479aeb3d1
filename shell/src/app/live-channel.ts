import { LIVE_CHANNEL_PATH, LIVE_UNAUTHORIZED_CLOSE, type LiveServerMessage } from '@portal/api/contract';
import type { TokenSource } from '@portal/api/client';
import { bus } from '@portal/events/bus';

const MAX_BACKOFF_MS = 30_000;

/**
 * The live channel (DESIGN §2): one WebSocket while signed in, authenticated by the first message, token
 * refreshed on demand, reconnected with back-off; events are published on the bus as `live.*`.
 */
export function connectLiveChannel(apiBaseUrl: string, tokens: TokenSource): () => void {
  const url = apiBaseUrl.replace(/^http/, 'ws').replace(/\/$/, '') + LIVE_CHANNEL_PATH;
  let socket: WebSocket | undefined;
  let attempt = 0;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const sendAuth = () => {
    const token = tokens.accessToken();
    if (token && socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'auth', token }));
  };

  const open = () => {
    if (stopped) return;
    socket = new WebSocket(url);
    socket.addEventListener('open', sendAuth);
    socket.addEventListener('message', (event) => {
      let message: LiveServerMessage;
      try {
        message = JSON.parse(String(event.data)) as LiveServerMessage;
      } catch {
        return;
      }
      switch (message.type) {
        case 'auth.ok':
          attempt = 0;
          bus.publish('live.status', { connected: true });
          break;
        case 'auth.expired':
          void tokens.refresh().then(sendAuth, () => undefined);
          break;
        case 'transaction':
          bus.publish('live.transaction', message.payload);
          break;
        case 'notification':
          bus.publish('notification.received', message.payload);
          break;
        default:
          break;
      }
    });
    socket.addEventListener('close', (event) => {
      bus.publish('live.status', { connected: false });
      if (stopped) return;
      const retry = () => {
        attempt += 1;
        timer = setTimeout(open, Math.min(MAX_BACKOFF_MS, 500 * 2 ** attempt));
      };
      // A refused token: refresh first, then reconnect.
      if (event.code === LIVE_UNAUTHORIZED_CLOSE) void tokens.refresh().then(retry, () => undefined);
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
