import type { MethodDefinitions } from '../../../platform/pipeline/types';
import { sampleLinks } from './samples';
import {
  massSampleLinksRequestSchema,
  massSampleLinksResponseSchema,
  transferMassRequestSchema,
  transferMassResponseSchema,
} from './schemas';
import type { MassService } from './service';

type MassMethods = Pick<MethodDefinitions, 'getMassSampleLinks' | 'transferMass'>;

/** The mass-transfer operations (spec 02 §4 "Mass transfer (two steps)", §7 "Mass transfer"; issue 15). */
export function createMassMethods(mass: MassService): MassMethods {
  return {
    getMassSampleLinks: {
      requestSchema: massSampleLinksRequestSchema,
      responseSchema: massSampleLinksResponseSchema,
      handle: async (context) => {
        await context.actingCustomerId();
        return { links: sampleLinks(context.request.type) };
      },
    },
    transferMass: {
      requestSchema: transferMassRequestSchema,
      responseSchema: transferMassResponseSchema,
      handle: async (context) =>
        mass.transferMass(
          await context.actingCustomerId(),
          context.caller().userId,
          context.request,
          context.file(),
        ),
    },
  };
}
