import type { MethodDefinitions } from '../../../platform/pipeline/types';
import {
  agreementFileResponseSchema,
  agreementRequestSchema,
  legalInfoResponseSchema,
  notificationSettingResponseSchema,
  notificationSettingsResponseSchema,
  setNotificationSettingRequestSchema,
} from './schemas';
import { emptySchema } from '../../../platform/http/schemas';
import type { ProfileService } from './service';

type ProfileMethodName =
  'getNotificationSettings' | 'setNotificationSetting' | 'getLegalInfo' | 'downloadAgreement';

/**
 * Notification settings (the signed-in user's own) and legal info (the acting customer's) of the method API
 * (spec 02 §7 "Security settings").
 */
export function createProfileMethods(profile: ProfileService): Pick<MethodDefinitions, ProfileMethodName> {
  return {
    getNotificationSettings: {
      requestSchema: emptySchema,
      responseSchema: notificationSettingsResponseSchema,
      handle: (context) => profile.notificationSettings(context.caller().userId),
    },
    setNotificationSetting: {
      requestSchema: setNotificationSettingRequestSchema,
      responseSchema: notificationSettingResponseSchema,
      handle: (context) =>
        profile.setNotificationSetting(
          context.caller().userId,
          context.request.identified,
          context.request.value,
        ),
    },
    getLegalInfo: {
      requestSchema: emptySchema,
      responseSchema: legalInfoResponseSchema,
      handle: async (context) => profile.legalInfo(await context.actingCustomerId()),
    },
    downloadAgreement: {
      requestSchema: agreementRequestSchema,
      responseSchema: agreementFileResponseSchema,
      handle: async (context) =>
        profile.agreement(
          await context.actingCustomerId(),
          context.request.id,
          context.origin(),
          context.request.lang,
        ),
    },
  };
}
