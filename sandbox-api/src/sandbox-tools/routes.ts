import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../platform/http/errors';
import type { LivePushMessage } from '../platform/live/service';
import { healthSchema, liveEmitSchema, outboxSchema, resetSchema } from './schemas';
import type { ToolsService } from './service';

/** `/sandbox/*`: only registered when the tools are on, so they answer 404 otherwise. */
export const toolsRoutes: FastifyPluginAsync<{ tools: ToolsService }> = async (app, { tools }) => {
  app.get('/sandbox/health', { schema: healthSchema }, async () => ({ ok: true }));

  app.get<{ Querystring: { to?: string } }>('/sandbox/outbox', { schema: outboxSchema }, async (request) => ({
    messages: await tools.outbox(request.query.to),
  }));

  app.post('/sandbox/reset', { schema: resetSchema }, async () => {
    await tools.reset();
    return { ok: true };
  });

  app.post<{ Body: { email: string; message: LivePushMessage } }>(
    '/sandbox/live/emit',
    { schema: liveEmitSchema },
    async (request) => {
      const delivered = await tools.emitLive(request.body.email, request.body.message);
      if (delivered === null)
        throw new ApiError(404, { responseCode: 'UE', responseDescription: 'No user with this e-mail.' });
      return { delivered };
    },
  );
};
