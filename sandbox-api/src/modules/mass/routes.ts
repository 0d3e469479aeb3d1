import { RESPONSE_CODES } from '@portal/api/contract';
import { methodError } from '../../http/errors';
import type { MethodDefinitions } from '../method-api/types';
import {
  massSampleLinksRequestSchema,
  massSampleLinksResponseSchema,
  transferMassRequestSchema,
  transferMassResponseSchema,
} from './schemas';

type MassMethods = Pick<MethodDefinitions, 'getMassSampleLinks' | 'transferMass'>;

const notYet = () => Promise.reject(methodError(RESPONSE_CODES.invalidMethod, 'Invalid method'));

/** The mass-transfer operations (spec 02 §4 "Mass transfer (two steps)", §7 "Mass transfer"; issue 15). */
export function createMassMethods(): MassMethods {
  return {
    getMassSampleLinks: {
      requestSchema: massSampleLinksRequestSchema,
      responseSchema: massSampleLinksResponseSchema,
      handle: notYet,
    },
    transferMass: {
      requestSchema: transferMassRequestSchema,
      responseSchema: transferMassResponseSchema,
      handle: notYet,
    },
  };
}
