import { AUTH_PATHS, type LoginRequest, type RefreshRequest, type TokenRequest } from '@portal/api/catalogue';
import type { FastifyPluginAsync } from 'fastify';
import { noBodyAsEmpty } from '../../../platform/http/hooks';
import { loginSchema, logoutSchema, pushResendSchema, refreshSchema, tokenSchema } from './schemas';
import { bearerToken } from '../../../platform/pipeline/authenticate';
import { type AuthService } from './service';

/** The auth service (spec 01 §7): bad input is answered 400 TA1, refusals 401 AU. */
export const authRoutes: FastifyPluginAsync<{ auth: AuthService }> = async (app, { auth }) => {
  const config = { inputErrorStatus: 400 };

  app.post<{ Body: LoginRequest }>(AUTH_PATHS.login, { schema: loginSchema, config }, (request) =>
    auth.login(request.body, { ip: request.ip }),
  );

  app.post<{ Body: TokenRequest }>(AUTH_PATHS.token, { schema: tokenSchema, config }, (request) =>
    auth.exchangeCode(request.body, { ip: request.ip }),
  );

  app.post<{ Body: RefreshRequest }>(AUTH_PATHS.refresh, { schema: refreshSchema, config }, (request) =>
    auth.refresh(request.body.refreshToken, { ip: request.ip }),
  );

  app.post<{ Body: RefreshRequest }>(
    AUTH_PATHS.logout,
    { schema: logoutSchema, config },
    async (request, reply) => {
      await auth.logout(request.body.refreshToken);
      return reply.code(204).send();
    },
  );

  app.post(
    AUTH_PATHS.pushResend,
    { schema: pushResendSchema, config, preValidation: noBodyAsEmpty },
    async (request, reply) => {
      await auth.resendPush(bearerToken(request.headers.authorization));
      return reply.code(204).send();
    },
  );
};
