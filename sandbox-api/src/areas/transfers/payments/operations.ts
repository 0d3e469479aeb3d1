import { RESPONSE_CODES } from '@portal/api/catalogue';
import Decimal from 'decimal.js';
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../../platform/http/errors';
import type { RateLimiter } from '../../../platform/http/rate-limit';
import type { Clock } from '../../../platform/clock/clock';
import type { MethodDefinitions } from '../../../platform/pipeline/types';
import { createApprovalsService } from './approvals';
import {
  createBetweenAccountsService,
  type TransferServiceDeps,
} from '../../../money/engine/between-accounts';
import { createP2pService } from './p2p';
import { createRecentTransfersService } from './recent';
import type { TransferRepository } from '../../../money/engine/repository';
import {
  approvalCodeRequestSchema,
  approvalCountsResponseSchema,
  approvalListRequestSchema,
  approvalListResponseSchema,
  approveMassRequestSchema,
  approveRequestsRequestSchema,
  approveRequestsResponseSchema,
  beneficiariesRequestSchema,
  beneficiariesResponseSchema,
  betweenAccountsFeeRequestSchema,
  betweenAccountsTransferRequestSchema,
  betweenAccountsTransferResponseSchema,
  businessUsersResponseSchema,
  checkPayeeRequestSchema,
  checkPayeeResponseSchema,
  confirmTransactionRequestSchema,
  confirmTransactionResponseSchema,
  defaultRatesResponseSchema,
  exchangeRateRequestSchema,
  exchangeRateResponseSchema,
  exchangeRatesToolSchema,
  feeResponseSchema,
  limitsRequestSchema,
  limitsResponseSchema,
  massApprovalListResponseSchema,
  maxAmountRequestSchema,
  maxAmountResponseSchema,
  p2pFeeRequestSchema,
  p2pTransferRequestSchema,
  paymentMetaSchema,
  recentTransferDetailsRequestSchema,
  recentTransferDetailsResponseSchema,
  recentTransfersRequestSchema,
  recentTransfersResponseSchema,
  resendApprovalRequestSchema,
  saveExchangeRateToolSchema,
} from './schemas';
import { resendApprovalResponseSchema, submitResultSchema } from '../../../money/engine/schemas';
import { emptySchema } from '../../../platform/http/schemas';

type TransferMethodName =
  | 'getExchangeRate'
  | 'getDefaultExchangeRates'
  | 'getBetweenAccountsFee'
  | 'getMaxAmount'
  | 'getCustomerLimits'
  | 'transferBetweenAccounts'
  | 'checkPayee'
  | 'getP2pFee'
  | 'transferP2p'
  | 'getBeneficiaries'
  | 'getRecentTransfers'
  | 'getRecentTransferDetails'
  | 'confirmTransaction'
  | 'resendApproval'
  | 'requestApprovalCode'
  | 'getApprovalRequests'
  | 'getMassApprovalRequests'
  | 'approveRequests'
  | 'approveMassRequest'
  | 'getApprovalCounts'
  | 'getBusinessUsers';

/**
 * The transfers and approvals operations of the method API (spec 02 §7), except the external kinds
 * (external/operations.ts). Every operation acts for the acting customer; its accounts answer NF to others.
 */
