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
import { createCustomerMethods } from './platform/customer/routes';
import { createNotificationMethods } from './platform/notifications/routes';
import type { MethodDefinitions } from './platform/pipeline/types';
import type { AreaParts, Platform } from './platform/platform';

export function wireAreas(platform: Platform) {
  const auth = wireAuthArea(platform, { businessFacts: createBusinessFacts(platform.db) });
  const signedIn = { auth: auth.auth, customers: auth.customers };
  const accounts = wireAccountsArea(platform);
  const transfers = wireTransfersArea(platform, auth, contractSplits);
  const onboarding = wireOnboardingArea(platform, {
    ...signedIn,
    accessRepository: auth.accessRepository,
    sendActivationLink: auth.access.sendActivationLink,
  });
  const contracts = wireContractsArea(platform, { ...signedIn, addressGate: auth.addressGate });
  const support = wireSupportArea(platform, signedIn);
  const merchant = wireMerchantArea(platform, {
    ...signedIn,
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
