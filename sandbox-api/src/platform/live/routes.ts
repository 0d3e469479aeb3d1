import { LIVE_CHANNEL_PATH, type LiveServerFrame } from '@portal/api/catalogue';
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../clock/clock';
import type { Authenticator } from '../pipeline/authenticate';
import { createLiveSession, type LiveHub } from './service';

interface LiveRouteOptions {
  hub: LiveHub;
  auth: Authenticator;
  clock: Clock;
  authTimeoutMs: number;
}

/** The live channel (WebSocket); needs @fastify/websocket registered on the app. */
export const liveRoutes: FastifyPluginAsync<LiveRouteOptions> = async (
  app,
  { hub, auth, clock, authTimeoutMs },
) => {
  app.get(
    LIVE_CHANNEL_PATH,
    {
      websocket: true,
      schema: { querystring: { type: 'object', properties: {} } },
      config: { answers: 'socket' },
    },
    (socket) => {
      const session = createLiveSession({
        hub,
        auth,
        clock,
        authTimeoutMs,
        send: (message: LiveServerFrame) => {
          if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
        },
        close: (code, reason) => socket.close(code, reason),
      });
      socket.on('message', (data, isBinary) => {
        if (!isBinary) session.receive(data.toString());
      });
      socket.on('close', session.end);
      session.start();
    },
  );
};
