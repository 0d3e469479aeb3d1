import {
  IDENTITY_CHECK_ACCESS,
  IDENTITY_CHECK_PATHS,
  RESPONSE_CODES,
  type IdentityVerificationChannelRequest,
} from '@portal/api/catalogue';
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../../platform/http/errors';
import type { Pipeline } from '../../../platform/pipeline/pipeline';
import { restOperation, serveRest, type RestFamily } from '../../../platform/pipeline/rest';
import { channelSchema, startForCustomerSchema, startSchema, statusSchema } from './schemas';
import { IDENTITY_CHECK_TEXTS, type IdentityCheckService } from './service';

export interface IdentityCheckRoutesOptions {
  identityCheck: IdentityCheckService;
  pipeline: Pipeline;
}

const SUCCESS = { responseCode: RESPONSE_CODES.success, responseDescription: 'Success' };

/** Refusals are TA1 with HTTP 400, as the phone verification route answers them; a customer the caller may not act for is as absent as one that does not exist. */
const identityCheckFamily: RestFamily = {
  inputErrorStatus: 400,
  refusals: {
    unknownCustomer: () =>
      new ApiError(404, {
        responseCode: RESPONSE_CODES.notFound,
        responseDescription: IDENTITY_CHECK_TEXTS.customerNotFound,
      }),
    refused: (text) =>
      new ApiError(403, { responseCode: RESPONSE_CODES.noAccess, responseDescription: text }),
  },
};

/**
 * The identity check's REST operations (spec 03 §7; contract identity-check.ts): the two starts, the channel request
 * and the public state of a run, each with its access declaration in IDENTITY_CHECK_ACCESS.
 */
export function identityCheckOperations(identityCheck: IdentityCheckService) {
  const A = IDENTITY_CHECK_ACCESS;
  const P = IDENTITY_CHECK_PATHS;
  return [
    restOperation({
      name: 'startIdentityVerification',
      verb: 'POST',
      path: P.start,
      access: A.startIdentityVerification,
      schema: startSchema,
      async handle({ caller, actingCustomerId }) {
        const { customerId, userId } = caller();
        await actingCustomerId(customerId);
        return { ...SUCCESS, ...(await identityCheck.start(customerId, userId, { personalOnly: true })) };
      },
    }),
    restOperation<{ Params: { customerId: string } }>({
      name: 'startCustomerIdentityVerification',
      verb: 'POST',
      path: P.startForCustomer,
      access: A.startCustomerIdentityVerification,
      schema: startForCustomerSchema,
      async handle({ request, caller, actingCustomerId }) {
        const customerId = await actingCustomerId(Number(request.params.customerId));
        const started = await identityCheck.start(customerId, caller().userId, { personalOnly: false });
        return { ...SUCCESS, ...started };
      },
    }),
    restOperation<{ Params: { customerId: string }; Body: IdentityVerificationChannelRequest }>({
      name: 'sendIdentityVerification',
      verb: 'POST',
      path: P.verify,
      access: A.sendIdentityVerification,
      schema: channelSchema,
      async handle({ request, actingCustomerId }) {
        const customerId = await actingCustomerId(Number(request.params.customerId));
        return { ...SUCCESS, ...(await identityCheck.sendLink(customerId, request.body)) };
      },
    }),
    // Public (IDENTITY_CHECK_ACCESS.getIdentityWorkflowRun): the token, or the run's random id, is the key.
    restOperation<{ Params: { workflowRunId: string }; Querystring: { token?: string } }>({
      name: 'getIdentityWorkflowRun',
      verb: 'GET',
      path: P.status,
      access: A.getIdentityWorkflowRun,
      schema: statusSchema,
      noStore: true,
      async handle({ request }) {
        const run = await identityCheck.status(request.params.workflowRunId, request.query.token);
        return { ...SUCCESS, run };
      },
    }),
  ];
}

export const identityCheckRoutes: FastifyPluginAsync<IdentityCheckRoutesOptions> = async (
  app,
  { identityCheck, pipeline },
) => serveRest(app, pipeline, identityCheckFamily, identityCheckOperations(identityCheck));
