import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../../platform/http/errors';
import { brandOfOrigin } from '../../../documents/brand-of-origin';
import type { MethodDefinitions } from '../../../platform/pipeline/types';
import {
  acceptTermsRequestSchema,
  activateAccountRequestSchema,
  activateBusinessRequestSchema,
  activateBusinessResponseSchema,
  activateEmployeeRequestSchema,
  activateEmployeeResponseSchema,
  authorizedUserInfoSchema,
  checkEmailRequestSchema,
  checkEmailResponseSchema,
  checkPhoneRequestSchema,
  checkPhoneResponseSchema,
  createPersonalAccountRequestSchema,
  confirmEmailRequestSchema,
  customerAccessesSchema,
  emailConfirmationToolSchema,
  emailRequestSchema,
  passwordCodeCheckRequestSchema,
  passwordWithCodeRequestSchema,
  tokensResponseSchema,
} from './schemas';
import { emptySchema } from '../../../platform/http/schemas';
import type { AccessService } from './service';

type AccessMethodName =
  | 'checkEmail'
  | 'checkPhone'
  | 'createPersonalAccount'
  | 'acceptTerms'
  | 'activateAccount'
  | 'activateBusinessAccount'
  | 'activateEmployee'
  | 'resendActivationCode'
  | 'requestPasswordChange'
  | 'checkPasswordChangeCode'
  | 'changePasswordWithCode'
  | 'confirmEmail'
  | 'getAuthorizedUserInfo'
  | 'getCustomerAccesses';

/** The access operations of the method API (spec 01 §3, §4, §7). */
export function createAccessMethods(access: AccessService): Pick<MethodDefinitions, AccessMethodName> {
  return {
    checkEmail: {
      requestSchema: checkEmailRequestSchema,
      responseSchema: checkEmailResponseSchema,
      handle: ({ request }) => access.checkEmail(request.email),
    },
    checkPhone: {
      requestSchema: checkPhoneRequestSchema,
      responseSchema: checkPhoneResponseSchema,
      handle: ({ request }) => access.checkPhone(request),
    },
    createPersonalAccount: {
      requestSchema: createPersonalAccountRequestSchema,
      responseSchema: emptySchema,
      handle: async ({ request, origin }) => {
        // spec 01 §1: a brand with registration disabled registers no one.
        await access.createPersonalAccount(request, brandOfOrigin(origin()).registration.allowed);
        return {};
      },
    },
    acceptTerms: {
      requestSchema: acceptTermsRequestSchema,
      responseSchema: emptySchema,
      handle: async (context) => {
        await access.acceptTerms(context.caller(), context.request.termIds);
        return {};
      },
    },
    activateAccount: {
      requestSchema: activateAccountRequestSchema,
      responseSchema: tokensResponseSchema,
      handle: ({ request }) => access.activateAccount(request.username, request.activationCode),
    },
    activateBusinessAccount: {
      requestSchema: activateBusinessRequestSchema,
      responseSchema: activateBusinessResponseSchema,
      handle: ({ request }) => access.activateBusiness(request.email, request.activationCode),
    },
    activateEmployee: {
      requestSchema: activateEmployeeRequestSchema,
      responseSchema: activateEmployeeResponseSchema,
      handle: ({ request }) =>
        access.activateEmployee(request.email, request.activationCode, request.password),
    },
    resendActivationCode: {
      requestSchema: emailRequestSchema,
      responseSchema: emptySchema,
      handle: async ({ request }) => {
        await access.resendActivationCode(request.email);
        return {};
      },
    },
    requestPasswordChange: {
      requestSchema: emailRequestSchema,
      responseSchema: emptySchema,
      handle: async ({ request }) => {
        await access.requestPasswordChange(request.email);
        return {};
      },
    },
    checkPasswordChangeCode: {
      requestSchema: passwordCodeCheckRequestSchema,
      responseSchema: emptySchema,
      handle: async ({ request }) => {
        await access.checkPasswordChangeCode(request.email, request.code);
        return {};
      },
    },
    changePasswordWithCode: {
      requestSchema: passwordWithCodeRequestSchema,
      responseSchema: emptySchema,
      handle: async ({ request }) => {
        await access.changePasswordWithCode(request.email, request.code, request.password);
        return {};
      },
    },
    confirmEmail: {
      requestSchema: confirmEmailRequestSchema,
      responseSchema: emptySchema,
      handle: async ({ request }) => {
        await access.confirmEmail(request.token);
        return {};
      },
    },
    getAuthorizedUserInfo: {
      requestSchema: emptySchema,
      responseSchema: authorizedUserInfoSchema,
      handle: (context) => access.getAuthorizedUserInfo(context.caller()),
    },
    getCustomerAccesses: {
      requestSchema: emptySchema,
      responseSchema: customerAccessesSchema,
      handle: (context) => access.getCustomerAccesses(context.caller()),
    },
  };
}

/** `POST /sandbox/email-confirmation`: only registered when the tools are on, like the other `/sandbox/*` routes. */
export const accessToolsRoutes: FastifyPluginAsync<{ access: AccessService }> = async (app, { access }) => {
  app.post<{ Body: { email: string } }>(
    '/sandbox/email-confirmation',
    { schema: emailConfirmationToolSchema },
    async (request) => {
      if (!(await access.sendEmailConfirmation(request.body.email)))
        throw new ApiError(404, { responseCode: 'UE', responseDescription: 'No user with this e-mail.' });
      return { ok: true };
    },
  );
};
