import type { MethodDefinitions } from '../method-api/types';
import { balanceInquiryRequestSchema, balanceInquiryResponseSchema } from './schemas';
import type { AccountService } from './service';

export function createAccountMethods(accounts: AccountService): Pick<MethodDefinitions, 'balanceInquiry'> {
  return {
    balanceInquiry: {
      requestSchema: balanceInquiryRequestSchema,
      responseSchema: balanceInquiryResponseSchema,
      // spec 02 §5: with the acting company's customer id only its accounts are returned.
      handle: async (context) =>
        accounts.balanceInquiry(await context.actingCustomerId(context.request.customerId)),
    },
  };
}
