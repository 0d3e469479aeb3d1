import {
  IDENTITY_CHECK_ACCESS,
  IDENTITY_CHECK_PATHS,
  RESPONSE_CODES,
  type IdentityCheckOperation,
  type IdentityVerificationChannelRequest,
} from '@portal/api/catalogue';
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../../platform/http/errors';
import { type Caller, signInCheck, type Authenticator } from '../../../platform/pipeline/authenticate';
import type { CustomerService } from '../../../platform/customer/service';
import { authorizeActing } from '../../../platform/pipeline/acting-customer';
import { channelSchema, startForCustomerSchema, startSchema, statusSchema } from './schemas';
import { IDENTITY_CHECK_TEXTS, type IdentityCheckService } from './service';

export interface IdentityCheckRoutesOptions {
  identityCheck: IdentityCheckService;
  auth: Authenticator;
  customers: CustomerService;
}

const SUCCESS = { responseCode: RESPONSE_CODES.success, responseDescription: 'Success' };

/**
 * The identity check's REST paths (spec 03 §7; contract identity-check.ts): the two starts, the channel request and
 * the public state of a run. Refusals are TA1 with HTTP 400, as the phone verification route answers them. Each
 * operation's access is its declaration in IDENTITY_CHECK_ACCESS; a customer the caller may not act for is as
 * absent as one that does not exist.
 */
export const identityCheckRoutes: FastifyPluginAsync<IdentityCheckRoutesOptions> = async (
  app,
  { identityCheck, auth, customers },
) => {
  const customerNotFound = () =>
    new ApiError(404, {
      responseCode: RESPONSE_CODES.notFound,
      responseDescription: IDENTITY_CHECK_TEXTS.customerNotFound,
    });

  const { onRequest: signedIn, callerOf } = signInCheck(auth);

  /** How the identity check words an acting-customer refusal: an unknown customer is not found, else 403. */
  const refusals = {
    unknownCustomer: customerNotFound,
    refused: (text: string) =>
      new ApiError(403, { responseCode: RESPONSE_CODES.noAccess, responseDescription: text }),
  };

  /** The caller may do the operation for this customer, or the request is refused. */
  async function assertMay(caller: Caller, customerId: number, operation: IdentityCheckOperation) {
    await authorizeActing(customers, caller, customerId, IDENTITY_CHECK_ACCESS[operation], refusals);
  }

  app.post(
    IDENTITY_CHECK_PATHS.start,
    { schema: startSchema, config: { inputErrorStatus: 400 }, onRequest: signedIn },
    async (request) => {
      const caller = callerOf(request);
      await assertMay(caller, caller.customerId, 'startIdentityVerification');
      const started = await identityCheck.start(caller.customerId, caller.userId, { personalOnly: true });
      return { ...SUCCESS, ...started };
    },
  );

  app.post<{ Params: { customerId: string } }>(
    IDENTITY_CHECK_PATHS.startForCustomer,
    { schema: startForCustomerSchema, config: { inputErrorStatus: 400 }, onRequest: signedIn },
    async (request) => {
      const caller = callerOf(request);
      const customerId = Number(request.params.customerId);
      await assertMay(caller, customerId, 'startCustomerIdentityVerification');
      const started = await identityCheck.start(customerId, caller.userId, { personalOnly: false });
      return { ...SUCCESS, ...started };
    },
  );

  app.post<{ Params: { customerId: string }; Body: IdentityVerificationChannelRequest }>(
    IDENTITY_CHECK_PATHS.verify,
    { schema: channelSchema, config: { inputErrorStatus: 400 }, onRequest: signedIn },
    async (request) => {
      const caller = callerOf(request);
      const customerId = Number(request.params.customerId);
      await assertMay(caller, customerId, 'sendIdentityVerification');
      return { ...SUCCESS, ...(await identityCheck.sendLink(customerId, request.body)) };
    },
  );

  // Public (IDENTITY_CHECK_ACCESS.getIdentityWorkflowRun): the token, or the run's random id, is the key.
  app.get<{ Params: { workflowRunId: string }; Querystring: { token?: string } }>(
    IDENTITY_CHECK_PATHS.status,
    { schema: statusSchema, config: { inputErrorStatus: 400 } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const run = await identityCheck.status(request.params.workflowRunId, request.query.token);
      return { ...SUCCESS, run };
    },
  );
};
