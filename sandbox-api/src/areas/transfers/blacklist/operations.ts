import { RESPONSE_CODES } from '@portal/api/catalogue';
import { methodError } from '../../../platform/http/errors';
import type { MethodDefinitions } from '../../../platform/pipeline/types';
import { emptySchema } from '../../../platform/http/schemas';
import {
  addBlacklistRequestSchema,
  addBlacklistResponseSchema,
  blacklistRequestSchema,
  blacklistResponseSchema,
  deleteBlacklistRequestSchema,
} from './schemas';
import type { BlacklistRepository } from './repository';

export const BLACKLIST_TEXTS = {
  /** spec 02 §8. */
  added: (email: string) => `User with email ${email} has been added to black list`,
  notListed: 'This e-mail is not on your black list',
} as const;

/** The payout blacklist of the method API (spec 02 §7 "Security settings": get, add, delete). */
export function createBlacklistMethods(
  repository: BlacklistRepository,
): Pick<MethodDefinitions, 'getPayoutBlacklist' | 'addPayoutBlacklist' | 'deletePayoutBlacklist'> {
  return {
    getPayoutBlacklist: {
      requestSchema: blacklistRequestSchema,
      responseSchema: blacklistResponseSchema,
      handle: async (context) => ({
        users: await repository.list(await context.actingCustomerId(), context.request),
      }),
    },
    addPayoutBlacklist: {
      requestSchema: addBlacklistRequestSchema,
      responseSchema: addBlacklistResponseSchema,
      handle: async (context) => {
        const customerId = await context.actingCustomerId();
        const email = context.request.email.trim().toLowerCase();
        await repository.add(customerId, email, context.request.blockType);
        return {
          email,
          blockType: context.request.blockType,
          responseDescription: BLACKLIST_TEXTS.added(email),
        };
      },
    },
    deletePayoutBlacklist: {
      requestSchema: deleteBlacklistRequestSchema,
      responseSchema: emptySchema,
      handle: async (context) => {
        const customerId = await context.actingCustomerId();
        if (!(await repository.remove(customerId, context.request.email.trim().toLowerCase())))
          throw methodError(RESPONSE_CODES.notFound, BLACKLIST_TEXTS.notListed);
        return {};
      },
    },
  };
}
