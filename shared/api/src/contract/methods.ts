import type {
  AcceptTermsRequest,
  ActivateAccountRequest,
  ActivateAccountResponse,
  ActivateBusinessRequest,
  ActivateBusinessResponse,
  ActivateEmployeeRequest,
  ActivateEmployeeResponse,
  AuthorizedUserInfo,
  CheckEmailRequest,
  CheckEmailResponse,
  ConfirmEmailRequest,
  CustomerAccessesResponse,
  PasswordChangeCodeCheck,
  PasswordChangeRequest,
  PasswordChangeWithCode,
  ResendActivationRequest,
} from './access';
import type {
  AddCurrencyRequest,
  AddCurrencyResponse,
  BalanceInquiryRequest,
  BalanceInquiryResponse,
  CreateReceiveLinkRequest,
  CreateReceiveLinkResponse,
  CreateWalletRequest,
  CreateWalletResponse,
  InstructionViewedRequest,
  PaymentInstructionsResponse,
  ReceiveInfo,
  ReceiveInfoRequest,
} from './accounts';
import type {
  AddCardRequest,
  AddCardResponse,
  AddressInquiryResponse,
  AddressReplacementRequest,
  AddressReplacementResponse,
  ApplyCardInfoRequest,
  ApplyCardInfoResponse,
  ApplyForCardRequest,
  ApplyForCardResponse,
  CardAccountRequest,
  CardActionResponse,
  CardActivationData,
  CardActivationRequest,
  CardActivationResponse,
  CardAliasRequest,
  CardApplyFees,
  CardApplyFeesRequest,
  CardBinInfo,
  CardBinRequest,
  CardDetails,
  CardDocumentsResponse,
  CardEnrollmentResponse,
  CardLoadRequest,
  CardLoadResponse,
  CardReissueRequest,
  ChangePinRequest,
  ConfirmCardRequest,
  CrossPlatformRequirementsResponse,
  ExternalCard,
  ExternalCardRequest,
  ExternalCardsResponse,
  ShowPinResponse,
  StatesRequest,
  StatesResponse,
  TaxNumberRequest,
  UploadCardDocumentRequest,
} from './cards';
import type {
  BatchFileRequest,
  BatchFileResponse,
  BatchListRequest,
  BatchListResponse,
  ExportEmailRequest,
  ExportStatus,
  ExportStatusRequest,
  HistoryExportRequest,
  HistoryExportResponse,
  HistoryRequest,
  HistoryResponse,
  StatementListRequest,
  StatementListResponse,
  TransactionDetails,
  TransactionDetailsRequest,
  TransactionTypesResponse,
} from './history';
import type {
  AnnouncementRequest,
  AnnouncementsRequest,
  AnnouncementsResponse,
  AnswerAnnouncementRequest,
} from './news';
import type { CustomerInfo } from './customer';
import type {
  AccessIpListResponse,
  AddAccessIpRequest,
  CancelPasswordChangeRequest,
  ChangePasswordAnswer,
  ChangePasswordRequest,
  ConfirmPasswordChangeRequest,
  DeleteAccessIpRequest,
  LoginHistoryRequest,
  LoginHistoryResponse,
  SearchCustomersRequest,
  SearchCustomersResponse,
  SetAccessIpModeRequest,
} from './security';
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
} from './transfers';
import type { CountriesResponse, CurrenciesResponse, DictionaryRequest } from './dictionaries';

/**
 * The operation catalogue of the method API (`POST {apiRoot}?method=NAME`, spec 01 §7).
 * Client and sandbox both compile against it, so drift is a compile error.
 */
