import { createHmac } from 'node:crypto';
import cors from '@fastify/cors';
import websocket from '@fastify/websocket';
import { CLIENT_VERSION_HEADER, CUSTOMER_ID_HEADER } from '@portal/api/catalogue';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { loadConfig, type SandboxConfig } from './platform/config';
import { openDatabase, type DatabaseHandle } from './platform/db/client';
import { seedDemoData } from './seed';
import { registerErrorHandling } from './platform/http/errors';
import { createRateLimiter, limitMethodPerAddress } from './platform/http/rate-limit';
import { requestValidationOptions } from './platform/http/validation';
import { createAccessRepository } from './areas/auth/access/repository';
import { accessToolsRoutes, createAccessMethods } from './areas/auth/access/routes';
import { createAccessService } from './areas/auth/access/service';
import { createAccountRepository } from './areas/accounts/balances/repository';
import { createAccountMethods } from './areas/accounts/balances/routes';
import { createAccountService } from './areas/accounts/balances/service';
import { createAuthRepository } from './areas/auth/login/repository';
import { authRoutes } from './areas/auth/login/routes';
import { createAuthService } from './areas/auth/login/service';
import { createAuthorizeRepository } from './areas/auth/authorize/repository';
import { authorizeRoutes } from './areas/auth/authorize/routes';
import { createAuthorizeService } from './areas/auth/authorize/service';
import { createCardRepository } from './areas/accounts/cards/repository';
import { createCardMethods } from './areas/accounts/cards/routes';
import { createCardService } from './areas/accounts/cards/service';
import { createCompanyRepository } from './areas/onboarding/company/repository';
import { createCompanyMethods } from './areas/onboarding/company/routes';
import { createCompanyService } from './areas/onboarding/company/service';
import { createCustomerRepository } from './platform/customer/repository';
import { createCustomerMethods } from './platform/customer/routes';
import { createCustomerService } from './platform/customer/service';
import { devicePageRoutes } from './areas/auth/devices/device-page';
import { createDevicesRepository } from './areas/auth/devices/repository';
import { deviceRoutes } from './areas/auth/devices/routes';
import { createDeviceService, createPushPrompts } from './areas/auth/devices/service';
import { createDictionaryRepository } from './areas/onboarding/dictionaries/repository';
import { createDictionaryMethods } from './areas/onboarding/dictionaries/routes';
import { createCaptchaService } from './areas/onboarding/registration/captcha';
import { registrationDictionaryIds } from './areas/onboarding/registration/dictionaries';
import { createRegistrationRepository } from './areas/onboarding/registration/repository';
import { createRegistrationMethods } from './areas/onboarding/registration/routes';
import { createRegistrationService } from './areas/onboarding/registration/service';
import { createDictionaryService } from './areas/onboarding/dictionaries/service';
import { createHistoryRepository } from './areas/accounts/history/repository';
import { createHistoryMethods, exportDownloadRoutes } from './areas/accounts/history/routes';
import { createHistoryService } from './areas/accounts/history/service';
import { liveRoutes } from './platform/live/routes';
import { LIVE_MAX_MESSAGE_BYTES } from './platform/live/schemas';
import { LiveHub, type LivePublisher } from './platform/live/service';
import { startPostgresLiveBus } from './platform/live/bus';
import { createNotificationService } from './platform/notifications/service';
import { supportRoutes } from './areas/support/tickets/routes';
import { contractPageRoutes } from './areas/contracts/contracts/pages';
import { contractRoutes } from './areas/contracts/contracts/routes';
import { createContractPdfGenerator } from './areas/contracts/contracts/pdf-generator';
import { createContractScheduler, type ContractScheduler } from './areas/contracts/contracts/scheduler';
import { createContractService } from './areas/contracts/contracts/service';
import { renderContractPdf } from './areas/contracts/contracts/contract-document';
import { documentLanguage } from './platform/documents/texts';
import { DEFAULT_DOCUMENT_BRAND } from './platform/documents/document-brands';
import { createSupportService } from './areas/support/tickets/service';
import { createNotificationMethods, notifyToolRoutes } from './platform/notifications/routes';
import { methodApiRoutes } from './platform/pipeline/routes';
import { createInvoiceQueries } from './areas/transfers/invoices/repository';
import { createInvoiceMethods, invoicePdfRoutes } from './areas/transfers/invoices/routes';
import { createIpnTransport } from './areas/merchant/tools/ipn-transport';
import { createMerchantMethods, merchantLogoRoutes } from './areas/merchant/tools/routes';
import { createMerchantService } from './areas/merchant/tools/service';
import { createMerchantEvents, type MerchantEvents } from './areas/merchant/webhooks/events';
import { merchantApiRoutes } from './areas/merchant/webhooks/merchant-api';
import { merchantCheckoutRoutes } from './areas/merchant/checkout/routes';
import { createCheckoutService } from './areas/merchant/checkout/service';
import { merchantRestRoutes } from './areas/merchant/webhooks/routes';
import { createMerchantRestService } from './areas/merchant/webhooks/service';
import { createInvoiceService } from './areas/transfers/invoices/service';
import { createProfileRepository } from './areas/onboarding/profile/repository';
import { createProfileMethods } from './areas/onboarding/profile/routes';
import { createProfileService } from './areas/onboarding/profile/service';
import { createProfileContactRepository } from './areas/onboarding/profile-contact/repository';
import { createProfileContactMethods } from './areas/onboarding/profile-contact/routes';
import { createProfileContactService } from './areas/onboarding/profile-contact/service';
import { phoneVerificationRoutes } from './areas/onboarding/profile-contact/verification-routes';
import { createKycInfoRepository } from './areas/onboarding/kyc-info/repository';
import { createKycInfoMethods } from './areas/onboarding/kyc-info/routes';
import { createKycInfoService } from './areas/onboarding/kyc-info/service';
import { createVerificationRepository } from './areas/onboarding/verification/repository';
import { complianceRoutes, createVerificationMethods } from './areas/onboarding/verification/routes';
import { createVerificationService } from './areas/onboarding/verification/service';
import { createIdentityCheckRepository } from './areas/onboarding/identity-check/repository';
import { identityProviderRoutes } from './emulated/identity-provider/provider-page';
import { identityCheckRoutes } from './areas/onboarding/identity-check/routes';
import { createIdentityCheckService } from './areas/onboarding/identity-check/service';
import { createTaxCertificationRepository } from './areas/onboarding/self-certification/repository';
import {
  createTaxCertificationMethods,
  eSignRoutes,
  TAX_REPRESENTATIVE_METHODS,
} from './areas/onboarding/self-certification/routes';
import { createTaxCertificationService } from './areas/onboarding/self-certification/service';
import { createSupportActionRepository } from './areas/auth/support-actions/repository';
import { createSupportActionMethods } from './areas/auth/support-actions/routes';
import { createNewsRepository } from './areas/accounts/news/repository';
import { createNewsMethods } from './areas/accounts/news/routes';
import { createNewsService } from './areas/accounts/news/service';
import { createSecurityRepository } from './areas/auth/security/repository';
import { createSecurityMethods, twoStepRoutes } from './areas/auth/security/routes';
import {
  createAccessIpGate,
  createLoginHistoryRecorder,
  createSecurityService,
} from './areas/auth/security/service';
import { serviceRoutes } from './platform/service/routes';
import { readyRoutes } from './platform/service/ready';
import type { MethodDefinitions } from './platform/pipeline/types';
import { createToolsRepository } from './tools/repository';
import { createGlobalPayMethods, GLOBAL_PAY_RECIPIENT_METHODS } from './areas/transfers/global-pay/routes';
import { createGlobalPayService } from './areas/transfers/global-pay/service';
import { createExternalTransferMethods } from './areas/transfers/payments/external/routes';
import { createExternalTransferService } from './areas/transfers/payments/external/service';
import { createMassMethods } from './areas/transfers/mass/routes';
import { massSampleRoutes } from './areas/transfers/mass/samples';
import { createMassService } from './areas/transfers/mass/service';
import { createTransferEngine } from './areas/transfers/payments/operations';
import { createTransferRepository } from './areas/transfers/payments/repository';
import { createTransferMethods, exchangeRateToolRoutes } from './areas/transfers/payments/routes';
import { toolsGuard } from './tools/guard';
import { toolsRoutes } from './tools/routes';
import { createOutboxSender, createToolsService } from './tools/service';
import { createSandboxClock, systemClock, type Clock } from './platform/clock/clock';
import { createDatabaseClockStore } from './platform/clock/clock-store';
import { createBlacklistRepository } from './areas/transfers/blacklist/repository';
import { createBlacklistMethods } from './areas/transfers/blacklist/routes';
import { clockToolRoutes, createStandingMethods } from './areas/transfers/standing/routes';
import { createStandingService } from './areas/transfers/standing/service';
import { createBetweenAccountsService } from './areas/transfers/payments/between-accounts';

