import type { FastifyPluginAsync } from 'fastify';
import { errorEnvelopeSchema } from '../http/schemas';
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
  response: {
    200: {
      type: 'object',
      properties: {
        results: {
          type: 'array',
          items: {
            type: 'object',
            properties: { url: { type: 'string' }, ok: { type: 'boolean' } },
            required: ['url', 'ok'],
          },
        },
      },
      required: ['results'],
    },
    // TA1: bad input; no session is asked, so no 401. The app's error handler always sets `responseCode`; it is not
    // required here so that the plugin, run alone on a bare Fastify (service.test.ts), still answers its own 400.
    400: { ...errorEnvelopeSchema, required: [] },
    500: errorEnvelopeSchema,
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
