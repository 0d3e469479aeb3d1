import {
  METHOD_CATALOGUE,
  PHONE_VERIFICATION_PATH,
  RESPONSE_CODES,
  type PhoneVerificationRequest,
} from '@portal/api/catalogue';
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../../platform/http/errors';
import { signInCheck, type Authenticator } from '../../../platform/pipeline/authenticate';
import type { CustomerService } from '../../../platform/customer/service';
import { authorizeActing } from '../../../platform/pipeline/acting-customer';
import { phoneVerificationSchema } from './schemas';
import type { ProfileContactService } from './service';
import { PROFILE_CONTACT_TEXTS } from './texts';

export interface PhoneVerificationRoutesOptions {
  profile: ProfileContactService;
  auth: Authenticator;
  customers: CustomerService;
}

/**
 * `POST verification/phones/{phoneId}/verify` (spec 03 §7: type, codeChallenge): sends the phone an SMS code whose
 * confirmation (`confirmPhone` with verification and codeVerifier, or `confirmBusinessPhone` with the reqId) must
 * answer the challenge. The caller needs what confirming a phone needs (`confirmPhone`'s declaration: full access,
 * never an administrator acting); a phone of a customer they may not act for is as absent as one that does not exist.
 */
export const phoneVerificationRoutes: FastifyPluginAsync<PhoneVerificationRoutesOptions> = async (
  app,
  { profile, auth, customers },
) => {
  const notFound = () =>
    new ApiError(404, {
      responseCode: RESPONSE_CODES.notFound,
      responseDescription: PROFILE_CONTACT_TEXTS.phoneNotFound,
    });

  const { onRequest, callerOf } = signInCheck(auth);

  app.post<{ Params: { phoneId: string }; Body: PhoneVerificationRequest }>(
    PHONE_VERIFICATION_PATH,
    { schema: phoneVerificationSchema, config: { inputErrorStatus: 400 }, onRequest },
    async (request) => {
      const caller = callerOf(request);
      const phone = await profile.phoneById(Number(request.params.phoneId));
      if (!phone) throw notFound();
      await authorizeActing(customers, caller, phone.customerId, METHOD_CATALOGUE.confirmPhone.access, {
        unknownCustomer: notFound,
        refused: (text) =>
          new ApiError(403, { responseCode: RESPONSE_CODES.noAccess, responseDescription: text }),
      });
      const answer = await profile.verifyPhone(phone, caller.userId, request.body);
      return { responseCode: RESPONSE_CODES.success, responseDescription: 'Success', ...answer };
    },
  );
};
