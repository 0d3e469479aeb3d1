import { RESPONSE_CODES, type CallerRelation, type CustomerInfo } from '@portal/api/catalogue';
import { authenticationError, methodError } from '../http/errors';
import type { Caller } from '../pipeline/authenticate';
import type { CustomerRepository } from './repository';

/** The no-access answers (ENOA, spec 01 §8). */
export const NO_ACCESS_TEXTS = {
  customer: 'No access',
  operation: 'No access: your access to this customer does not allow this operation',
  secret: 'No access: support staff acting for a customer cannot see or change this',
  balances: 'No access: your access to this customer does not include balances',
  adminOnly: 'No access: only administrators may do this',
} as const;

/** Refuses with TE while the user has terms to accept (spec 01 §3, §8); the access module keeps them. */
export interface TermsGate {
  assertTermsAccepted(userId: number): Promise<void>;
}

export function createCustomerService(repository: CustomerRepository, terms?: TermsGate) {
  return {
    /**
     * How the caller stands to the customer a call acts for (`requested`, else their own); ENOA when they may
     * not act for it (spec 01 §6), 401 when the token outlived its user.
     */
    async relationTo(caller: Caller, requested: number | undefined): Promise<CallerRelation> {
      const customerId = requested ?? caller.customerId;
      const relation = await repository.relationOf(caller.userId, customerId);
      if (relation) return relation;
      if (customerId === caller.customerId) throw authenticationError('Unauthorized');
      throw methodError(RESPONSE_CODES.noAccess, NO_ACCESS_TEXTS.customer);
    },

    async getCustomerInfo(caller: Caller, customerId: number): Promise<CustomerInfo> {
      const info = await repository.findCustomerInfo(caller.userId, customerId);
      // The token outlived its user (a reset): the client signs in again.
      if (!info) throw authenticationError('Unauthorized');
      await terms?.assertTermsAccepted(caller.userId);
      return info;
    },
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;
