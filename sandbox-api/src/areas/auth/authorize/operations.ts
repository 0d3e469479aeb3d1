import { AUTH_PATHS, type AuthorizeDecision, type AuthorizeQuery } from '@portal/api/catalogue';
import type { FastifyPluginAsync } from 'fastify';
import type { Pipeline } from '../../../platform/pipeline/pipeline';
import { restOperation, serveRest, type RestFamily } from '../../../platform/pipeline/rest';
import { authorizeDecisionSchema, authorizeInfoSchema } from './schemas';
import type { AuthorizeService } from './service';

interface AuthorizeRouteOptions {
  pipeline: Pipeline;
  authorize: AuthorizeService;
}

/** The consent acts for no customer: any signed-in user decides their own; bad input is 400 TA1 (spec 01 §8). */
const authorizeFamily: RestFamily = {
  inputErrorStatus: 400,
};

/** `GET /auth/sei/authorize` and `POST /auth/sei/authorize/{authorizationId}` (spec 01 §7), signed in only. */
export const authorizeRoutes: FastifyPluginAsync<AuthorizeRouteOptions> = async (
  app,
  { pipeline, authorize },
) =>
  serveRest(app, pipeline, authorizeFamily, [
    restOperation<{ Querystring: AuthorizeQuery }>({
      name: 'describeAuthorization',
      verb: 'GET',
      path: AUTH_PATHS.authorize,
      access: 'signedIn',
      schema: authorizeInfoSchema,
      handle: async ({ request, caller }) => authorize.describe(caller().userId, request.query),
    }),
    restOperation<{ Params: { authorizationId: string }; Body: AuthorizeDecision }>({
      name: 'decideAuthorization',
      verb: 'POST',
      path: AUTH_PATHS.authorizeDecision,
      access: 'signedIn',
      schema: authorizeDecisionSchema,
      handle: async ({ request, caller }) =>
        authorize.decide(caller().userId, request.params.authorizationId, request.body.approve),
    }),
  ]);
