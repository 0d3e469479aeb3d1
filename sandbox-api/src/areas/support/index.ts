// The support area (mfe-support): tickets with the help-desk provider (issue 31), under the product's `/zoho/*`.
import type { CustomerService } from '../../platform/customer/service';
import type { Authenticator } from '../../platform/pipeline/authenticate';
import type { AreaParts, Platform } from '../../platform/platform';
import { supportRoutes } from './tickets/routes';
import { createSupportRepository } from './tickets/repository';
import { createSupportService } from './tickets/service';

export function wireSupportArea(
  { db, config, clock, notifications }: Platform,
  { auth, customers }: { auth: Authenticator; customers: CustomerService },
): AreaParts {
  return {
    async routes(app) {
      // The product's /zoho/* and the provider's events.
      await app.register(supportRoutes, {
        support: createSupportService({
          repository: createSupportRepository(db),
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
    },
  };
}
