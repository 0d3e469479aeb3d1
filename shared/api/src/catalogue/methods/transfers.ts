// The method API's operations of one area: every transfer kind, approvals, mass transfers, invoices, standing payments, global pay (mfe-transfers; spec 02 §4, §7).
// methods.ts gathers every area's into one catalogue (issue 48 item 4).
import type {
  ApprovalCodeRequest,
  ApprovalCountsResponse,
  ApprovalListRequest,
  ApprovalListResponse,
  ApproveMassRequest,
  ApproveRequestsRequest,
  ApproveRequestsResponse,
  AvailableTransfersRequest,
  AvailableTransfersResponse,
  BankListRequest,
  BankListResponse,
  BeneficiariesRequest,
  BeneficiariesResponse,
  BetweenAccountsFeeRequest,
  BetweenAccountsTransferRequest,
  BetweenAccountsTransferResponse,
  BlockedBinsResponse,
  BusinessUsersResponse,
  CheckPayeeRequest,
  CheckPayeeResponse,
  ConfirmTransactionRequest,
  ConfirmTransactionResponse,
  CryptoFeeRequest,
  DefaultRatesResponse,
  EftBranchOptionsRequest,
  EftBranchOptionsResponse,
  ExchangeRateRequest,
  ExchangeRateResponse,
  ExternalFeeRequest,
  ExternalTransferRequest,
  ExtraParamsRequest,
  ExtraParamsResponse,
  FeeResponse,
  IbanLookupRequest,
  IbanLookupResponse,
  InstantBanksResponse,
  InstantKeyInfoRequest,
  InstantKeyInfoResponse,
  LimitsRequest,
  LimitsResponse,
  MassApprovalListResponse,
  MaxAmountRequest,
  MaxAmountResponse,
  P2pFeeRequest,
  P2pTransferRequest,
  PaymentMeta,
  RecentTransferDetails,
  RecentTransferDetailsRequest,
  RecentTransfersRequest,
  RecentTransfersResponse,
  ResendApprovalRequest,
  ResendApprovalResponse,
  SubmitResult,
  SwiftLookupRequest,
  SwiftLookupResponse,
} from '../transfers';
import type {
  GlobalPayBatch,
  GlobalPayBatchRequest,
  GlobalPayBatchStatusResponse,
  GlobalPayCountriesResponse,
  GlobalPaySetAmountRequest,
  GlobalPaySetFeeShareRequest,
  GlobalPaySetMethodForbiddenRequest,
  GlobalPaySubmitRequest,
  GlobalPayUpdatePaymentsRequest,
  GlobalPayUploadRequest,
  GlobalPayUploadResponse,
  GlobalPaymentApproveRequest,
  GlobalPaymentCancelRequest,
  GlobalPaymentCardBin,
  GlobalPaymentCardBinRequest,
  GlobalPaymentDetails,
  GlobalPaymentExtraParams,
  GlobalPaymentExtraParamsRequest,
  GlobalPaymentIban,
  GlobalPaymentIbanRequest,
  GlobalPaymentInstantDetails,
  GlobalPaymentInstantDetailsRequest,
  GlobalPaymentLastWithdrawalsRequest,
  GlobalPaymentLastWithdrawalsResponse,
  GlobalPaymentMeta,
  GlobalPaymentMetaRequest,
  GlobalPaymentMethodsRequest,
  GlobalPaymentMethodsResponse,
  GlobalPaymentResendRequest,
  GlobalPaymentSecretRequest,
  GlobalPaymentStatusResponse,
  GlobalPaymentSubmitRequest,
  GlobalPaymentSwift,
  GlobalPaymentSwiftRequest,
  GlobalPaymentWithdrawalDetails,
  GlobalPaymentWithdrawalDetailsRequest,
} from '../global-pay';
import { GLOBAL_PAY_FILE_ACCEPT, GLOBAL_PAY_FILE_MAX_BYTES } from '../global-pay';
import { APPROVES, CHANGES, MOVES_MONEY, READS, READS_BALANCES } from '../authorization';
import type {
  AddBlacklistRequest,
  AddBlacklistResponse,
  BlacklistRequest,
  BlacklistResponse,
  CancelStandingPaymentRequest,
  DeleteBlacklistRequest,
  StandingPaymentsRequest,
  StandingPaymentsResponse,
} from '../standing';
import {
  MASS_FILE_ACCEPT,
  MASS_FILE_MAX_BYTES,
  type MassSampleLinksRequest,
  type MassSampleLinksResponse,
  type MassTransferRequest,
  type MassTransferResponse,
} from '../mass';
import type {
  CreateFundingInvoiceRequest,
  CreateInvoiceRequest,
  Invoice,
  InvoiceListResponse,
  InvoiceRequest,
  ReceivedInvoicesRequest,
  RejectInvoiceRequest,
  SentInvoicesRequest,
} from '../invoices';

