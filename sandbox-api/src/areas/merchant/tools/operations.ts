import { MERCHANT_PAGE_SIZES, RESPONSE_CODES } from '@portal/api/catalogue';
import type { FastifyPluginAsync } from 'fastify';
import { emptySchema } from '../../../platform/http/schemas';
import type { MethodDefinitions } from '../../../platform/pipeline/types';
import { logoHeaders } from './logo-image';
import {
  cancelSubscriptionRequestSchema,
  createIdentityRequestSchema,
  createLogoRequestSchema,
  createSavedButtonRequestSchema,
  identityFeeRequestSchema,
  identityFeeResponseSchema,
  identityListRequestSchema,
  identityListResponseSchema,
  identityResponseSchema,
  idRequestSchema,
  installmentsResponseSchema,
  ipnMessageResponseSchema,
  ipnMessagesResponseSchema,
  ipnSettingsResponseSchema,
  logoFileSchema,
  logoResponseSchema,
  logosResponseSchema,
  pageRequestSchema,
  paymentNotificationSettingsResponseSchema,
  reputationRequestSchema,
  reputationResponseSchema,
  savedButtonResponseSchema,
  savedButtonsResponseSchema,
  secretKeyResponseSchema,
  subscribersResponseSchema,
  updateIpnSettingsRequestSchema,
  updateLogoRequestSchema,
  updatePaymentNotificationSettingsRequestSchema,
  updateSavedButtonRequestSchema,
} from './schemas';
import { LOGO_FILE_PATH, type MerchantService } from './service';

type MerchantMethodName =
  | 'getSubscribers'
  | 'cancelSubscription'
  | 'getInstallments'
  | 'getIdentityFee'
  | 'getIdentityVerifications'
  | 'createIdentityVerification'
  | 'getReputation'
  | 'getIpnMessages'
  | 'getIpnMessage'
  | 'confirmIpnMessage'
  | 'getIpnSettings'
  | 'updateIpnSettings'
  | 'newIpnSecretKey'
  | 'getPaymentNotificationSettings'
  | 'updatePaymentNotificationSettings'
  | 'newPaymentNotificationSecret'
  | 'getLogos'
  | 'createLogo'
  | 'getLogo'
  | 'updateLogo'
  | 'deleteLogo'
  | 'getSavedButtons'
  | 'getSavedButton'
  | 'createSavedButton'
  | 'updateSavedButton'
  | 'deleteSavedButton';

/** Saved buttons have no page size in the spec: as many as logos. */
const BUTTONS_PAGE_SIZE = MERCHANT_PAGE_SIZES.logos;