export interface MethodOperations {
  getCustomerInfo: { request: Record<string, never>; response: CustomerInfo };
  balanceInquiry: { request: BalanceInquiryRequest; response: BalanceInquiryResponse };
  getCountries: { request: DictionaryRequest; response: CountriesResponse };
  getCurrencies: { request: DictionaryRequest; response: CurrenciesResponse };
  // access (spec 01 §7): public
  checkEmail: { request: CheckEmailRequest; response: CheckEmailResponse };
  activateAccount: { request: ActivateAccountRequest; response: ActivateAccountResponse };
  activateBusinessAccount: { request: ActivateBusinessRequest; response: ActivateBusinessResponse };
  activateEmployee: { request: ActivateEmployeeRequest; response: ActivateEmployeeResponse };
  resendActivationCode: { request: ResendActivationRequest; response: Empty };
  requestPasswordChange: { request: PasswordChangeRequest; response: Empty };
  checkPasswordChangeCode: { request: PasswordChangeCodeCheck; response: Empty };
  changePasswordWithCode: { request: PasswordChangeWithCode; response: Empty };
  confirmEmail: { request: ConfirmEmailRequest; response: Empty };
  // access: signed in
  acceptTerms: { request: AcceptTermsRequest; response: Empty };
  getAuthorizedUserInfo: { request: Empty; response: AuthorizedUserInfo };
  getCustomerAccesses: { request: Empty; response: CustomerAccessesResponse };
  // security settings (spec 02 §7)
  getAccessIpList: { request: Empty; response: AccessIpListResponse };
  addAccessIp: { request: AddAccessIpRequest; response: Empty };
  deleteAccessIp: { request: DeleteAccessIpRequest; response: Empty };
  setAccessIpMode: { request: SetAccessIpModeRequest; response: Empty };
  changePassword: { request: ChangePasswordRequest; response: ChangePasswordAnswer };
  confirmPasswordChange: { request: ConfirmPasswordChangeRequest; response: Empty };
  cancelPasswordChange: { request: CancelPasswordChangeRequest; response: Empty };
  getLoginHistory: { request: LoginHistoryRequest; response: LoginHistoryResponse };
  // admin overview (spec 01 §6)
  searchCustomers: { request: SearchCustomersRequest; response: SearchCustomersResponse };
  // accounts (spec 02 §7 "Accounts and cards")
  getPaymentInstructions: { request: Empty; response: PaymentInstructionsResponse };
  setInstructionViewed: { request: InstructionViewedRequest; response: Empty };
  addCurrency: { request: AddCurrencyRequest; response: AddCurrencyResponse };
  createWallet: { request: CreateWalletRequest; response: CreateWalletResponse };
  createReceiveLink: { request: CreateReceiveLinkRequest; response: CreateReceiveLinkResponse };
  /** Public: the `/receive/{id}` page. */
  getReceiveInfo: { request: ReceiveInfoRequest; response: ReceiveInfo };
  // cards (spec 02 §4 "Card actions", §7)
  getCardDetails: { request: CardAccountRequest; response: CardDetails };
  cardPause: { request: CardAccountRequest; response: CardActionResponse };
  cardUnpause: { request: CardAccountRequest; response: CardActionResponse };
  cardBlock: { request: CardAccountRequest; response: CardActionResponse };
  cardSetAliasName: { request: CardAliasRequest; response: CardActionResponse };
  cardReissue: { request: CardReissueRequest; response: CardActionResponse };
  cardReissueUpgradeShipping: { request: CardAccountRequest; response: CardActionResponse };
  getCardActivationData: { request: CardAccountRequest; response: CardActivationData };
  cardActivation: { request: CardActivationRequest; response: CardActivationResponse };
  changePin: { request: ChangePinRequest; response: CardActionResponse };
  showPin: { request: CardAccountRequest; response: ShowPinResponse };
  cardLoad: { request: CardLoadRequest; response: CardLoadResponse };
  cardEnrollment: { request: CardAccountRequest; response: CardEnrollmentResponse };
  getCardBinInfo: { request: CardBinRequest; response: CardBinInfo };
  addCard: { request: AddCardRequest; response: AddCardResponse };
  confirmCard: { request: ConfirmCardRequest; response: ExternalCard };
  getExternalCards: { request: Empty; response: ExternalCardsResponse };
  getExternalCard: { request: ExternalCardRequest; response: ExternalCard };
  getApplyCardInfo: { request: ApplyCardInfoRequest; response: ApplyCardInfoResponse };
  getCardApplyFees: { request: CardApplyFeesRequest; response: CardApplyFees };
  applyForCard: { request: ApplyForCardRequest; response: ApplyForCardResponse };
  getCrossPlatformRequirements: { request: CardAccountRequest; response: CrossPlatformRequirementsResponse };
  updateTaxNumber: { request: TaxNumberRequest; response: Empty };
  getAddresses: { request: Empty; response: AddressInquiryResponse };
  checkAddressReplacement: { request: AddressReplacementRequest; response: AddressReplacementResponse };
  getStates: { request: StatesRequest & DictionaryRequest; response: StatesResponse };
  getCardDocuments: { request: CardAccountRequest; response: CardDocumentsResponse };
  uploadCardDocument: { request: UploadCardDocumentRequest; response: CardDocumentsResponse };
  // history and exports (spec 02 §7 "History and exports")
  getTransactionHistory: { request: HistoryRequest; response: HistoryResponse };
  getTransactionDetails: { request: TransactionDetailsRequest; response: TransactionDetails };
  getTransactionTypes: { request: DictionaryRequest; response: TransactionTypesResponse };
  exportTransactionHistory: { request: HistoryExportRequest; response: HistoryExportResponse };
  getExportStatus: { request: ExportStatusRequest; response: ExportStatus };
  sendExportToEmail: { request: ExportEmailRequest; response: Empty };
  getStatementExports: { request: StatementListRequest; response: StatementListResponse };
  getBatchTransfers: { request: BatchListRequest; response: BatchListResponse };
  getBatchFile: { request: BatchFileRequest; response: BatchFileResponse };
  // announcements (spec 02 §7 "Announcements")
  getAnnouncements: { request: AnnouncementsRequest; response: AnnouncementsResponse };
  markAnnouncementRead: { request: AnnouncementRequest; response: Empty };
  answerAnnouncement: { request: AnswerAnnouncementRequest; response: Empty };
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
}

