import type { MethodDefinitions } from '../../../platform/pipeline/types';
import {
  addPhoneRequestSchema,
  addressIdRequestSchema,
  confirmBusinessPhoneRequestSchema,
  confirmPhoneRequestSchema,
  createAddressRequestSchema,
  phonesResponseSchema,
  profileAddressSchema,
  profilePhoneSchema,
  profileResponseSchema,
  replaceAddressRequestSchema,
  replacePhoneRequestSchema,
  requestUsernameChangeRequestSchema,
  updateAddressRequestSchema,
  updateTaxNumberRequestSchema,
  usernameChangeSchema,
  usernameChangesResponseSchema,
} from './schemas';
import { emptySchema } from '../../../platform/http/schemas';
import type { ProfileContactService } from './service';

type ProfileContactMethodName =
  | 'getProfile'
  | 'completePersonalInfoUpdate'
  | 'getPhones'
  | 'addPhone'
  | 'replacePhone'
  | 'confirmPhone'
  | 'confirmBusinessPhone'
  | 'createAddress'
  | 'updateAddress'
  | 'replaceAddress'
  | 'deleteAddress'
  | 'confirmAddress'
  | 'getUsernameChangeRequests'
  | 'requestUsernameChange'
  | 'updateTaxNumber';

/**
 * The profile's operations of the method API (spec 03 §7 "Profile, identity and documents"; issue 30 item 3): each
 * acts for the acting customer but the username changes, which are the signed-in user's own.
 */
export function createProfileContactMethods(
  profile: ProfileContactService,
): Pick<MethodDefinitions, ProfileContactMethodName> {
  return {
    getProfile: {
      requestSchema: emptySchema,
      responseSchema: profileResponseSchema,
      handle: async (context) =>
        profile.getProfile(
          await context.actingCustomerId(),
          context.caller().userId,
          context.supportActingFor() !== undefined,
        ),
    },
    completePersonalInfoUpdate: {
      requestSchema: emptySchema,
      responseSchema: emptySchema,
      handle: async (context) => {
        await profile.completePersonalInfoUpdate(await context.actingCustomerId(), context.caller().userId);
        return {};
      },
    },
    getPhones: {
      requestSchema: emptySchema,
      responseSchema: phonesResponseSchema,
      handle: async (context) => profile.getPhones(await context.actingCustomerId()),
    },
    addPhone: {
      requestSchema: addPhoneRequestSchema,
      responseSchema: profilePhoneSchema,
      handle: async (context) => {
        const { countryCode, number, phoneType } = context.request;
        return profile.addPhone(await context.actingCustomerId(), context.caller().userId, {
          countryCode,
          number,
          ...(phoneType === undefined ? {} : { phoneType }),
        });
      },
    },
    replacePhone: {
      requestSchema: replacePhoneRequestSchema,
      responseSchema: profilePhoneSchema,
      handle: async (context) => {
        const { phoneId, countryCode, number } = context.request;
        return profile.replacePhone(await context.actingCustomerId(), context.caller().userId, {
          phoneId,
          countryCode,
          number,
        });
      },
    },
    confirmPhone: {
      requestSchema: confirmPhoneRequestSchema,
      responseSchema: profilePhoneSchema,
      handle: async (context) => {
        const { phoneId, code, verification, codeVerifier } = context.request;
        return profile.confirmPhone(await context.actingCustomerId(), {
          phoneId,
          ...(code === undefined ? {} : { code }),
          ...(verification === undefined ? {} : { verification }),
          ...(codeVerifier === undefined ? {} : { codeVerifier }),
        });
      },
    },
    confirmBusinessPhone: {
      requestSchema: confirmBusinessPhoneRequestSchema,
      responseSchema: profilePhoneSchema,
      handle: async (context) => {
        const { phoneId, reqId, approvalCode } = context.request;
        return profile.confirmBusinessPhone(await context.actingCustomerId(), {
          phoneId,
          reqId,
          approvalCode,
        });
      },
    },
    createAddress: {
      requestSchema: createAddressRequestSchema,
      responseSchema: profileAddressSchema,
      handle: async (context) => profile.createAddress(await context.actingCustomerId(), context.request),
    },
    updateAddress: {
      requestSchema: updateAddressRequestSchema,
      responseSchema: profileAddressSchema,
      handle: async (context) =>
        profile.updateAddress(await context.actingCustomerId(), context.request.addressId, context.request),
    },
    replaceAddress: {
      requestSchema: replaceAddressRequestSchema,
      responseSchema: profileAddressSchema,
      handle: async (context) =>
        profile.replaceAddress(
          await context.actingCustomerId(),
          context.request.oldAddressId,
          context.request,
        ),
    },
    deleteAddress: {
      requestSchema: addressIdRequestSchema,
      responseSchema: emptySchema,
      handle: async (context) => {
        await profile.deleteAddress(await context.actingCustomerId(), context.request.addressId);
        return {};
      },
    },
    confirmAddress: {
      requestSchema: addressIdRequestSchema,
      responseSchema: profileAddressSchema,
      handle: async (context) =>
        profile.confirmAddress(await context.actingCustomerId(), context.request.addressId),
    },
    getUsernameChangeRequests: {
      requestSchema: emptySchema,
      responseSchema: usernameChangesResponseSchema,
      handle: async (context) => profile.getUsernameChanges(context.caller().userId),
    },
    requestUsernameChange: {
      requestSchema: requestUsernameChangeRequestSchema,
      responseSchema: usernameChangeSchema,
      handle: async (context) =>
        profile.requestUsernameChange(context.caller().userId, context.request.desiredUsername),
    },
    updateTaxNumber: {
      requestSchema: updateTaxNumberRequestSchema,
      responseSchema: emptySchema,
      handle: async (context) => {
        const { taxId, positionId } = context.request;
        await profile.updateTaxNumber(await context.actingCustomerId(), context.caller().userId, {
          taxId,
          ...(positionId === undefined ? {} : { positionId }),
        });
        return {};
      },
    },
  };
}
