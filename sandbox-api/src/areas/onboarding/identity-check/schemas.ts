import {
  IDENTITY_CHECK_FAILURE_REASONS,
  IDENTITY_CHECK_STATUSES,
  VERIFICATION_CHANNELS,
} from '@portal/api/catalogue';
import { errorEnvelopeSchema, errorResponses, pkceStringSchema } from '../../../platform/http/schemas';

/** A run's id: a random UUID. */
export const workflowRunIdSchema = {
  type: 'string',
  pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
  patternMessage: 'must be an identity check id',
} as const;

/** A run's token: 32 random bytes, Base64url. */
export const runTokenSchema = {
  type: 'string',
  pattern: '^[A-Za-z0-9_-]{43}$',
  patternMessage: 'must be the identity check’s token',
} as const;

/** Path parameters are text (no type coercion, http/validation.ts). */
const customerParams = {
  type: 'object',
  properties: {
    customerId: { type: 'string', pattern: '^[1-9][0-9]{0,9}$', patternMessage: 'must be a customer id' },
  },
  required: ['customerId'],
} as const;

const runParams = {
  type: 'object',
  properties: { workflowRunId: workflowRunIdSchema },
  required: ['workflowRunId'],
} as const;

const envelope = {
  responseCode: { type: 'string' },
  responseDescription: { type: 'string' },
} as const;

const startedSchema = {
  type: 'object',
  properties: {
    ...envelope,
    workflowRunId: { type: 'string' },
    token: { type: 'string' },
    url: { type: 'string' },
  },
  required: ['responseCode', 'workflowRunId', 'token', 'url'],
} as const;

const refusals = { ...errorResponses, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema } as const;

/** `POST /identity-verification`: nothing to say but who is signed in. */
export const startSchema = {
  body: { type: 'object', properties: {}, additionalProperties: false },
  response: { 200: startedSchema, ...refusals },
} as const;

/** `POST /customers/{id}/identity-verification`. */
export const startForCustomerSchema = {
  params: customerParams,
  body: { type: 'object', properties: {}, additionalProperties: false },
  response: { 200: startedSchema, ...refusals },
} as const;

/** `POST verification/customer/{id}/verify` (type, codeChallenge), as the phone verification. */
export const channelSchema = {
  params: customerParams,
  body: {
    type: 'object',
    properties: {
      type: { type: 'string', enum: [...VERIFICATION_CHANNELS] },
      codeChallenge: pkceStringSchema,
      workflowRunId: workflowRunIdSchema,
    },
    required: ['type', 'codeChallenge'],
    additionalProperties: false,
  },
  response: {
    200: {
      type: 'object',
      properties: {
        ...envelope,
        workflowRunId: { type: 'string' },
        type: { type: 'string' },
        sentTo: { type: 'string' },
      },
      required: ['responseCode', 'workflowRunId', 'type', 'sentTo'],
    },
    ...refusals,
  },
} as const;

export const workflowRunSchema = {
  type: 'object',
  properties: {
    workflowRunId: { type: 'string' },
    status: { type: 'string', enum: [...IDENTITY_CHECK_STATUSES] },
    channel: { type: ['string', 'null'], enum: [...VERIFICATION_CHANNELS, null] },
    failureReason: { type: 'string', enum: ['', ...IDENTITY_CHECK_FAILURE_REASONS] },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
    customerName: { type: 'string' },
    url: { type: 'string' },
  },
  required: ['workflowRunId', 'status', 'channel', 'failureReason', 'createdAt', 'updatedAt'],
} as const;

/** `GET verification/identity-workflows/{id}` (`?token=` for the whole answer). */
export const statusSchema = {
  params: runParams,
  querystring: {
    type: 'object',
    properties: { token: runTokenSchema },
    additionalProperties: false,
  },
  response: {
    200: {
      type: 'object',
      properties: { ...envelope, run: workflowRunSchema },
      required: ['responseCode', 'run'],
    },
    ...refusals,
  },
} as const;

// --- the provider's page (`/sandbox/identity-provider/{id}`) ---

export const providerPageSchema = {
  params: runParams,
  querystring: {
    type: 'object',
    properties: {
      token: runTokenSchema,
      done: { type: 'string', enum: ['selfie', 'passed', 'failed'] },
    },
    required: ['token'],
  },
} as const;

export const providerDecisionSchema = {
  params: {
    type: 'object',
    properties: {
      workflowRunId: workflowRunIdSchema,
      decision: { type: 'string', enum: ['pass', 'fail'] },
    },
    required: ['workflowRunId', 'decision'],
  },
  body: {
    type: 'object',
    properties: {
      token: runTokenSchema,
      reason: { type: 'string', enum: [...IDENTITY_CHECK_FAILURE_REASONS] },
    },
    required: ['token'],
  },
} as const;
