// The auth area (mfe-auth): sign-in, devices and push prompts, OAuth authorize, activation and password, security
// settings, support actions. Other areas are wired with what it hands on: the authenticator, the acting-customer
// service, the access repository and the IP whitelist.
import type { AreaWithServices, Platform } from '../../platform/platform';
import { createCustomerRepository, type BusinessFactsReader } from '../../platform/customer/repository';
import { createCustomerService } from '../../platform/customer/service';
import { createPipeline } from '../../platform/pipeline/pipeline';
import { createAccessRepository } from './access/repository';
import { accessToolsRoutes, createAccessMethods } from './access/operations';
import { createAccessService } from './access/service';
import { createAuthorizeRepository } from './authorize/repository';
import { authorizeRoutes } from './authorize/operations';
import { createAuthorizeService } from './authorize/service';
import { devicePageRoutes } from './devices/device-page';
import { createDevicesRepository } from './devices/repository';
import { deviceRoutes } from './devices/operations';
import { createDeviceService, createPushPrompts } from './devices/service';
import { createAuthRepository } from './login/repository';
import { authRoutes } from './login/operations';
import { createAuthService } from './login/service';
import { createSecurityRepository } from './security/repository';
import { createSecurityMethods, twoStepRoutes } from './security/operations';
import { createAccessIpGate, createLoginHistoryRecorder, createSecurityService } from './security/service';
import { createPasskeyRepository } from './passkeys/repository';
import { createPasskeyMethods, passkeySignInRoutes } from './passkeys/operations';
import { createPasskeyService } from './passkeys/service';
import { createSupportActionRepository } from './support-actions/repository';
import { createSupportActionMethods } from './support-actions/operations';

export function wireAuthArea(
  { db, config, clock, live, outbox, limits }: Platform,
  /** What a company adds to a user's customer info (the onboarding area's company slice answers it). */
  { businessFacts }: { businessFacts: BusinessFactsReader },
) {
  const devicesRepository = createDevicesRepository(db);
  // Push prompts (the port is platform/push/prompts.ts, the devices slice implements it): the auth service decides
  // sign-ins with them; the security settings register their own kinds (twoStep, passwordChange) with onDecision.
  const prompts = createPushPrompts({ repository: devicesRepository, outbox, clock });
  const devices = createDeviceService({ repository: devicesRepository, outbox, live, clock });
  const securityRepository = createSecurityRepository(db);
  const auth = createAuthService({
    repository: createAuthRepository(db),
    devices: devicesRepository,
    prompts,
    live,
    outbox,
    clock,
    limits,
    config,
    loginHistory: createLoginHistoryRecorder(securityRepository, clock),
    addressGate: createAccessIpGate(securityRepository),
  });
  const accessRepository = createAccessRepository(db);
  const access = createAccessService({ repository: accessRepository, outbox, sessions: auth, limits, clock });
  const security = createSecurityService({
    repository: securityRepository,
    outbox,
    prompts,
    live,
    sessions: auth,
    clock,
  });
  // getCustomerInfo answers TE while terms are pending (spec 01 §3).
  const customers = createCustomerService(createCustomerRepository(db, businessFacts), access);
  const supportActions = createSupportActionRepository(db);
  const addressGate = createAccessIpGate(securityRepository);
  // The one operation pipeline (issue 48 item 1): the method API and every REST family run their calls through it.
  const pipeline = createPipeline({ auth, customers, addressGate });
  // Passkeys (issue 50): a verified one signs in through the auth service's code exchange; the transfers area
  // asks it to approve payments (src/areas.ts hands it on as a port).
  const passkeys = createPasskeyService({
    repository: createPasskeyRepository(db),
    outbox,
    clock,
    signIn: auth,
    portalOrigins: config.portalOrigins,
    limits,
  });
  return {
    auth,
    access,
    accessRepository,
    prompts,
    customers,
    supportActions,
    addressGate,
    pipeline,
    passkeys,
    methods: {
      ...createAccessMethods(access),
      ...createSecurityMethods(security),
      ...createSupportActionMethods(supportActions),
      ...createPasskeyMethods(passkeys),
    },
    // The e-mail check and the registration's checks are public: counted per client address.
    limitedMethods: [
      ['checkEmail', 'emailCheck'],
      ['checkPhone', 'phoneCheck'],
      ['createPersonalAccount', 'registration'],
    ],
    async routes(app) {
      await app.register(authRoutes, { auth });
      await app.register(deviceRoutes, { auth, devices, prompts });
      await app.register(authorizeRoutes, {
        pipeline,
        authorize: createAuthorizeService({ repository: createAuthorizeRepository(db), clock }),
      });
      await app.register(twoStepRoutes, { security, pipeline });
      await app.register(passkeySignInRoutes, { passkeys });
    },
    async tools(tools) {
      await tools.register(devicePageRoutes, { devices, prompts });
      await tools.register(accessToolsRoutes, { access });
    },
  } satisfies AreaWithServices;
}
