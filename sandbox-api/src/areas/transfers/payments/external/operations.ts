import type { Database } from '../../../../platform/db/client';
import type { Clock } from '../../../../platform/clock/clock';
import type { MethodDefinitions } from '../../../../platform/pipeline/types';
import type { TransferEngine } from '../../../../money/engine/engine';
import {
  availableTransfersRequestSchema,
  availableTransfersResponseSchema,
  bankListResponseSchema,
  blockedBinsResponseSchema,
  countryRequestSchema,
  cryptoFeeRequestSchema,
  eftBranchOptionsRequestSchema,
  eftBranchOptionsResponseSchema,
  emptySchema,
  externalFeeRequestSchema,
  extraParamsRequestSchema,
  feeResponseSchema,
  instantBanksResponseSchema,
  submitResultSchema,
  transferExternalRequestSchema,
} from './schemas';
import {
  extraParamsResponseSchema,
  ibanLookupRequestSchema,
  ibanLookupResponseSchema,
  instantKeyInfoRequestSchema,
  instantKeyInfoResponseSchema,
  swiftLookupRequestSchema,
  swiftLookupResponseSchema,
} from '../../../../money/payees/lookup-schemas';
import { createExternalTransferService } from './service';

type ExternalMethodName =
  | 'getAvailableTransfers'
  | 'getExtraParams'
  | 'getEftBranchOptions'
  | 'getBankList'
  | 'lookupSwift'
  | 'lookupIban'
  | 'getExternalFee'
  | 'getCryptoFee'
  | 'getBlockedBins'
  | 'getInstantKeyInfo'
  | 'getInstantBanks'
  | 'transferExternal';

/**
 * The external-transfer operations of the method API (spec 02 §7 "External transfers"): the dictionaries and
 * lookups the form needs, the fees, and the submit, which hands a checked and priced plan to the engine.
 */
export function createExternalTransferMethods(deps: {
  db: Database;
  engine: TransferEngine;
  clock: Clock;
}): Pick<MethodDefinitions, ExternalMethodName> {
  const external = createExternalTransferService(deps);
  return {
    getAvailableTransfers: {
      requestSchema: availableTransfersRequestSchema,
      responseSchema: availableTransfersResponseSchema,
      handle: async (context) => external.availableTransfers(context.request.countryCode),
    },
    getExtraParams: {
      requestSchema: extraParamsRequestSchema,
      responseSchema: extraParamsResponseSchema,
      handle: async (context) =>
        external.extraParams(await context.actingCustomerId(), context.request, context.request.lang),
    },
    getEftBranchOptions: {
      requestSchema: eftBranchOptionsRequestSchema,
      responseSchema: eftBranchOptionsResponseSchema,
      handle: async (context) => external.eftBranchOptions(context.request),
    },
    getBankList: {
      requestSchema: countryRequestSchema,
      responseSchema: bankListResponseSchema,
      handle: async (context) => external.bankList(context.request.countryCode),
    },
    lookupSwift: {
      requestSchema: swiftLookupRequestSchema,
      responseSchema: swiftLookupResponseSchema,
      handle: async (context) => external.lookupSwift(context.request.swift),
    },
    lookupIban: {
      requestSchema: ibanLookupRequestSchema,
      responseSchema: ibanLookupResponseSchema,
      handle: async (context) => external.lookupIban(context.request.iban),
    },
    getExternalFee: {
      requestSchema: externalFeeRequestSchema,
      responseSchema: feeResponseSchema,
      handle: async (context) => external.externalFee(await context.actingCustomerId(), context.request),
    },
    getCryptoFee: {
      requestSchema: cryptoFeeRequestSchema,
      responseSchema: feeResponseSchema,
      handle: async (context) => external.cryptoFee(await context.actingCustomerId(), context.request),
    },
    getBlockedBins: {
      requestSchema: emptySchema,
      responseSchema: blockedBinsResponseSchema,
      handle: async () => external.blockedBins(),
    },
    getInstantKeyInfo: {
      requestSchema: instantKeyInfoRequestSchema,
      responseSchema: instantKeyInfoResponseSchema,
      handle: async (context) => external.instantKeyInfo(context.request),
    },
    getInstantBanks: {
      requestSchema: countryRequestSchema,
      responseSchema: instantBanksResponseSchema,
      handle: async (context) => external.instantBanks(context.request.countryCode),
    },
    transferExternal: {
      requestSchema: transferExternalRequestSchema,
      responseSchema: submitResultSchema,
      handle: async (context) =>
        external.transfer(
          { customerId: await context.actingCustomerId(), userId: context.caller().userId },
          context.request,
        ),
    },
  };
}