export interface BuildAppOptions {
  /** Settings over those read from the environment. */
  config?: Partial<SandboxConfig>;
  /** An open database the caller keeps and closes (tests share one per worker); else one is opened and closed with the app. */
  database?: DatabaseHandle;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Pushes live-channel events to a customer's sockets. */
    live: LivePublisher;
    /** The operations the method API serves, as wired here: what a test walks to reach every one of them. */
    methodDefinitions: MethodDefinitions;
    /** Merchant webhook events (issue 33): server.ts starts its retry sweep; tests sweep and wait by hand. */
    merchantEvents: MerchantEvents;
    /** The contracts' dates (issue 47 item 3): server.ts starts its ticks; tests tick by hand. */
    contractScheduler: ContractScheduler;
    /** Every route as declared (method, path, schema): what a test walks to check each declares its answers. */
    routeDeclarations: readonly RouteOptions[];
  }
}

/** Builds the sandbox back end without listening: the database is migrated and the demo data seeded. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: SandboxConfig = { ...loadConfig(), ...options.config };
  const clock = options.clock ?? systemClock;
  const database = options.database ?? (await openDatabase(config.database));
  const { db } = database;
  // Under the setup lock on PostgreSQL: instances started together seed once (issue 34).
  const exclusive = database.exclusive ?? (<T>(work: () => Promise<T>) => work());
  await exclusive(() => seedDemoData(db, { historyTransactions: config.demoHistoryTransactions }));

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    ...requestValidationOptions,
    // A `__proto__` key, or a `constructor` one holding a `prototype`, is dropped from a JSON body: it can never
    // reach an object's prototype, and the rest of the request is answered as usual (issue 22 item 9).
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
  });
  if (!options.database) app.addHook('onClose', () => database.close());
  const routeDeclarations: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routeDeclarations.push(route);
  });
  app.decorate('routeDeclarations', routeDeclarations);
  // The one clock of the sandbox's money and contracts (issue 15; issue 47 item 3): the base clock moved forward by
  // `/sandbox/clock`. Its offset is the database's, read at the start of every request, so every instance of a
  // cluster dates a payment, and moves a contract, by the same clock. The rest (sessions, codes) keeps `clock`.
  const sandboxClock = createSandboxClock(clock, createDatabaseClockStore(db));
  await sandboxClock.sync();
  app.addHook('onRequest', async () => {
    await sandboxClock.sync();
  });

  registerErrorHandling(app);
  await app.register(cors, {
    // Only the portal's own pages, named exactly: any other local server (another port, another *.localhost)
    // may be anyone's page (issue 22).
    origin: config.portalOrigins,
    credentials: false,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', CLIENT_VERSION_HEADER, CUSTOMER_ID_HEADER],
    maxAge: 600,
  });
  await app.register(websocket, { options: { maxPayload: LIVE_MAX_MESSAGE_BYTES } });

  const toolsRepository = createToolsRepository(db);
  const live = new LiveHub((message, error) => app.log.warn({ err: error }, message));
  // On PostgreSQL the live channel fans out to every instance's sockets through LISTEN/NOTIFY (issue 34).
  if (database.postgresUrl) {
    const bus = await startPostgresLiveBus({
      url: database.postgresUrl,
      deliver: live.deliver,
      warn: (message, error) => app.log.warn({ err: error }, message),
    });
    live.attach(bus);
    app.addHook('onClose', () => bus.close());
  }
  app.decorate('live', live);
  // Notifications are stored per customer and pushed live (issue 31 item 4).
  const notifications = createNotificationService({ db, live, clock });

  const outbox = createOutboxSender(toolsRepository);
  const devicesRepository = createDevicesRepository(db);
  // Push prompts (devices/prompts.ts): the auth service decides sign-ins with them; the security settings
  // register their own kinds (twoStep, passwordChange) with prompts.onDecision.
  const prompts = createPushPrompts({ repository: devicesRepository, outbox, clock });
  const devices = createDeviceService({ repository: devicesRepository, outbox, live, clock });
  const securityRepository = createSecurityRepository(db);
  const limits = createRateLimiter({ db, limits: config.rateLimits, clock });
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
  const access = createAccessService({
    repository: accessRepository,
    outbox,
    sessions: auth,
    limits,
    clock,
  });
  const security = createSecurityService({
    repository: securityRepository,
    outbox,
    prompts,
    live,
    sessions: auth,
    clock,
  });
  // getCustomerInfo answers TE while terms are pending (spec 01 §3).
  const customers = createCustomerService(createCustomerRepository(db), access);
  const supportActions = createSupportActionRepository(db);
  const history = createHistoryService({ repository: createHistoryRepository(db), outbox, clock });
  const news = createNewsService({ repository: createNewsRepository(db), clock });
  // One approval engine for every transfer kind (own, p2p, and external/): push decisions of kind `transaction`.
  const transferRepository = createTransferRepository(db);
  // On the sandbox clock: a payment is dated by it, and a payee's contract splits it by that date.
  const engine = createTransferEngine({
    repository: transferRepository,
    outbox,
    prompts,
    live,
    clock: sandboxClock,
  });
  const invoices = createInvoiceService({ queries: createInvoiceQueries(db), live, clock });
  // Standing payments run on the sandbox clock, which `/sandbox/clock` moves forward.
  const standing = createStandingService({
    db,
    clock: sandboxClock,
    live,
    between: createBetweenAccountsService({ repository: transferRepository, engine, clock: sandboxClock }),
  });
  engine.onSettled(standing.onOperationSettled);
  const captcha = createCaptchaService({
    db,
    clock,
    key: config.captchaKey,
    maxNumber: config.captchaMaxNumber,
  });
  const registration = createRegistrationService({
    repository: createRegistrationRepository(db),
    access: accessRepository,
    sendActivationLink: access.sendActivationLink,
    verifyCaptcha: captcha.verify,
    dictionaryIds: registrationDictionaryIds,
    clock,
  });
  const company = createCompanyService({
    repository: createCompanyRepository(db),
    access: accessRepository,
    sendActivationLink: access.sendActivationLink,
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
  // Merchant tools' named operations (issue 33): IPN posts go through the merchant-hooks target guard; the events
  // (subscription.cancelled, ipn.created, IPN on payments received) are wired with `merchant.connectEvents`.
  const merchant = createMerchantService({
    db,
    clock,
    ipn: createIpnTransport(config.webhookAllowedTargets),
    log: (message, error) => app.log.error({ err: error }, message),
  });
  // Merchant webhooks (issue 33): every incoming payment to a business customer, once its transfer committed, is
  // told to the IPN (merchant.connectEvents) and delivered as `payment.received`; never delaying the transfer.
  const merchantEvents = createMerchantEvents({
    db,
    clock,
    allowedTargets: config.webhookAllowedTargets,
    retryDelaysSeconds: config.webhookRetryDelaysSeconds,
    logError: (message, error) => app.log.error({ err: error }, `merchant webhooks: ${message}`),
  });
  engine.onSettled(merchantEvents.onOperationSettled);
  // The hosted checkout (issue 33 item 4): a payment carrying `PR-{id}` marks the merchant's payment request paid
  // (before the IPN, which may wait on the merchant's server).
  const checkout = createCheckoutService({ db, clock });
  merchantEvents.onPaymentReceived(async (payment) => {
    await checkout.markPaid(payment);
  });
  merchant.connectEvents(merchantEvents);
  app.decorate('merchantEvents', merchantEvents);
  app.addHook('onClose', async () => {
    merchantEvents.stop();
    await merchantEvents.idle();
  });
  const methods: MethodDefinitions = {
    ...createCustomerMethods(customers),
    ...createAccountMethods(createAccountService({ repository: createAccountRepository(db), clock })),
    ...createCardMethods(createCardService({ repository: createCardRepository(db), outbox, live, clock })),
    ...createDictionaryMethods(createDictionaryService(createDictionaryRepository(db))),
    ...createAccessMethods(access),
    ...createRegistrationMethods(registration, captcha),
    ...createCompanyMethods(company),
    ...createVerificationMethods(verification),
    ...createNotificationMethods(notifications),
    // KYC info and request, the admin's document work (issue 30 items 2, 6)
    ...createKycInfoMethods(createKycInfoService({ repository: createKycInfoRepository(db), clock })),
    ...createTaxCertificationMethods(taxCertification),
    ...createProfileContactMethods(profileContact),
    ...createSecurityMethods(security),
    ...createHistoryMethods(history),
    ...createNewsMethods(news),
    ...createSupportActionMethods(supportActions),
    // Transfers' limits and dates on the engine's clock, the sandbox's.
    ...createTransferMethods({ repository: transferRepository, engine, clock: sandboxClock, limits }),
    ...createStandingMethods(standing),
    ...createBlacklistMethods(createBlacklistRepository(db)),
    ...createExternalTransferMethods({ db, engine, clock: sandboxClock }),
    ...createMassMethods(
      createMassService({ db, repository: transferRepository, engine, clock: sandboxClock, live }),
    ),
    ...createInvoiceMethods(invoices),
    ...createMerchantMethods(merchant),
    ...createProfileMethods(createProfileService({ repository: createProfileRepository(db), clock })),
    ...createGlobalPayMethods(
      createGlobalPayService({
        db,
        engine,
        transfers: transferRepository,
        outbox,
        clock,
        defaultPortalOrigin: config.portalOrigins[0] ?? 'http://localhost',
      }),
      createExternalTransferService({ db, engine, clock: sandboxClock }),
    ),
  };
  app.decorate('methodDefinitions', methods);

  await app.register(authRoutes, { auth });
  await app.register(deviceRoutes, { auth, devices, prompts });
  await app.register(authorizeRoutes, {
    auth,
    authorize: createAuthorizeService({ repository: createAuthorizeRepository(db), clock }),
  });
  // Whether this instance can serve: HAProxy's health check (issue 34).
  await app.register(readyRoutes, { db });
  await app.register(serviceRoutes, {
    allowedOrigins: config.checkUrlOrigins,
    sandboxOrigins: config.sandboxOrigins,
  });
  // The e-mail check is public: counted per client address, before the method API runs it.
  limitMethodPerAddress(app, limits, 'checkEmail', 'emailCheck');
  // Registration's checks and the registration itself are public too (issue 29).
  limitMethodPerAddress(app, limits, 'checkPhone', 'phoneCheck');
  limitMethodPerAddress(app, limits, 'createPersonalAccount', 'registration');
  limitMethodPerAddress(app, limits, 'createBusinessAccount', 'registration');
  limitMethodPerAddress(app, limits, 'getCaptchaChallenge', 'captcha');
  // A global-pay recipient's calls are public too (the payment secret is their key): counted per client address.
  for (const method of GLOBAL_PAY_RECIPIENT_METHODS)
    limitMethodPerAddress(app, limits, method, 'globalPayment');
  // A representative's tax certification is public too (the link's auth secret is their key).
  for (const method of TAX_REPRESENTATIVE_METHODS)
    limitMethodPerAddress(app, limits, method, 'representativeLink');
  const addressGate = createAccessIpGate(securityRepository);
  await app.register(methodApiRoutes, { methods, auth, customers, supportActions, clock, addressGate });
  await app.register(twoStepRoutes, { security, auth });
  await app.register(phoneVerificationRoutes, { profile: profileContact, auth, customers });
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
  await app.register(identityCheckRoutes, { identityCheck, auth, customers });
  // Support through the help-desk provider (issue 31): the product's /zoho/* and the provider's events.
  await app.register(supportRoutes, {
    support: createSupportService({
      db,
      clock,
      notifications,
      helpdeskUrl: config.helpdeskUrl,
      sharedSecret: config.helpdeskSharedSecret,
      serviceKey: config.helpdeskServiceKey,
    }),
    auth,
    customers,
    clock,
    sharedSecret: config.helpdeskSharedSecret,
  });
  // The contract service (issue 32): revenue-split contracts between companies, on the sandbox clock (so
  // `/sandbox/clock` moves their activation, termination and expiry), under `/contract-service`.
  const contracts = createContractService({
    db,
    clock: sandboxClock,
    notifications,
    sandboxOrigin: config.sandboxOrigins[0] ?? `http://localhost:${config.port}`,
    renderPdf: (contract, { lang }) =>
      renderContractPdf(contract, { brand: DEFAULT_DOCUMENT_BRAND, language: documentLanguage(lang) }),
  });
  // The PDF generator (spec 03 §7): its links are signed with a key every instance derives from the shared token key,
  // so a link one instance answered opens on any other behind the balancer.
  const pdfGenerator = createContractPdfGenerator({
    db,
    clock: sandboxClock,
    sandboxOrigin: config.sandboxOrigins[0] ?? `http://localhost:${config.port}`,
    key: createHmac('sha256', config.jwtSecret).update('contract-pdf-generator').digest(),
    render: (contract, { lang }) =>
      renderContractPdf(contract, { brand: DEFAULT_DOCUMENT_BRAND, language: documentLanguage(lang) }),
  });
  await app.register(contractRoutes, { contracts, auth, customers, pdfGenerator, addressGate });
  const contractScheduler = createContractScheduler({
    db,
    clock: sandboxClock,
    contracts,
    logError: (message, error) => app.log.error({ err: error }, message),
  });
  app.decorate('contractScheduler', contractScheduler);
  app.addHook('onClose', async () => {
    contractScheduler.stop();
    await contractScheduler.idle();
  });
  await app.register(exportDownloadRoutes, { history });
  await app.register(massSampleRoutes);
  await app.register(invoicePdfRoutes, { invoices });
  await app.register(merchantLogoRoutes, { merchant });
  // The merchant's REST tools (`/public-api`) and the public merchant API its API keys open (`/merchant-api/v1`).
  await app.register(merchantRestRoutes, {
    merchant: createMerchantRestService({
      db,
      clock,
      events: merchantEvents,
      allowedTargets: config.webhookAllowedTargets,
    }),
    auth,
    customers,
  });
  await app.register(merchantApiRoutes, { db, clock, events: merchantEvents, limits, live });
  await app.register(merchantCheckoutRoutes, { checkout, limits, portalOrigin: config.portalOrigins[0] });
  await app.register(liveRoutes, { hub: live, auth, clock, authTimeoutMs: config.liveAuthTimeoutMs });
  // Switched off (SANDBOX_TOOLS=off), no `/sandbox/*` route exists: each answers 404.
  if (config.toolsEnabled) {
    // One scope for every tool, so the cross-site guard runs before any of them.
    await app.register(async (tools) => {
      tools.addHook('onRequest', toolsGuard(config));
      await tools.register(toolsRoutes, {
        tools: createToolsService({
          db,
          repository: toolsRepository,
          live,
          historyTransactions: config.demoHistoryTransactions,
        }),
      });
      await tools.register(devicePageRoutes, { devices, prompts });
      await tools.register(accessToolsRoutes, { access });
      await tools.register(exchangeRateToolRoutes, { repository: transferRepository, clock });
      await tools.register(clockToolRoutes, { clock: sandboxClock, standing, contracts: contractScheduler });
      await tools.register(complianceRoutes, { verification });
      await tools.register(notifyToolRoutes, { notifications });
      await tools.register(identityProviderRoutes, { identityCheck });
      await tools.register(eSignRoutes, { tax: taxCertification, portalOrigins: config.portalOrigins });
      await tools.register(contractPageRoutes, { contracts, portalOrigins: config.portalOrigins });
    });
  }
  return app;
}