import { acting, publicOp, UPLOADS, withFile, type Empty, type MethodTraits } from '../method-traits';

export interface TransfersOperations {
  // transfers (spec 02 §7 "Exchange and recent transfers", "Between own accounts", "P2P", "External transfers")
  getExchangeRate: { request: ExchangeRateRequest; response: ExchangeRateResponse };
  getDefaultExchangeRates: { request: Empty; response: DefaultRatesResponse };
  getBetweenAccountsFee: { request: BetweenAccountsFeeRequest; response: PaymentMeta };
  getMaxAmount: { request: MaxAmountRequest; response: MaxAmountResponse };
  getCustomerLimits: { request: LimitsRequest; response: LimitsResponse };
  transferBetweenAccounts: {
    request: BetweenAccountsTransferRequest;
    response: BetweenAccountsTransferResponse;
  };
  checkPayee: { request: CheckPayeeRequest; response: CheckPayeeResponse };
  getP2pFee: { request: P2pFeeRequest; response: FeeResponse };
  transferP2p: { request: P2pTransferRequest; response: SubmitResult };
  getBeneficiaries: { request: BeneficiariesRequest; response: BeneficiariesResponse };
  getRecentTransfers: { request: RecentTransfersRequest; response: RecentTransfersResponse };
  getRecentTransferDetails: { request: RecentTransferDetailsRequest; response: RecentTransferDetails };
  getAvailableTransfers: { request: AvailableTransfersRequest; response: AvailableTransfersResponse };
  getExtraParams: { request: ExtraParamsRequest; response: ExtraParamsResponse };
  getEftBranchOptions: { request: EftBranchOptionsRequest; response: EftBranchOptionsResponse };
  getBankList: { request: BankListRequest; response: BankListResponse };
  lookupSwift: { request: SwiftLookupRequest; response: SwiftLookupResponse };
  lookupIban: { request: IbanLookupRequest; response: IbanLookupResponse };
  getExternalFee: { request: ExternalFeeRequest; response: FeeResponse };
  getCryptoFee: { request: CryptoFeeRequest; response: FeeResponse };
  getBlockedBins: { request: Empty; response: BlockedBinsResponse };
  getInstantKeyInfo: { request: InstantKeyInfoRequest; response: InstantKeyInfoResponse };
  getInstantBanks: { request: BankListRequest; response: InstantBanksResponse };
  transferExternal: { request: ExternalTransferRequest; response: SubmitResult };
  // approvals (spec 02 §4 "Approval of a transaction", §7 "Approvals")
  confirmTransaction: { request: ConfirmTransactionRequest; response: ConfirmTransactionResponse };
  resendApproval: { request: ResendApprovalRequest; response: ResendApprovalResponse };
  requestApprovalCode: { request: ApprovalCodeRequest; response: ResendApprovalResponse };
  getApprovalRequests: { request: ApprovalListRequest; response: ApprovalListResponse };
  getMassApprovalRequests: { request: ApprovalListRequest; response: MassApprovalListResponse };
  approveRequests: { request: ApproveRequestsRequest; response: ApproveRequestsResponse };
  approveMassRequest: { request: ApproveMassRequest; response: ApproveRequestsResponse };
  getApprovalCounts: { request: Empty; response: ApprovalCountsResponse };
  getBusinessUsers: { request: Empty; response: BusinessUsersResponse };
  // mass transfers (spec 02 §4 "Mass transfer (two steps)", §7 "Mass transfer", "Mass sample link list")
  getMassSampleLinks: { request: MassSampleLinksRequest; response: MassSampleLinksResponse };
  transferMass: { request: MassTransferRequest; response: MassTransferResponse };
  // invoices (spec 02 §7 "Invoices"; paying one is transferP2p with its invoiceId)
  getReceivedInvoices: { request: ReceivedInvoicesRequest; response: InvoiceListResponse };
  getSentInvoices: { request: SentInvoicesRequest; response: InvoiceListResponse };
  getInvoice: { request: InvoiceRequest; response: Invoice };
  createInvoice: { request: CreateInvoiceRequest; response: Invoice };
  rejectInvoice: { request: RejectInvoiceRequest; response: Invoice };
  createFundingInvoice: { request: CreateFundingInvoiceRequest; response: Invoice };
  // standing payments and the payout blacklist (spec 02 §7 "Standing payments", "Security settings")
  getStandingPayments: { request: StandingPaymentsRequest; response: StandingPaymentsResponse };
  cancelStandingPayment: { request: CancelStandingPaymentRequest; response: Empty };
  getPayoutBlacklist: { request: BlacklistRequest; response: BlacklistResponse };
  addPayoutBlacklist: { request: AddBlacklistRequest; response: AddBlacklistResponse };
  deletePayoutBlacklist: { request: DeleteBlacklistRequest; response: Empty };
  // global pay, sender side (spec 02 §4 "Global-pay batch (sender side)", §7 "Global-pay, sender side")
  uploadGlobalPayBatch: { request: GlobalPayUploadRequest; response: GlobalPayUploadResponse };
  getGlobalPayBatch: { request: GlobalPayBatchRequest; response: GlobalPayBatch };
  getGlobalPayCountries: { request: Empty; response: GlobalPayCountriesResponse };
  updateGlobalPayPayments: { request: GlobalPayUpdatePaymentsRequest; response: GlobalPayBatch };
  setGlobalPayAmount: { request: GlobalPaySetAmountRequest; response: GlobalPayBatch };
  setGlobalPayFeeShare: { request: GlobalPaySetFeeShareRequest; response: GlobalPayBatch };
  setGlobalPayMethodForbidden: { request: GlobalPaySetMethodForbiddenRequest; response: GlobalPayBatch };
  submitGlobalPayBatch: { request: GlobalPaySubmitRequest; response: SubmitResult };
  rejectGlobalPayBatch: { request: GlobalPayBatchRequest; response: GlobalPayBatchStatusResponse };
  getGlobalPayBatchStatus: { request: GlobalPayBatchRequest; response: GlobalPayBatchStatusResponse };
  // global pay, recipient side: public, the payment secret is the only key (spec 02 §4, §6, §7)
  getGlobalPayment: { request: GlobalPaymentSecretRequest; response: GlobalPaymentDetails };
  getGlobalPaymentMethods: { request: GlobalPaymentMethodsRequest; response: GlobalPaymentMethodsResponse };
  getGlobalPaymentMeta: { request: GlobalPaymentMetaRequest; response: GlobalPaymentMeta };
  getGlobalPaymentLastWithdrawals: {
    request: GlobalPaymentLastWithdrawalsRequest;
    response: GlobalPaymentLastWithdrawalsResponse;
  };
  getGlobalPaymentWithdrawalDetails: {
    request: GlobalPaymentWithdrawalDetailsRequest;
    response: GlobalPaymentWithdrawalDetails;
  };
  getGlobalPaymentInstantDetails: {
    request: GlobalPaymentInstantDetailsRequest;
    response: GlobalPaymentInstantDetails;
  };
  getGlobalPaymentExtraParams: {
    request: GlobalPaymentExtraParamsRequest;
    response: GlobalPaymentExtraParams;
  };
  getGlobalPaymentCardBin: { request: GlobalPaymentCardBinRequest; response: GlobalPaymentCardBin };
  lookupGlobalPaymentSwift: { request: GlobalPaymentSwiftRequest; response: GlobalPaymentSwift };
  lookupGlobalPaymentIban: { request: GlobalPaymentIbanRequest; response: GlobalPaymentIban };
  submitGlobalPayment: { request: GlobalPaymentSubmitRequest; response: SubmitResult };
  approveGlobalPayment: { request: GlobalPaymentApproveRequest; response: GlobalPaymentStatusResponse };
  resendGlobalPaymentCode: { request: GlobalPaymentResendRequest; response: ResendApprovalResponse };
  refuseGlobalPayment: { request: GlobalPaymentSecretRequest; response: GlobalPaymentStatusResponse };
  cancelGlobalPayment: { request: GlobalPaymentCancelRequest; response: GlobalPaymentStatusResponse };
}

