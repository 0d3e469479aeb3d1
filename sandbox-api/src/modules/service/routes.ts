import type { FastifyPluginAsync } from 'fastify';

/** `POST /service/check-urls` (spec 01 §7): does each custom back-end address answer? Used by the `api=*` prompt. */
export const CHECK_URLS_PATH = '/service/check-urls';
const CHECK_TIMEOUT_MS = 2_000;

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

function httpUrl(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** An address passes when it is http(s) and answers at all below 500 within two seconds. */
async function answers(value: string, fetcher: typeof fetch): Promise<boolean> {
  const url = httpUrl(value);
  if (!url) return false;
  try {
    const response = await fetcher(url, { method: 'GET', signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    return response.status < 500;
  } catch {
    return false;
  }
}

export const serviceRoutes: FastifyPluginAsync<{ fetcher?: typeof fetch }> = async (app, options) => {
  const fetcher = options.fetcher ?? fetch;
  app.post<{ Body: { urls: string[] } }>(
    CHECK_URLS_PATH,
    { schema: checkUrlsSchema, config: { inputErrorStatus: 400 } },
    async (request) => ({
      results: await Promise.all(
        request.body.urls.map(async (url) => ({ url, ok: await answers(url, fetcher) })),
      ),
    }),
  );
};
