// The onboarding area (mfe-onboarding): personal and business registration, the company, profile and contacts,
// verification and the online identity check, KYC, tax self-certification, notification settings, dictionaries.
import { identityProviderRoutes } from '../../providers/identity-provider/provider-page';
import type { Pipeline } from '../../platform/pipeline/pipeline';
import type { AreaParts, Platform } from '../../platform/platform';
import { createCompanyRepository } from './company/repository';
import { createCompanyMethods } from './company/operations';
import { createCompanyService } from './company/service';
import { createDictionaryRepository } from './dictionaries/repository';
import { createDictionaryMethods } from './dictionaries/operations';
import { createDictionaryService } from './dictionaries/service';
import { createIdentityCheckRepository } from './identity-check/repository';
import { identityCheckRoutes } from './identity-check/operations';
import { createIdentityCheckService } from './identity-check/service';
import { createKycInfoRepository } from './kyc-info/repository';
import { createKycInfoMethods } from './kyc-info/operations';
import { createKycInfoService } from './kyc-info/service';
import { createProfileRepository } from './profile/repository';
import { createProfileMethods } from './profile/operations';
import { createProfileService } from './profile/service';
import { createProfileContactRepository } from './profile-contact/repository';
import { createProfileContactMethods } from './profile-contact/operations';
import { createProfileContactService } from './profile-contact/service';
import { phoneVerificationRoutes } from './profile-contact/phone-verification';
import { createCaptchaService } from './registration/captcha';
import { registrationDictionaryIds } from '../../platform/dictionaries/registration-dictionaries';
import { createRegistrationRepository } from './registration/repository';
import { createRegistrationMethods } from './registration/operations';
import { createRegistrationService } from './registration/service';
import { createTaxCertificationRepository } from './self-certification/repository';
import {
  createTaxCertificationMethods,
  eSignRoutes,
  TAX_REPRESENTATIVE_METHODS,
} from './self-certification/operations';
import { createTaxCertificationService } from './self-certification/service';
import { createVerificationRepository } from './verification/repository';
import { complianceRoutes, createVerificationMethods } from './verification/operations';
import { createVerificationService } from './verification/service';

/** What onboarding is wired with from the auth area. */
export interface OnboardingNeeds {
  pipeline: Pipeline;
  /** Activation links of new customers and company users (the access repository and service of the auth area). */
  accessRepository: Parameters<typeof createRegistrationService>[0]['access'];
  sendActivationLink: Parameters<typeof createRegistrationService>[0]['sendActivationLink'];
}

export function wireOnboardingArea(
  { db, config, clock, notifications, outbox, limits }: Platform,
  { pipeline, accessRepository, sendActivationLink }: OnboardingNeeds,
) {
  const captcha = createCaptchaService({
    db,
    clock,
    key: config.captchaKey,
    maxNumber: config.captchaMaxNumber,
  });
  const registration = createRegistrationService({
    repository: createRegistrationRepository(db),
    access: accessRepository,
    sendActivationLink,
    verifyCaptcha: captcha.verify,
    dictionaryIds: registrationDictionaryIds,
    clock,
  });
  const company = createCompanyService({
    repository: createCompanyRepository(db),
    access: accessRepository,
    sendActivationLink,
    outbox,
    limits,
    clock,
  });
  const profileContact = createProfileContactService({
    repository: createProfileContactRepository(db),
    outbox,
    limits,
    clock,
  });
  // Verification (issue 30): what customers upload, judged in the back office of `/sandbox/compliance`.
  const verification = createVerificationService({
    repository: createVerificationRepository(db),
    notifications,
    clock,
  });
  // Tax self-certification (issue 30 item 5): W-forms are signed on the sandbox's own e-signature page.
  const taxCertification = createTaxCertificationService({
    repository: createTaxCertificationRepository(db),
    notifications,
    clock,
    sandboxOrigin: config.sandboxOrigins[0] ?? `http://localhost:${config.port}`,
  });
  // The online identity check (issue 30 item 4): its provider is played on `/sandbox/identity-provider/{id}`.
  const identityCheck = createIdentityCheckService({
    repository: createIdentityCheckRepository(db),
    verification: createVerificationRepository(db),
    notifications,
    outbox,
    clock,
    providerOrigin: config.sandboxOrigins[0] ?? `http://localhost:${config.port}`,
    portalOrigin: config.portalOrigins[0] ?? 'http://localhost:8080',
  });
  return {
    methods: {
      ...createDictionaryMethods(createDictionaryService(createDictionaryRepository(db))),
      ...createRegistrationMethods(registration, captcha),
      ...createCompanyMethods(company),
      ...createVerificationMethods(verification),
      // KYC info and request, the admin's document work (issue 30 items 2, 6)
      ...createKycInfoMethods(createKycInfoService({ repository: createKycInfoRepository(db), clock })),
      ...createTaxCertificationMethods(taxCertification),
      ...createProfileContactMethods(profileContact),
      ...createProfileMethods(createProfileService({ repository: createProfileRepository(db), clock })),
    },
    // Public: a business registration and its human check; a representative's tax certification (the link's auth
    // secret is their key). Counted per client address.
    limitedMethods: [
      ['createBusinessAccount', 'registration'],
      ['getCaptchaChallenge', 'captcha'],
      ...TAX_REPRESENTATIVE_METHODS.map((method) => [method, 'representativeLink'] as const),
    ],
    async routes(app) {
      await app.register(phoneVerificationRoutes, { profile: profileContact, pipeline });
      await app.register(identityCheckRoutes, { identityCheck, pipeline });
    },
    async tools(tools) {
      await tools.register(complianceRoutes, { verification });
      await tools.register(identityProviderRoutes, { identityCheck });
      await tools.register(eSignRoutes, { tax: taxCertification, portalOrigins: config.portalOrigins });
    },
  } satisfies AreaParts;
}