export function createTransferMethods(
  deps: TransferServiceDeps & { limits: RateLimiter },
): Pick<MethodDefinitions, TransferMethodName> {
  const { engine, limits } = deps;
  const between = createBetweenAccountsService(deps);
  const p2p = createP2pService(deps);
  const recent = createRecentTransfersService(deps);
  const approvals = createApprovalsService(deps);
  return {
    getExchangeRate: {
      requestSchema: exchangeRateRequestSchema,
      responseSchema: exchangeRateResponseSchema,
      handle: async (context) => {
        await context.actingCustomerId();
        const { fromCurrencyCode, toCurrencyCode } = context.request;
        return { exchangeRate: await between.exchangeRate(fromCurrencyCode, toCurrencyCode) };
      },
    },
    getDefaultExchangeRates: {
      requestSchema: emptySchema,
      responseSchema: defaultRatesResponseSchema,
      handle: async (context) => {
        await context.actingCustomerId();
        return between.getDefaultExchangeRates();
      },
    },
    getBetweenAccountsFee: {
      requestSchema: betweenAccountsFeeRequestSchema,
      responseSchema: paymentMetaSchema,
      handle: async (context) =>
        between.getBetweenAccountsFee(await context.actingCustomerId(), context.request),
    },
    getMaxAmount: {
      requestSchema: maxAmountRequestSchema,
      responseSchema: maxAmountResponseSchema,
      handle: async (context) => between.getMaxAmount(await context.actingCustomerId(), context.request),
    },
    getCustomerLimits: {
      requestSchema: limitsRequestSchema,
      responseSchema: limitsResponseSchema,
      handle: async (context) => between.getCustomerLimits(await context.actingCustomerId(), context.request),
    },
    transferBetweenAccounts: {
      requestSchema: betweenAccountsTransferRequestSchema,
      responseSchema: betweenAccountsTransferResponseSchema,
      handle: async (context) =>
        between.transferBetweenAccounts(
          await context.actingCustomerId(),
          context.caller().userId,
          context.request,
        ),
    },
    checkPayee: {
      requestSchema: checkPayeeRequestSchema,
      responseSchema: checkPayeeResponseSchema,
      handle: async (context) => {
        const customerId = await context.actingCustomerId();
        // Each answer tells whether an e-mail has an account: a few per user, never a way to list them.
        await limits.hit('payeeCheck', String(context.caller().userId));
        return p2p.checkPayee(customerId, context.request.email);
      },
    },
    getP2pFee: {
      requestSchema: p2pFeeRequestSchema,
      responseSchema: feeResponseSchema,
      handle: async (context) => p2p.getP2pFee(await context.actingCustomerId(), context.request),
    },
    transferP2p: {
      requestSchema: p2pTransferRequestSchema,
      responseSchema: submitResultSchema,
      handle: async (context) =>
        p2p.transferP2p(await context.actingCustomerId(), context.caller().userId, context.request),
    },
    getBeneficiaries: {
      requestSchema: beneficiariesRequestSchema,
      responseSchema: beneficiariesResponseSchema,
      handle: async (context) => recent.getBeneficiaries(await context.actingCustomerId(), context.request),
    },
    getRecentTransfers: {
      requestSchema: recentTransfersRequestSchema,
      responseSchema: recentTransfersResponseSchema,
      handle: async (context) => recent.getRecentTransfers(await context.actingCustomerId(), context.request),
    },
    getRecentTransferDetails: {
      requestSchema: recentTransferDetailsRequestSchema,
      responseSchema: recentTransferDetailsResponseSchema,
      handle: async (context) =>
        recent.getRecentTransferDetails(await context.actingCustomerId(), context.request.transactionId),
    },
    confirmTransaction: {
      requestSchema: confirmTransactionRequestSchema,
      responseSchema: confirmTransactionResponseSchema,
      handle: async (context) =>
        engine.confirmTransaction(
          await context.actingCustomerId(),
          context.caller().userId,
          {
            operationId: context.request.operationId as string | undefined,
            trxid: context.request.trxid,
          },
          context.request.approvalCode,
        ),
    },
    resendApproval: {
      requestSchema: resendApprovalRequestSchema,
      responseSchema: resendApprovalResponseSchema,
      handle: async (context) =>
        engine.resendApproval(
          await context.actingCustomerId(),
          context.caller().userId,
          context.request.operationId || context.request.trxid,
        ),
    },
    requestApprovalCode: {
      requestSchema: approvalCodeRequestSchema,
      responseSchema: resendApprovalResponseSchema,
      handle: async (context) =>
        engine.requestApprovalCode(
          await context.actingCustomerId(),
          context.caller().userId,
          // The schema lets a missing id through so that it gets the engine's TA1 text.
          context.request.operationId as string | undefined,
        ),
    },
    getApprovalRequests: {
      requestSchema: approvalListRequestSchema,
      responseSchema: approvalListResponseSchema,
      handle: async (context) =>
        approvals.getApprovalRequests(await context.actingCustomerId(), context.request),
    },
    getMassApprovalRequests: {
      requestSchema: approvalListRequestSchema,
      responseSchema: massApprovalListResponseSchema,
      handle: async (context) =>
        approvals.getMassApprovalRequests(await context.actingCustomerId(), context.request),
    },
    approveRequests: {
      requestSchema: approveRequestsRequestSchema,
      responseSchema: approveRequestsResponseSchema,
      handle: async (context) =>
        approvals.approveRequests(
          await context.actingCustomerId(),
          context.caller().userId,
          context.request.transactionIds,
          context.request.declined,
        ),
    },
    approveMassRequest: {
      requestSchema: approveMassRequestSchema,
      responseSchema: approveRequestsResponseSchema,
      handle: async (context) =>
        approvals.approveMassRequest(
          await context.actingCustomerId(),
          context.caller().userId,
          context.request.batchId,
          context.request.declined,
        ),
    },
    getApprovalCounts: {
      requestSchema: emptySchema,
      responseSchema: approvalCountsResponseSchema,
      handle: async (context) => approvals.getApprovalCounts(await context.actingCustomerId()),
    },
    getBusinessUsers: {
      requestSchema: emptySchema,
      responseSchema: businessUsersResponseSchema,
      handle: async (context) => approvals.getBusinessUsers(await context.actingCustomerId()),
    },
  };
}

/** `/sandbox/exchange-rates`: the developer tool that lists and sets the rates the sandbox bank quotes. */
export const exchangeRateToolRoutes: FastifyPluginAsync<{
  repository: TransferRepository;
  clock: Clock;
}> = async (app, { repository, clock }) => {
  app.get('/sandbox/exchange-rates', { schema: exchangeRatesToolSchema }, async () => ({
    rates: (await repository.rates()).map((row) => ({ ...row, rate: new Decimal(row.rate).toFixed() })),
  }));

  app.put<{ Body: { fromCurrencyCode: string; toCurrencyCode: string; rate: string } }>(
    '/sandbox/exchange-rates',
    { schema: saveExchangeRateToolSchema },
    async (request) => {
      const { fromCurrencyCode, toCurrencyCode, rate } = request.body;
      const known = await Promise.all([
        repository.currencyExists(fromCurrencyCode),
        repository.currencyExists(toCurrencyCode),
      ]);
      if (!known.every(Boolean) || fromCurrencyCode === toCurrencyCode || !new Decimal(rate).greaterThan(0))
        throw new ApiError(400, {
          responseCode: RESPONSE_CODES.invalidParameters,
          responseDescription: 'Two different known currencies and a rate over 0 are needed.',
        });
      await repository.saveRate(fromCurrencyCode, toCurrencyCode, rate, clock.now());
      return { fromCurrencyCode, toCurrencyCode, rate: new Decimal(rate).toFixed() };
    },
  );
};
