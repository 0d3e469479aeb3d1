import {
  METHOD_CATALOGUE,
  PHONE_VERIFICATION_PATH,
  RESPONSE_CODES,
  type PhoneVerificationRequest,
} from '@portal/api/catalogue';
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../../platform/http/errors';
import type { Pipeline } from '../../../platform/pipeline/pipeline';
import { restOperation, serveRest } from '../../../platform/pipeline/rest';
import { phoneVerificationSchema } from './schemas';
import type { ProfileContactService } from './service';
import { PROFILE_CONTACT_TEXTS } from './texts';

export interface PhoneVerificationRoutesOptions {
  profile: ProfileContactService;
  pipeline: Pipeline;
}

/**
 * `POST verification/phones/{phoneId}/verify` (spec 03 §7: type, codeChallenge): sends the phone an SMS code whose
 * confirmation (`confirmPhone` with verification and codeVerifier, or `confirmBusinessPhone` with the reqId) must
 * answer the challenge. The caller needs what confirming a phone needs (`confirmPhone`'s declaration: full access,
 * never an administrator acting); a phone of a customer they may not act for is as absent as one that does not exist.
 */
export const phoneVerificationRoutes: FastifyPluginAsync<PhoneVerificationRoutesOptions> = async (
  app,
  { profile, pipeline },
) => {
  const notFound = () =>
    new ApiError(404, {
      responseCode: RESPONSE_CODES.notFound,
      responseDescription: PROFILE_CONTACT_TEXTS.phoneNotFound,
    });
  const family = {
    inputErrorStatus: 400,
    refusals: {
      unknownCustomer: notFound,
      refused: (text: string) =>
        new ApiError(403, { responseCode: RESPONSE_CODES.noAccess, responseDescription: text }),
    },
  };
  await serveRest(app, pipeline, family, [
    restOperation<{ Params: { phoneId: string }; Body: PhoneVerificationRequest }>({
      name: 'verifyPhone',
      verb: 'POST',
      path: PHONE_VERIFICATION_PATH,
      access: METHOD_CATALOGUE.confirmPhone.access,
      schema: phoneVerificationSchema,
      async handle({ request, caller, actingCustomerId }) {
        const phone = await profile.phoneById(Number(request.params.phoneId));
        if (!phone) throw notFound();
        await actingCustomerId(phone.customerId);
        const answer = await profile.verifyPhone(phone, caller().userId, request.body);
        return { responseCode: RESPONSE_CODES.success, responseDescription: 'Success', ...answer };
      },
    }),
  ]);
};
