import { errorEnvelopeSchema, errorResponses } from '../../../platform/http/schemas';

const authorizeErrors = { ...errorResponses, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema } as const;

export const authorizeInfoSchema = {
  querystring: {
    type: 'object',
    properties: {
      client_id: { type: 'string', minLength: 1, maxLength: 128 },
      redirect_uri: { type: 'string', minLength: 1, maxLength: 2048 },
      scope: { type: 'string', maxLength: 512 },
      state: { type: 'string', maxLength: 512 },
      // Only the authorization-code answer exists.
      response_type: { type: 'string', enum: ['code'] },
    },
    required: ['client_id', 'redirect_uri'],
  },
  response: {
    200: {
      type: 'object',
      properties: {
        authorizationId: { type: 'string' },
        clientName: { type: 'string' },
        scopes: { type: 'array', items: { type: 'string' } },
        redirectUri: { type: 'string' },
      },
      required: ['authorizationId', 'clientName', 'scopes', 'redirectUri'],
    },
    ...authorizeErrors,
  },
} as const;

export const authorizeDecisionSchema = {
  params: {
    type: 'object',
    properties: {
      authorizationId: {
        type: 'string',
        pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
      },
    },
    required: ['authorizationId'],
  },
  body: { type: 'object', properties: { approve: { type: 'boolean' } }, required: ['approve'] },
  response: {
    200: { type: 'object', properties: { redirectUrl: { type: 'string' } }, required: ['redirectUrl'] },
    ...authorizeErrors,
  },
} as const;
