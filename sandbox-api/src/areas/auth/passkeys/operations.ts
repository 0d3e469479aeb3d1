import { PASSKEY_AUTH_PATHS, type PasskeySignInRequest } from '@portal/api/catalogue';
import type { FastifyPluginAsync } from 'fastify';
import { emptySchema } from '../../../platform/http/schemas';
import { noBodyAsEmpty } from '../../../platform/http/hooks';
import type { MethodDefinitions } from '../../../platform/pipeline/types';
import {
  addPasskeyRequestSchema,
  addPasskeyResponseSchema,
  passkeyListSchema,
  registrationOptionsSchema,
  registrationRequestSchema,
  removePasskeyRequestSchema,
  renamePasskeyRequestSchema,
  setPasskeyApprovalRequestSchema,
  signInOptionsSchema,
  signInSchema,
} from './schemas';
import type { PasskeyService } from './service';

type PasskeySettingsMethod =
  | 'getPasskeys'
  | 'startPasskeyRegistration'
  | 'addPasskey'
  | 'renamePasskey'
  | 'removePasskey'
  | 'setPasskeyApproval';

/** The security settings' passkeys (issue 50 item 1); their access is in the catalogue (methods/passkeys.ts). */
export function createPasskeyMethods(
  passkeys: PasskeyService,
): Pick<MethodDefinitions, PasskeySettingsMethod> {
  return {
    getPasskeys: {
      requestSchema: emptySchema,
      responseSchema: passkeyListSchema,
      async handle(context) {
        const acting = context.supportActingFor();
        // An admin acting as a customer is shown the customer's (read only: the changes are `own`, never acting).
        return passkeys.list(
          acting !== undefined ? await passkeys.primaryUserOf(acting) : context.caller().userId,
        );
      },
    },
    startPasskeyRegistration: {
      requestSchema: registrationRequestSchema,
      responseSchema: registrationOptionsSchema,
      handle: (context) =>
        passkeys.startRegistration(context.caller().userId, context.request.password, context.origin()),
    },
    addPasskey: {
      requestSchema: addPasskeyRequestSchema,
      responseSchema: addPasskeyResponseSchema,
      handle: (context) => passkeys.add(context.caller().userId, context.request, context.origin()),
    },
    renamePasskey: {
      requestSchema: renamePasskeyRequestSchema,
      responseSchema: emptySchema,
      async handle(context) {
        await passkeys.rename(context.caller().userId, context.request.id, context.request.name);
        return {};
      },
    },
    removePasskey: {
      requestSchema: removePasskeyRequestSchema,
      responseSchema: emptySchema,
      async handle(context) {
        await passkeys.remove(context.caller().userId, context.request.id, context.request.password);
        return {};
      },
    },
    setPasskeyApproval: {
      requestSchema: setPasskeyApprovalRequestSchema,
      responseSchema: emptySchema,
      async handle(context) {
        await passkeys.setApproval(
          context.caller().userId,
          await context.actingCustomerId(),
          context.request.enabled,
          context.request.password,
        );
        return {};
      },
    },
  };
}

/**
 * The passkey sign-in of the auth service (issue 50 item 2), a sign-in step as `/auth/login` is: bad input 400 TA1,
 * a refused passkey 401 AU with its message. Its answer is a `direct` code for `/auth/token`.
 */
export const passkeySignInRoutes: FastifyPluginAsync<{ passkeys: PasskeyService }> = async (
  app,
  { passkeys },
) => {
  const config = { inputErrorStatus: 400 };
  app.post(
    PASSKEY_AUTH_PATHS.options,
    { schema: signInOptionsSchema, config, preValidation: noBodyAsEmpty },
    (request) => passkeys.signInOptions(request.headers.origin, request.ip),
  );
  app.post<{ Body: PasskeySignInRequest }>(
    PASSKEY_AUTH_PATHS.login,
    { schema: signInSchema, config },
    (request) => passkeys.signIn(request.body, { ip: request.ip }, request.headers.origin),
  );
};
