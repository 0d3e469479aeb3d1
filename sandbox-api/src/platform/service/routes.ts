import type { FastifyPluginAsync } from 'fastify';
import { createUrlCheck, type UrlCheckOptions } from './url-check';

/** `POST /service/check-urls` (spec 01 §7): does each custom back-end address answer? Used by the `api=*` prompt. */
export const CHECK_URLS_PATH = '/service/check-urls';

const checkUrlsSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['urls'],
    properties: {
      urls: {
        type: 'array',
        minItems: 1,
        maxItems: 5,
        items: { type: 'string', minLength: 1, maxLength: 2048 },
      },
    },
  },
} as const;

/** The answer keeps the spec's shape, `{results: [{url, ok}]}`; what may be requested is url-check.ts's. */
export const serviceRoutes: FastifyPluginAsync<UrlCheckOptions> = async (app, options) => {
  const answers = createUrlCheck(options);
  app.post<{ Body: { urls: string[] } }>(
    CHECK_URLS_PATH,
    { schema: checkUrlsSchema, config: { inputErrorStatus: 400 } },
    async (request) => ({
      results: await Promise.all(request.body.urls.map(async (url) => ({ url, ok: await answers(url) }))),
    }),
  );
};
