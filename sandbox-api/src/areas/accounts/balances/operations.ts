import type { MethodDefinitions } from '../../../platform/pipeline/types';
import {
  addCurrencyResponseSchema,
  balanceInquiryRequestSchema,
  balanceInquiryResponseSchema,
  createReceiveLinkRequestSchema,
  createReceiveLinkResponseSchema,
  createWalletResponseSchema,
  currencyRequestSchema,
  instructionViewedRequestSchema,
  paymentInstructionsResponseSchema,
  receiveInfoRequestSchema,
  receiveInfoResponseSchema,
} from './schemas';
import { emptySchema } from '../../../platform/http/schemas';
import type { AccountService } from './service';

type AccountMethodName =
  | 'balanceInquiry'
  | 'getPaymentInstructions'
  | 'setInstructionViewed'
  | 'addCurrency'
  | 'createWallet'
  | 'createReceiveLink'
  | 'getReceiveInfo';

/** The accounts operations of the method API (spec 02 §7 "Accounts and cards"). */
export function createAccountMethods(accounts: AccountService): Pick<MethodDefinitions, AccountMethodName> {
  return {
    balanceInquiry: {
      requestSchema: balanceInquiryRequestSchema,
      responseSchema: balanceInquiryResponseSchema,
      // spec 02 §5: with the acting company's customer id only its accounts are returned.
      handle: async (context) =>
        accounts.balanceInquiry(await context.actingCustomerId(context.request.customerId)),
    },
    getPaymentInstructions: {
      requestSchema: emptySchema,
      responseSchema: paymentInstructionsResponseSchema,
      handle: async (context) => accounts.getPaymentInstructions(await context.actingCustomerId()),
    },
    setInstructionViewed: {
      requestSchema: instructionViewedRequestSchema,
      responseSchema: emptySchema,
      handle: async (context) => {
        await accounts.setInstructionViewed(await context.actingCustomerId(), context.request.instructionId);
        return {};
      },
    },
    addCurrency: {
      requestSchema: currencyRequestSchema,
      responseSchema: addCurrencyResponseSchema,
      handle: async (context) =>
        accounts.addCurrency(await context.actingCustomerId(), context.request.currencyCode),
    },
    createWallet: {
      requestSchema: currencyRequestSchema,
      responseSchema: createWalletResponseSchema,
      handle: async (context) =>
        accounts.createWallet(await context.actingCustomerId(), context.request.currencyCode),
    },
    createReceiveLink: {
      requestSchema: createReceiveLinkRequestSchema,
      responseSchema: createReceiveLinkResponseSchema,
      handle: async (context) =>
        accounts.createReceiveLink(await context.actingCustomerId(), context.request),
    },
    // Public (spec 02 §2 `/receive/{id}`): the link's id is the only key.
    getReceiveInfo: {
      requestSchema: receiveInfoRequestSchema,
      responseSchema: receiveInfoResponseSchema,
      handle: (context) => accounts.getReceiveInfo(context.request.id),
    },
  };
}
