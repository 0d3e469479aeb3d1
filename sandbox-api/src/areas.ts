// The list of areas (issue 48 item 4): each area is wired from the platform and what the areas before it hand on.
// A new area adds its wiring here and nothing else in app.ts.
import { wireAccountsArea } from './areas/accounts';
import { wireAuthArea } from './areas/auth';
import { contractSplits, wireContractsArea } from './areas/contracts';
import { wireMerchantArea } from './areas/merchant';
import { wireOnboardingArea } from './areas/onboarding';
import { createBusinessFacts } from './areas/onboarding/company/business-facts';
import { wireSupportArea } from './areas/support';
import { wireTransfersArea } from './areas/transfers';
import { createCustomerMethods } from './platform/customer/operations';
import { createNotificationMethods } from './platform/notifications/operations';
import type { MethodDefinitions } from './platform/pipeline/types';
import type { AreaParts, Platform } from './platform/platform';

export function wireAreas(platform: Platform) {
  const auth = wireAuthArea(platform, { businessFacts: createBusinessFacts(platform.db) });
  const accounts = wireAccountsArea(platform);
  const transfers = wireTransfersArea(platform, auth, contractSplits);
  const onboarding = wireOnboardingArea(platform, {
    pipeline: auth.pipeline,
    accessRepository: auth.accessRepository,
    sendActivationLink: auth.access.sendActivationLink,
  });
  const contracts = wireContractsArea(platform, { pipeline: auth.pipeline });
  const support = wireSupportArea(platform, { pipeline: auth.pipeline });
  const merchant = wireMerchantArea(platform, {
    pipeline: auth.pipeline,
    onSettled: (listener) => transfers.engine.onSettled(listener),
  });
  // Every operation of the method API, each declared once: a method no area declares does not compile.
  const methods: MethodDefinitions = {
    ...createCustomerMethods(auth.customers),
    ...createNotificationMethods(platform.notifications),
    ...auth.methods,
    ...accounts.methods,
    ...transfers.methods,
    ...onboarding.methods,
    ...merchant.methods,
  };
  const all: AreaParts[] = [auth, accounts, transfers, onboarding, contracts, support, merchant];
  return { auth, transfers, contracts, merchant, methods, all };
}
