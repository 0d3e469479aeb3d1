import { AUTH_PATHS, type AuthorizeDecision, type AuthorizeQuery } from '@portal/api/catalogue';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { type Authenticator, signedInCaller } from '../../../platform/pipeline/authenticate';
import { authorizeDecisionSchema, authorizeInfoSchema } from './schemas';
import type { AuthorizeService } from './service';

interface AuthorizeRouteOptions {
  auth: Authenticator;
  authorize: AuthorizeService;
}

/** `GET /auth/sei/authorize` and `POST /auth/sei/authorize/{authorizationId}` (spec 01 §7), signed in only. */
export const authorizeRoutes: FastifyPluginAsync<AuthorizeRouteOptions> = async (
  app,
  { auth, authorize },
) => {
  const config = { inputErrorStatus: 400 };
  const userId = async (request: FastifyRequest) => (await signedInCaller(auth, request)).userId;

  app.get<{ Querystring: AuthorizeQuery }>(
    AUTH_PATHS.authorize,
    { schema: authorizeInfoSchema, config },
    async (request) => authorize.describe(await userId(request), request.query),
  );

  app.post<{ Params: { authorizationId: string }; Body: AuthorizeDecision }>(
    AUTH_PATHS.authorizeDecision,
    { schema: authorizeDecisionSchema, config },
    async (request) =>
      authorize.decide(await userId(request), request.params.authorizationId, request.body.approve),
  );
};
