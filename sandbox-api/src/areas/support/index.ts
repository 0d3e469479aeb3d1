// The support area (mfe-support): tickets with the help-desk provider (issue 31), under the product's `/zoho/*`.
import type { Pipeline } from '../../platform/pipeline/pipeline';
import type { AreaParts, Platform } from '../../platform/platform';
import { supportRoutes } from './tickets/operations';
import { createSupportRepository } from './tickets/repository';
import { createSupportService } from './tickets/service';

export function wireSupportArea(
  { db, config, clock, notifications }: Platform,
  { pipeline }: { pipeline: Pipeline },
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
        pipeline,
        clock,
        sharedSecret: config.helpdeskSharedSecret,
      });
    },
  };
}
