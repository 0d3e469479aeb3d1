import {
  RESPONSE_CODES,
  TWO_STEP_PATHS,
  type TwoStepChangeRequest,
  type TwoStepConfirmRequest,
} from '@portal/api/catalogue';
import type { FastifyPluginAsync } from 'fastify';
import type { Pipeline } from '../../../platform/pipeline/pipeline';
import { restOperation, serveRest } from '../../../platform/pipeline/rest';
import type { MethodDefinitions } from '../../../platform/pipeline/types';
import {
  accessIpListSchema,
  addAccessIpRequestSchema,
  cancelPasswordChangeRequestSchema,
  changePasswordAnswerSchema,
  changePasswordRequestSchema,
  confirmPasswordChangeRequestSchema,
  deleteAccessIpRequestSchema,
  loginHistoryRequestSchema,
  loginHistoryResponseSchema,
  searchCustomersRequestSchema,
  searchCustomersResponseSchema,
  setAccessIpModeRequestSchema,
  twoStepChangeSchema,
  twoStepConfirmSchema,
} from './schemas';
import { emptySchema } from '../../../platform/http/schemas';
import type { SecurityService } from './service';

type SecurityMethodName =
  | 'getAccessIpList'
  | 'addAccessIp'
  | 'deleteAccessIp'
  | 'setAccessIpMode'
  | 'changePassword'
  | 'confirmPasswordChange'
  | 'cancelPasswordChange'
  | 'getLoginHistory'
  | 'searchCustomers';

/** The security-settings operations of the method API (spec 02 §7) and the admin search (spec 01 §6). */
export function createSecurityMethods(
  security: SecurityService,
): Pick<MethodDefinitions, SecurityMethodName> {
  return {
    getAccessIpList: {
      requestSchema: emptySchema,
      responseSchema: accessIpListSchema,
      handle: async (context) => security.getAccessIpList(await context.actingCustomerId()),
    },
    addAccessIp: {
      requestSchema: addAccessIpRequestSchema,
      responseSchema: emptySchema,
      handle: async (context) => {
        await security.addAccessIp(await context.actingCustomerId(), context.request);
        return {};
      },
    },
    deleteAccessIp: {
      requestSchema: deleteAccessIpRequestSchema,
      responseSchema: emptySchema,
      handle: async (context) => {
        await security.deleteAccessIp(await context.actingCustomerId(), context.request.id);
        return {};
      },
    },
    setAccessIpMode: {
      requestSchema: setAccessIpModeRequestSchema,
      responseSchema: emptySchema,
      handle: async (context) => {
        await security.setAccessIpMode(await context.actingCustomerId(), context.request.mode);
        return {};
      },
    },
    changePassword: {
      requestSchema: changePasswordRequestSchema,
      responseSchema: changePasswordAnswerSchema,
      handle: (context) => security.changePassword(context.caller(), context.request),
    },
    confirmPasswordChange: {
      requestSchema: confirmPasswordChangeRequestSchema,
      responseSchema: emptySchema,
      handle: async (context) => {
        await security.confirmPasswordChange(
          context.caller(),
          context.request.requestKey,
          context.request.code,
        );
        return {};
      },
    },
    cancelPasswordChange: {
      requestSchema: cancelPasswordChangeRequestSchema,
      responseSchema: emptySchema,
      handle: async (context) => {
        await security.cancelPasswordChange(context.caller(), context.request.requestKey);
        return {};
      },
    },
    getLoginHistory: {
      requestSchema: loginHistoryRequestSchema,
      responseSchema: loginHistoryResponseSchema,
      handle: async (context) =>
        security.getLoginHistory(context.caller(), await context.actingCustomerId(), context.request),
    },
    searchCustomers: {
      requestSchema: searchCustomersRequestSchema,
      responseSchema: searchCustomersResponseSchema,
      handle: (context) => security.searchCustomers(context.caller(), context.request.query),
    },
  };
}

interface TwoStepRoutesOptions {
  security: SecurityService;
  pipeline: Pipeline;
}

/**
 * The two-step verification change (spec 02 §7): REST beside the method API, with a bearer access token; any
 * signed-in user changes their own. Bad input is 400 TA1 and a wrong code 400 VF with a message (spec 02 §8); no
 * session is 401.
 */
export const twoStepRoutes: FastifyPluginAsync<TwoStepRoutesOptions> = async (
  app,
  { security, pipeline },
) => {
  const family = {
    inputErrorStatus: 400,
  };
  await serveRest(app, pipeline, family, [
    restOperation<{ Body: TwoStepChangeRequest }>({
      name: 'requestTwoStepChange',
      // spec 02 §7: "PUT or POST (mode, typeMode)".
      verb: ['POST', 'PUT'],
      path: TWO_STEP_PATHS.change,
      access: 'signedIn',
      schema: twoStepChangeSchema,
      handle: ({ request, caller }) => security.requestTwoStepChange(caller(), request.body),
    }),
    restOperation<{ Params: { reqId: string }; Body: TwoStepConfirmRequest }>({
      name: 'confirmTwoStepChange',
      verb: 'POST',
      path: TWO_STEP_PATHS.confirm,
      access: 'signedIn',
      schema: twoStepConfirmSchema,
      async handle({ request, caller }) {
        await security.confirmTwoStep(caller(), request.params.reqId, request.body.code);
        return { responseCode: RESPONSE_CODES.success, responseDescription: 'Success' };
      },
    }),
  ]);
};