/** An operation without fields of its own. */
export type Empty = Record<string, never>;

export type MethodName = keyof MethodOperations;
export type MethodRequest<M extends MethodName> = MethodOperations[M]['request'];
export type MethodResponse<M extends MethodName> = MethodOperations[M]['response'];

export interface MethodTraits {
  /** Callable without a session (spec 01 §7 "Public (no login)"). */
  public: boolean;
  /** Dictionary methods get the language in the body (spec 01 §7). */
  dictionary: boolean;
  /** The acting customer id is sent (spec 01 §6). */
  actingCustomer: boolean;
}

/** A signed-in operation on the acting customer's data. */
const signedIn: MethodTraits = { public: false, dictionary: false, actingCustomer: true };

/** Runtime traits of every method; a `Record` so that a method without traits does not compile. */
export const METHOD_CATALOGUE: Record<MethodName, MethodTraits> = {
  getCustomerInfo: { public: false, dictionary: false, actingCustomer: true },
  balanceInquiry: { public: false, dictionary: false, actingCustomer: true },
  getCountries: { public: true, dictionary: true, actingCustomer: false },
  getCurrencies: { public: true, dictionary: true, actingCustomer: false },
  checkEmail: { public: true, dictionary: false, actingCustomer: false },
  activateAccount: { public: true, dictionary: false, actingCustomer: false },
  activateBusinessAccount: { public: true, dictionary: false, actingCustomer: false },
  activateEmployee: { public: true, dictionary: false, actingCustomer: false },
  resendActivationCode: { public: true, dictionary: false, actingCustomer: false },
  requestPasswordChange: { public: true, dictionary: false, actingCustomer: false },
  checkPasswordChangeCode: { public: true, dictionary: false, actingCustomer: false },
  changePasswordWithCode: { public: true, dictionary: false, actingCustomer: false },
  confirmEmail: { public: true, dictionary: false, actingCustomer: false },
  acceptTerms: { public: false, dictionary: false, actingCustomer: false },
  getAuthorizedUserInfo: { public: false, dictionary: false, actingCustomer: false },
  getCustomerAccesses: { public: false, dictionary: false, actingCustomer: false },
  getAccessIpList: { public: false, dictionary: false, actingCustomer: true },
  addAccessIp: { public: false, dictionary: false, actingCustomer: true },
  deleteAccessIp: { public: false, dictionary: false, actingCustomer: true },
  setAccessIpMode: { public: false, dictionary: false, actingCustomer: true },
  changePassword: { public: false, dictionary: false, actingCustomer: false },
  confirmPasswordChange: { public: false, dictionary: false, actingCustomer: false },
  cancelPasswordChange: { public: false, dictionary: false, actingCustomer: false },
  getLoginHistory: { public: false, dictionary: false, actingCustomer: true },
  searchCustomers: { public: false, dictionary: false, actingCustomer: false },
  getPaymentInstructions: signedIn,
  setInstructionViewed: signedIn,
  addCurrency: signedIn,
  createWallet: signedIn,
  createReceiveLink: signedIn,
  getReceiveInfo: { public: true, dictionary: false, actingCustomer: false },
  getCardDetails: signedIn,
  cardPause: signedIn,
  cardUnpause: signedIn,
  cardBlock: signedIn,
  cardSetAliasName: signedIn,
  cardReissue: signedIn,
  cardReissueUpgradeShipping: signedIn,
  getCardActivationData: signedIn,
  cardActivation: signedIn,
  changePin: signedIn,
  showPin: signedIn,
  cardLoad: signedIn,
  cardEnrollment: signedIn,
  getCardBinInfo: signedIn,
  addCard: signedIn,
  confirmCard: signedIn,
  getExternalCards: signedIn,
  getExternalCard: signedIn,
  getApplyCardInfo: signedIn,
  getCardApplyFees: signedIn,
  applyForCard: signedIn,
  getCrossPlatformRequirements: signedIn,
  updateTaxNumber: signedIn,
  getAddresses: signedIn,
  checkAddressReplacement: signedIn,
  getStates: { public: true, dictionary: true, actingCustomer: false },
  getCardDocuments: signedIn,
  uploadCardDocument: signedIn,
  getTransactionHistory: signedIn,
  getTransactionDetails: signedIn,
  getTransactionTypes: { public: false, dictionary: true, actingCustomer: false },
  exportTransactionHistory: signedIn,
  getExportStatus: signedIn,
  sendExportToEmail: signedIn,
  getStatementExports: signedIn,
  getBatchTransfers: signedIn,
  getBatchFile: signedIn,
  getAnnouncements: { public: false, dictionary: false, actingCustomer: false },
  markAnnouncementRead: { public: false, dictionary: false, actingCustomer: false },
  answerAnnouncement: { public: false, dictionary: false, actingCustomer: false },
  getExchangeRate: signedIn,
  getDefaultExchangeRates: signedIn,
  getBetweenAccountsFee: signedIn,
  getMaxAmount: signedIn,
  getCustomerLimits: signedIn,
  transferBetweenAccounts: signedIn,
  checkPayee: signedIn,
  getP2pFee: signedIn,
  transferP2p: signedIn,
  getBeneficiaries: signedIn,
  getRecentTransfers: signedIn,
  getRecentTransferDetails: signedIn,
  getAvailableTransfers: signedIn,
  getExtraParams: signedIn,
  getEftBranchOptions: signedIn,
  getBankList: signedIn,
  lookupSwift: signedIn,
  lookupIban: signedIn,
  getExternalFee: signedIn,
  getCryptoFee: signedIn,
  getBlockedBins: signedIn,
  getInstantKeyInfo: signedIn,
  getInstantBanks: signedIn,
  transferExternal: signedIn,
  confirmTransaction: signedIn,
  resendApproval: signedIn,
  requestApprovalCode: signedIn,
  getApprovalRequests: signedIn,
  getMassApprovalRequests: signedIn,
  approveRequests: signedIn,
  approveMassRequest: signedIn,
  getApprovalCounts: signedIn,
  getBusinessUsers: signedIn,
};

/** Path of the method API under the back-end base URL. */
export const METHOD_API_PATH = '/api/v1/';
/** Path of the live channel (WebSocket) under the back-end base URL. */
export const LIVE_CHANNEL_PATH = '/live';
/** Client version header and its value (spec 01 §7). */
export const CLIENT_VERSION_HEADER = 'X-Client-Version';
export const CLIENT_VERSION = '2.1.2';
/** Header business users send with the acting customer id (spec 01 §6). */
export const CUSTOMER_ID_HEADER = 'X-Customer-Id';
