import { RESPONSE_CODES, type CustomerInfo } from '@portal/api/contract';
import { authenticationError, methodError } from '../../http/errors';
import type { Caller } from '../auth/service';
import type { CustomerRepository } from './repository';

/** Refuses with TE while the user has terms to accept (spec 01 §3, §8); the access module keeps them. */
export interface TermsGate {
  assertTermsAccepted(userId: number): Promise<void>;
}

export function createCustomerService(repository: CustomerRepository, terms?: TermsGate) {
  return {
    /** The customer a call acts for; ENOA when the caller may not act for the requested one (spec 01 §6). */
    async resolveActingCustomer(caller: Caller, requested: number | undefined): Promise<number> {
      if (requested === undefined || requested === caller.customerId) return caller.customerId;
      if (await repository.mayActFor(caller.userId, requested)) return requested;
      throw methodError(RESPONSE_CODES.noAccess, 'No access');
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