/** The merchant tools' named operations of the method API (spec 03 §7 "Merchant tools"), for the acting customer. */
export function createMerchantMethods(
  merchant: MerchantService,
): Pick<MethodDefinitions, MerchantMethodName> {
  return {
    getSubscribers: {
      requestSchema: pageRequestSchema(MERCHANT_PAGE_SIZES.subscribers),
      responseSchema: subscribersResponseSchema,
      handle: async (context) => merchant.subscribers(await context.actingCustomerId(), context.request),
    },
    cancelSubscription: {
      requestSchema: cancelSubscriptionRequestSchema,
      responseSchema: emptySchema,
      handle: async (context) =>
        merchant.cancelSubscription(await context.actingCustomerId(), context.request.subscriptionId),
    },
    getInstallments: {
      requestSchema: pageRequestSchema(MERCHANT_PAGE_SIZES.subscribers),
      responseSchema: installmentsResponseSchema,
      handle: async (context) => merchant.installments(await context.actingCustomerId(), context.request),
    },
    getIdentityFee: {
      requestSchema: identityFeeRequestSchema,
      responseSchema: identityFeeResponseSchema,
      handle: async (context) =>
        merchant.identityFee(await context.actingCustomerId(), context.request.accountId),
    },
    getIdentityVerifications: {
      requestSchema: identityListRequestSchema,
      responseSchema: identityListResponseSchema,
      handle: async (context) => merchant.identities(await context.actingCustomerId(), context.request),
    },
    createIdentityVerification: {
      requestSchema: createIdentityRequestSchema,
      responseSchema: identityResponseSchema,
      handle: async (context) => merchant.createIdentity(await context.actingCustomerId(), context.request),
    },
    getReputation: {
      requestSchema: reputationRequestSchema,
      responseSchema: reputationResponseSchema,
      handle: async (context) => merchant.reputation(await context.actingCustomerId(), context.request),
    },
    getIpnMessages: {
      requestSchema: pageRequestSchema(MERCHANT_PAGE_SIZES.ipn),
      responseSchema: ipnMessagesResponseSchema,
      handle: async (context) => merchant.ipnMessages(await context.actingCustomerId(), context.request),
    },
    getIpnMessage: {
      requestSchema: idRequestSchema,
      responseSchema: ipnMessageResponseSchema,
      handle: async (context) => merchant.ipnMessage(await context.actingCustomerId(), context.request.id),
    },
    confirmIpnMessage: {
      requestSchema: idRequestSchema,
      responseSchema: ipnMessageResponseSchema,
      handle: async (context) =>
        merchant.confirmIpnMessage(await context.actingCustomerId(), context.request.id),
    },
    getIpnSettings: {
      requestSchema: emptySchema,
      responseSchema: ipnSettingsResponseSchema,
      handle: async (context) => merchant.ipnSettings(await context.actingCustomerId()),
    },
    updateIpnSettings: {
      requestSchema: updateIpnSettingsRequestSchema,
      responseSchema: ipnSettingsResponseSchema,
      handle: async (context) =>
        merchant.updateIpnSettings(await context.actingCustomerId(), context.request),
    },
    newIpnSecretKey: {
      requestSchema: emptySchema,
      responseSchema: secretKeyResponseSchema,
      handle: async (context) => merchant.newIpnSecretKey(await context.actingCustomerId()),
    },
    getPaymentNotificationSettings: {
      requestSchema: emptySchema,
      responseSchema: paymentNotificationSettingsResponseSchema,
      handle: async (context) => merchant.paymentNotificationSettings(await context.actingCustomerId()),
    },
    updatePaymentNotificationSettings: {
      requestSchema: updatePaymentNotificationSettingsRequestSchema,
      responseSchema: paymentNotificationSettingsResponseSchema,
      handle: async (context) =>
        merchant.updatePaymentNotificationSettings(
          await context.actingCustomerId(),
          context.request.statusId,
        ),
    },
    newPaymentNotificationSecret: {
      requestSchema: emptySchema,
      responseSchema: secretKeyResponseSchema,
      handle: async (context) => merchant.newPaymentNotificationSecret(await context.actingCustomerId()),
    },
    getLogos: {
      requestSchema: pageRequestSchema(MERCHANT_PAGE_SIZES.logos),
      responseSchema: logosResponseSchema,
      handle: async (context) => merchant.logos(await context.actingCustomerId(), context.request),
    },
    createLogo: {
      requestSchema: createLogoRequestSchema,
      responseSchema: logoResponseSchema,
      handle: async (context) =>
        merchant.createLogo(await context.actingCustomerId(), context.request, context.file()),
    },
    getLogo: {
      requestSchema: idRequestSchema,
      responseSchema: logoResponseSchema,
      handle: async (context) => merchant.logo(await context.actingCustomerId(), context.request.id),
    },
    updateLogo: {
      requestSchema: updateLogoRequestSchema,
      responseSchema: logoResponseSchema,
      handle: async (context) => merchant.updateLogo(await context.actingCustomerId(), context.request),
    },
    deleteLogo: {
      requestSchema: idRequestSchema,
      responseSchema: emptySchema,
      handle: async (context) => merchant.deleteLogo(await context.actingCustomerId(), context.request.id),
    },
    getSavedButtons: {
      requestSchema: pageRequestSchema(BUTTONS_PAGE_SIZE),
      responseSchema: savedButtonsResponseSchema,
      handle: async (context) => merchant.buttons(await context.actingCustomerId(), context.request),
    },
    getSavedButton: {
      requestSchema: idRequestSchema,
      responseSchema: savedButtonResponseSchema,
      handle: async (context) => merchant.button(await context.actingCustomerId(), context.request.id),
    },
    createSavedButton: {
      requestSchema: createSavedButtonRequestSchema,
      responseSchema: savedButtonResponseSchema,
      handle: async (context) => merchant.createButton(await context.actingCustomerId(), context.request),
    },
    updateSavedButton: {
      requestSchema: updateSavedButtonRequestSchema,
      responseSchema: savedButtonResponseSchema,
      handle: async (context) => merchant.updateButton(await context.actingCustomerId(), context.request),
    },
    deleteSavedButton: {
      requestSchema: idRequestSchema,
      responseSchema: emptySchema,
      handle: async (context) => merchant.deleteButton(await context.actingCustomerId(), context.request.id),
    },
  };
}

/**
 * `GET /files/merchant-logos/{id}/{token}` — a logo's image (`Logo.file`), as the bytes were sniffed, never sniffed
 * again by the browser, an SVG with a policy that runs no script. Any link that is not a logo's own is a 404.
 */
export const merchantLogoRoutes: FastifyPluginAsync<{ merchant: MerchantService }> = async (
  app,
  { merchant },
) => {
  app.get<{ Params: { id: string; token: string } }>(
    `${LOGO_FILE_PATH}/:id/:token`,
    { schema: logoFileSchema, config: { inputErrorStatus: 404, answers: 'file' } },
    async (request, reply) => {
      const file = await merchant.logoFile(request.params.id, request.params.token);
      if (!file)
        return reply
          .code(404)
          .send({ responseCode: RESPONSE_CODES.notFound, responseDescription: 'Logo not found' });
      return reply.headers(logoHeaders(file.contentType)).send(file.bytes);
    },
  );
};
