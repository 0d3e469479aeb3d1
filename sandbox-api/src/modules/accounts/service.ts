import type { BalanceInquiryResponse } from '@portal/api/contract';
import type { AccountRepository } from './repository';

export function createAccountService(repository: AccountRepository) {
  return {
    /** Balance inquiry (spec 02 §7): every account of the customer, closed ones included; the client groups them. */
    async balanceInquiry(customerId: number): Promise<BalanceInquiryResponse> {
      return { accounts: { account: await repository.listByCustomer(customerId) } };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
