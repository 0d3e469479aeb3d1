import type { MethodDefinitions } from '../../../platform/pipeline/types';
import { brandOfOrigin } from '../../../documents/brand-of-origin';
import type { CaptchaService } from './captcha';
import { registrationDictionaries } from '../../../platform/dictionaries/registration-dictionaries';
import {
  additionalQuestionsResponseSchema,
  captchaChallengeResponseSchema,
  createBusinessAccountRequestSchema,
  createBusinessAccountResponseSchema,
  dictionaryEntriesResponseSchema,
  emptyRequestSchema,
  industriesResponseSchema,
} from './schemas';
import type { RegistrationService } from './service';

type RegistrationMethodName =
  | 'createBusinessAccount'
  | 'getCaptchaChallenge'
  | 'getSources'
  | 'getPurposes'
  | 'getDocumentTypes'
  | 'getIndustries'
  | 'getOccupations'
  | 'getAdditionalQuestions';

/**
 * Business registration (spec 03 §7 "Registration and activation"; issue 29): the human check, the dictionaries in the
 * request's language, and the registration itself; all public, the registration and the check limited per address.
 */
export function createRegistrationMethods(
  registration: RegistrationService,
  captcha: CaptchaService,
): Pick<MethodDefinitions, RegistrationMethodName> {
  const list = (name: keyof typeof registrationDictionaries) => ({
    requestSchema: emptyRequestSchema,
    responseSchema: dictionaryEntriesResponseSchema,
    handle: async ({ request }: { request: { lang?: string } }) => ({
      dictionary: { item: registrationDictionaries[name](request.lang) as { id: number; name: string }[] },
    }),
  });
  return {
    createBusinessAccount: {
      requestSchema: createBusinessAccountRequestSchema,
      responseSchema: createBusinessAccountResponseSchema,
      handle: (context) =>
        registration.createBusinessAccount(context.request, brandOfOrigin(context.origin())),
    },
    getCaptchaChallenge: {
      requestSchema: emptyRequestSchema,
      responseSchema: captchaChallengeResponseSchema,
      handle: async () => captcha.challenge(),
    },
    getSources: list('sources'),
    getPurposes: list('purposes'),
    getDocumentTypes: list('documentTypes'),
    getOccupations: list('occupations'),
    getIndustries: {
      requestSchema: emptyRequestSchema,
      responseSchema: industriesResponseSchema,
      handle: async ({ request }) => ({
        dictionary: { industry: registrationDictionaries.industries(request.lang) },
      }),
    },
    getAdditionalQuestions: {
      requestSchema: emptyRequestSchema,
      responseSchema: additionalQuestionsResponseSchema,
      handle: async ({ request }) => ({
        dictionary: { question: registrationDictionaries.additionalQuestions(request.lang) },
      }),
    },
  };
}