export const TRANSFERS_METHODS: Record<keyof TransfersOperations, MethodTraits> = {
  getExchangeRate: acting(READS),
  getDefaultExchangeRates: acting(READS),
  getBetweenAccountsFee: acting(READS),
  getMaxAmount: acting(READS_BALANCES),
  getCustomerLimits: acting(READS),
  transferBetweenAccounts: acting(MOVES_MONEY),
  checkPayee: acting(MOVES_MONEY),
  getP2pFee: acting(READS),
  transferP2p: acting(MOVES_MONEY),
  getBeneficiaries: acting(READS),
  getRecentTransfers: acting(READS_BALANCES),
  getRecentTransferDetails: acting(READS_BALANCES),
  getAvailableTransfers: acting(READS),
  getExtraParams: acting(READS),
  getEftBranchOptions: acting(READS),
  getBankList: acting(READS),
  lookupSwift: acting(READS),
  lookupIban: acting(READS),
  getExternalFee: acting(READS),
  getCryptoFee: acting(READS),
  getBlockedBins: acting(READS),
  getInstantKeyInfo: acting(READS),
  getInstantBanks: acting(READS),
  transferExternal: acting(MOVES_MONEY),
  confirmTransaction: acting(MOVES_MONEY),
  resendApproval: acting(MOVES_MONEY),
  requestApprovalCode: acting(MOVES_MONEY),
  getApprovalRequests: acting(READS_BALANCES),
  getMassApprovalRequests: acting(READS_BALANCES),
  approveRequests: acting(APPROVES),
  approveMassRequest: acting(APPROVES),
  getApprovalCounts: acting(READS),
  getBusinessUsers: acting(READS),
  // mass transfers: the samples are anyone's; a batch moves money (an initiator's waits in the approval queue)
  getMassSampleLinks: acting(READS),
  transferMass: withFile(acting(MOVES_MONEY), {
    maxBytes: MASS_FILE_MAX_BYTES,
    accept: MASS_FILE_ACCEPT,
    required: false,
  }),
  // invoices: amounts need the balance right; issuing and rejecting ask money of someone (initiate, not an admin)
  getReceivedInvoices: acting(READS_BALANCES),
  getSentInvoices: acting(READS_BALANCES),
  getInvoice: acting(READS_BALANCES),
  createInvoice: acting(MOVES_MONEY),
  rejectInvoice: acting(MOVES_MONEY),
  createFundingInvoice: acting(MOVES_MONEY),
  // standing payments (amounts: balance right) and the payout blacklist (a security setting: full access)
  getStandingPayments: acting(READS_BALANCES),
  cancelStandingPayment: acting(MOVES_MONEY),
  getPayoutBlacklist: acting(READS),
  addPayoutBlacklist: acting(CHANGES),
  deletePayoutBlacklist: acting(CHANGES),
  // global pay, sender side: drafts need the upload right (2, 3, 5), the submit moves money
  uploadGlobalPayBatch: withFile(acting(UPLOADS), {
    maxBytes: GLOBAL_PAY_FILE_MAX_BYTES,
    accept: GLOBAL_PAY_FILE_ACCEPT,
    required: false,
  }),
  getGlobalPayBatch: acting(READS_BALANCES),
  getGlobalPayCountries: acting(READS),
  updateGlobalPayPayments: acting(UPLOADS),
  setGlobalPayAmount: acting(UPLOADS),
  setGlobalPayFeeShare: acting(UPLOADS),
  setGlobalPayMethodForbidden: acting(UPLOADS),
  submitGlobalPayBatch: acting(MOVES_MONEY),
  rejectGlobalPayBatch: acting(UPLOADS),
  getGlobalPayBatchStatus: acting(READS_BALANCES),
  // global pay, recipient side: public; without the right secret they reveal nothing (one answer, rate-limited)
  getGlobalPayment: publicOp,
  getGlobalPaymentMethods: publicOp,
  getGlobalPaymentMeta: publicOp,
  getGlobalPaymentLastWithdrawals: publicOp,
  getGlobalPaymentWithdrawalDetails: publicOp,
  getGlobalPaymentInstantDetails: publicOp,
  getGlobalPaymentExtraParams: publicOp,
  getGlobalPaymentCardBin: publicOp,
  lookupGlobalPaymentSwift: publicOp,
  lookupGlobalPaymentIban: publicOp,
  submitGlobalPayment: publicOp,
  approveGlobalPayment: publicOp,
  resendGlobalPaymentCode: publicOp,
  refuseGlobalPayment: publicOp,
  cancelGlobalPayment: publicOp,
};
