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
  CheckPhoneRequest,
  CheckPhoneResponse,
  CreatePersonalAccountRequest,
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
  UploadCardDocumentRequest,
} from './cards';
import type {
  BalanceHistoryRequest,
  BalanceHistoryResponse,
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
  SupportActionsRequest,
  SupportActionsResponse,
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
} from './global-pay';
import { GLOBAL_PAY_FILE_ACCEPT, GLOBAL_PAY_FILE_MAX_BYTES } from './global-pay';
import {
  ADMIN_MAY_CHANGE,
  ADMIN_ONLY,
  APPROVES,
  CHANGES,
  MOVES_MONEY,
  OWN_CHANGES,
  OWN_READS,
  PUBLIC,
  READS,
  READS_BALANCES,
  REVEALS_SECRET,
  type OperationAccess,
} from './authorization';
import type {
  AddBlacklistRequest,
  AddBlacklistResponse,
  BlacklistRequest,
  BlacklistResponse,
  CancelStandingPaymentRequest,
  DeleteBlacklistRequest,
  StandingPaymentsRequest,
  StandingPaymentsResponse,
} from './standing';
import type {
  AdditionalQuestionsResponse,
  CountriesResponse,
  CurrenciesResponse,
  DictionaryEntriesResponse,
  DictionaryRequest,
  IndustriesResponse,
} from './dictionaries';
import type { CreateBusinessAccountRequest, CreateBusinessAccountResponse } from './registration';
import type { CaptchaChallenge } from './captcha';
import type {
  AccessRightsResponse,
  AddCompanyUserRequest,
  AddCompanyUserResponse,
  AddEmailRequest,
  CompanyUsersResponse,
  ChangeCompanyUserRightRequest,
  CompanyEmail,
  CompanyInfo,
  CompanyStatement,
  ConfirmEmailCodeRequest,
  CreateRepresentativeAddressRequest,
  DeleteRepresentativeRequest,
  EmailIdRequest,
  EmailsResponse,
  PotentialUsersResponse,
  RemoveCompanyUserRequest,
  RepresentativeInfo,
  RepresentativeRequest,
  RepresentativesResponse,
  Resolution,
  SendResolutionRequest,
  SendStatementRequest,
} from './company';
import type {
  CreateCustomerDocumentRequest,
  CreateCustomerDocumentResponse,
  CustomerDocumentsResponse,
  AdminDocumentRequest,
  AdminDocumentResponse,
  AdminDueDiligenceRequest,
  AdminDueDiligenceResponse,
  AdminFinancialDetailRequest,
  AdminLinkDocumentTypeRequest,
  AdminReassignDocumentRequest,
  DueDiligenceInfoResponse,
  KycInfoResponse,
  KycRequestResponse,
  UpdateKycInfoRequest,
  IdentityResponse,
  LimitReasonsResponse,
  VerificationStateResponse,
} from './verification';
import { VERIFICATION_UPLOAD_ACCEPT, VERIFICATION_UPLOAD_MAX_BYTES } from './verification';
import type {
  MarkNotificationsReadRequest,
  MarkNotificationsReadResponse,
  NotificationListRequest,
  NotificationListResponse,
} from './notifications';
import {
  LOSS_OF_NATIONALITY_FILE_PART,
  type RepresentativeSecretRequest,
  type TaxCertification,
  type UpdateBusinessTaxCertificationRequest,
  type UpdateRepresentativeTaxCertificationRequest,
  type UpdateTaxCertificationRequest,
  type UploadLossOfNationalityRequest,
  type UploadLossOfNationalityResponse,
  type UploadTaxWFormRequest,
  type UploadTaxWFormResponse,
} from './tax-certification';
import {
  MASS_FILE_ACCEPT,
  MASS_FILE_MAX_BYTES,
  type MassSampleLinksRequest,
  type MassSampleLinksResponse,
  type MassTransferRequest,
  type MassTransferResponse,
} from './mass';
import type {
  CreateFundingInvoiceRequest,
  CreateInvoiceRequest,
  Invoice,
  InvoiceListResponse,
  InvoiceRequest,
  ReceivedInvoicesRequest,
  RejectInvoiceRequest,
  SentInvoicesRequest,
} from './invoices';
import type {
  AddPhoneRequest,
  AddressIdRequest,
  AgreementFile,
  AgreementRequest,
  ConfirmBusinessPhoneRequest,
  ConfirmPhoneRequest,
  CreateAddressRequest,
  LegalInfoResponse,
  NotificationSetting,
  NotificationSettingsResponse,
  PhonesResponse,
  ProfileAddress,
  ProfilePhone,
  ProfileResponse,
  ReplaceAddressRequest,
  ReplacePhoneRequest,
  RequestUsernameChangeRequest,
  SetNotificationSettingRequest,
  UpdateAddressRequest,
  UpdateTaxNumberRequest,
  UsernameChange,
  UsernameChangesResponse,
} from './profile';

/**
 * The operation catalogue of the method API (`POST {apiRoot}?method=NAME`, spec 01 §7).
 * Client and sandbox both compile against it, so drift is a compile error.
 */
import {
  LOGO_FILE_ENDINGS,
  LOGO_FILE_PART,
  LOGO_MAX_BYTES,
  type CancelSubscriptionRequest,
  type CreateIdentityRequest,
  type CreateLogoRequest,
  type IdentityFeeRequest,
  type IdentityFeeResponse,
  type IdentityListRequest,
  type IdentityListResponse,
  type IdentityVerification,
  type InstallmentsResponse,
  type IpnMessageDetail,
  type IpnMessageRequest,
  type IpnMessagesResponse,
  type IpnSettings,
  type Logo,
  type LogoRequest,
  type LogosResponse,
  type PageRequest,
  type PaymentNotificationSettings,
  type ReputationRequest,
  type ReputationResponse,
  type SavedButton,
  type SavedButtonForm,
  type SavedButtonRequest,
  type SavedButtonsResponse,
  type SecretKeyResponse,
  type SubscribersResponse,
  type UpdateIpnSettingsRequest,
  type UpdateLogoRequest,
  type UpdatePaymentNotificationSettingsRequest,
  type UpdateSavedButtonRequest,
} from './merchant';

export interface MethodOperations {
  getCustomerInfo: { request: Record<string, never>; response: CustomerInfo };
  balanceInquiry: { request: BalanceInquiryRequest; response: BalanceInquiryResponse };
  getCountries: { request: DictionaryRequest; response: CountriesResponse };
  getCurrencies: { request: DictionaryRequest; response: CurrenciesResponse };
  // access (spec 01 §7): public
  checkEmail: { request: CheckEmailRequest; response: CheckEmailResponse };
  checkPhone: { request: CheckPhoneRequest; response: CheckPhoneResponse };
  createPersonalAccount: { request: CreatePersonalAccountRequest; response: Empty };
  // business registration (spec 03 §7 "Registration and activation"): public
  getCaptchaChallenge: { request: Empty; response: CaptchaChallenge };
  createBusinessAccount: { request: CreateBusinessAccountRequest; response: CreateBusinessAccountResponse };
  getStates: { request: StatesRequest; response: StatesResponse };
  getSources: { request: DictionaryRequest; response: DictionaryEntriesResponse };
  getPurposes: { request: DictionaryRequest; response: DictionaryEntriesResponse };
  getDocumentTypes: { request: DictionaryRequest; response: DictionaryEntriesResponse };
  getIndustries: { request: DictionaryRequest; response: IndustriesResponse };
  getOccupations: { request: DictionaryRequest; response: DictionaryEntriesResponse };
  getAdditionalQuestions: { request: DictionaryRequest; response: AdditionalQuestionsResponse };
  // the company (spec 03 §2 company menu, §7; issue 29 item 6): acting for a business
  getBusinessInfo: { request: Empty; response: CompanyInfo };
  getBusinessDirectors: { request: Empty; response: RepresentativesResponse };
  getBusinessShareholders: { request: Empty; response: RepresentativesResponse };
  getBusinessOwners: { request: Empty; response: RepresentativesResponse };
  getRepresentativeInfo: { request: RepresentativeRequest; response: RepresentativeInfo };
  deleteRepresentative: { request: DeleteRepresentativeRequest; response: Empty };
  createRepresentativeAddress: { request: CreateRepresentativeAddressRequest; response: RepresentativeInfo };
  confirmRepresentativeAddress: { request: RepresentativeRequest; response: RepresentativeInfo };
  getCompanyUsers: { request: Empty; response: CompanyUsersResponse };
  getAccessRights: { request: Empty; response: AccessRightsResponse };
  getPotentialUsers: { request: Empty; response: PotentialUsersResponse };
  addCompanyUser: { request: AddCompanyUserRequest; response: AddCompanyUserResponse };
  changeCompanyUserRight: { request: ChangeCompanyUserRightRequest; response: Empty };
  removeCompanyUser: { request: RemoveCompanyUserRequest; response: Empty };
  getResolution: { request: Empty; response: Resolution };
  sendResolution: { request: SendResolutionRequest; response: Resolution };
  getDeclaration: { request: Empty; response: CompanyStatement };
  sendDeclaration: { request: SendStatementRequest; response: CompanyStatement };
  getEscortStatement: { request: Empty; response: CompanyStatement };
  sendEscortStatement: { request: SendStatementRequest; response: CompanyStatement };
  // verification (spec 03 §3, §4, §7; issue 30)
  getVerificationState: { request: Empty; response: VerificationStateResponse };
  getIdentity: { request: Empty; response: IdentityResponse };
  getCustomerDocuments: { request: Empty; response: CustomerDocumentsResponse };
  createCustomerDocument: {
    request: CreateCustomerDocumentRequest;
    response: CreateCustomerDocumentResponse;
  };
  getLimitReasons: { request: Empty; response: LimitReasonsResponse };
  getDueDiligenceInfo: { request: Empty; response: DueDiligenceInfoResponse };
  // notifications (spec 03 §3 "Notification"; issue 31 item 4; the names are ours)
  getNotifications: { request: NotificationListRequest; response: NotificationListResponse };
  markNotificationsRead: { request: MarkNotificationsReadRequest; response: MarkNotificationsReadResponse };
  // KYC info and request, admin document work (spec 03 §3 "Identity", §6, §7; issue 30 items 2, 6)
  getKycInfo: { request: Empty; response: KycInfoResponse };
  updateKycInfo: { request: UpdateKycInfoRequest; response: KycInfoResponse };
  getKycRequest: { request: Empty; response: KycRequestResponse };
  adminReassignDocument: { request: AdminReassignDocumentRequest; response: AdminDocumentResponse };
  adminLinkDocumentType: { request: AdminLinkDocumentTypeRequest; response: AdminDocumentResponse };
  adminRemoveDocument: { request: AdminDocumentRequest; response: Empty };
  adminUpdateFinancialDetail: { request: AdminFinancialDetailRequest; response: KycInfoResponse };
  adminUpdateDueDiligence: { request: AdminDueDiligenceRequest; response: AdminDueDiligenceResponse };
  // tax self-certification, FATCA/CRS (spec 03 §3, §5, §7 "Tax certification"; issue 30 item 5)
  getTaxCertification: { request: Empty; response: TaxCertification };
  updateTaxCertification: { request: UpdateTaxCertificationRequest; response: TaxCertification };
  getBusinessTaxCertification: { request: Empty; response: TaxCertification };
  updateBusinessTaxCertification: {
    request: UpdateBusinessTaxCertificationRequest;
    response: TaxCertification;
  };
  getRepresentativeTaxCertification: { request: RepresentativeSecretRequest; response: TaxCertification };
  updateRepresentativeTaxCertification: {
    request: UpdateRepresentativeTaxCertificationRequest;
    response: TaxCertification;
  };
  uploadTaxWForm: { request: UploadTaxWFormRequest; response: UploadTaxWFormResponse };
  uploadLossOfNationalityCertificate: {
    request: UploadLossOfNationalityRequest;
    response: UploadLossOfNationalityResponse;
  };
  // merchant tools, named operations (spec 03 §7 "Merchant tools", §9 page sizes; issue 33)
  getSubscribers: { request: PageRequest; response: SubscribersResponse };
  cancelSubscription: { request: CancelSubscriptionRequest; response: Empty };
  getInstallments: { request: PageRequest; response: InstallmentsResponse };
  getIdentityFee: { request: IdentityFeeRequest; response: IdentityFeeResponse };
  getIdentityVerifications: { request: IdentityListRequest; response: IdentityListResponse };
  createIdentityVerification: { request: CreateIdentityRequest; response: IdentityVerification };
  getReputation: { request: ReputationRequest; response: ReputationResponse };
  getIpnMessages: { request: PageRequest; response: IpnMessagesResponse };
  getIpnMessage: { request: IpnMessageRequest; response: IpnMessageDetail };
  confirmIpnMessage: { request: IpnMessageRequest; response: IpnMessageDetail };
  getIpnSettings: { request: Empty; response: IpnSettings };
  updateIpnSettings: { request: UpdateIpnSettingsRequest; response: IpnSettings };
  newIpnSecretKey: { request: Empty; response: SecretKeyResponse };
  getPaymentNotificationSettings: { request: Empty; response: PaymentNotificationSettings };
  updatePaymentNotificationSettings: {
    request: UpdatePaymentNotificationSettingsRequest;
    response: PaymentNotificationSettings;
  };
  newPaymentNotificationSecret: { request: Empty; response: SecretKeyResponse };
  getLogos: { request: PageRequest; response: LogosResponse };
  createLogo: { request: CreateLogoRequest; response: Logo };
  getLogo: { request: LogoRequest; response: Logo };
  updateLogo: { request: UpdateLogoRequest; response: Logo };
  deleteLogo: { request: LogoRequest; response: Empty };
  getSavedButtons: { request: PageRequest; response: SavedButtonsResponse };
  getSavedButton: { request: SavedButtonRequest; response: SavedButton };
  createSavedButton: { request: SavedButtonForm; response: SavedButton };
  updateSavedButton: { request: UpdateSavedButtonRequest; response: SavedButton };
  deleteSavedButton: { request: SavedButtonRequest; response: Empty };
  // e-mails of the acting customer (spec 03 §7 "Email add, delete, set primary, confirm request and confirm")
  getEmails: { request: Empty; response: EmailsResponse };
  addEmail: { request: AddEmailRequest; response: CompanyEmail };
  deleteEmail: { request: EmailIdRequest; response: Empty };
  setPrimaryEmail: { request: EmailIdRequest; response: Empty };
  requestEmailConfirmationCode: { request: EmailIdRequest; response: Empty };
  confirmEmailCode: { request: ConfirmEmailCodeRequest; response: CompanyEmail };
  // the customer's profile (spec 03 §3 "Address", "Phone and email", §7 "Profile, identity and documents"; issue 30)
  getProfile: { request: Empty; response: ProfileResponse };
  getPhones: { request: Empty; response: PhonesResponse };
  addPhone: { request: AddPhoneRequest; response: ProfilePhone };
  replacePhone: { request: ReplacePhoneRequest; response: ProfilePhone };
  confirmPhone: { request: ConfirmPhoneRequest; response: ProfilePhone };
  confirmBusinessPhone: { request: ConfirmBusinessPhoneRequest; response: ProfilePhone };
  createAddress: { request: CreateAddressRequest; response: ProfileAddress };
  updateAddress: { request: UpdateAddressRequest; response: ProfileAddress };
  replaceAddress: { request: ReplaceAddressRequest; response: ProfileAddress };
  deleteAddress: { request: AddressIdRequest; response: Empty };
  confirmAddress: { request: AddressIdRequest; response: ProfileAddress };
  completePersonalInfoUpdate: { request: Empty; response: Empty };
  getUsernameChangeRequests: { request: Empty; response: UsernameChangesResponse };
  requestUsernameChange: { request: RequestUsernameChangeRequest; response: UsernameChange };
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
  getSupportActions: { request: SupportActionsRequest; response: SupportActionsResponse };
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
  updateTaxNumber: { request: UpdateTaxNumberRequest; response: Empty };
  getAddresses: { request: Empty; response: AddressInquiryResponse };
  checkAddressReplacement: { request: AddressReplacementRequest; response: AddressReplacementResponse };
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
  getBalanceHistory: { request: BalanceHistoryRequest; response: BalanceHistoryResponse };
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
  // notification settings and legal info (spec 02 §3 "Settings entities", §7 "Security settings")
  getNotificationSettings: { request: Empty; response: NotificationSettingsResponse };
  setNotificationSetting: { request: SetNotificationSettingRequest; response: NotificationSetting };
  getLegalInfo: { request: Empty; response: LegalInfoResponse };
  downloadAgreement: { request: AgreementRequest; response: AgreementFile };
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
  /** The operation makes a document (a PDF) in the customer's language: the body gets the language too (issue 35). */
  documentLanguage?: boolean;
  /** The acting customer id is sent (spec 01 §6). */
  actingCustomer: boolean;
  /** Who may call it (authorization.ts); the sandbox checks it before the operation runs. */
  access: OperationAccess;
  /** The operation takes a file: sent as multipart `data` (the JSON fields) and `file` (issue 15). */
  file?: MethodFile;
}

/** What file an operation takes (spec 02 §7 "Mass transfer": multipart with a data part and a file part). */
export interface MethodFile {
  /** The largest file, in bytes; sizes are told in base 1000 units (spec 02 §9). */
  maxBytes: number;
  /** The name endings accepted, lower case with the dot: `.csv`, `.xlsx`. */
  accept: readonly string[];
  /** Without it the call is refused (TA1); else the operation decides (e.g. pasted text instead). */
  required: boolean;
  /** The file's multipart part when not `file` (spec 03 §7: the loss-of-nationality certificate as `document`). */
  part?: string;
}

/** The parts of a method call with a file: the JSON fields and the file (spec 02 §7 "Mass transfer"). */
export const FILE_CALL_PARTS = { data: 'data', file: 'file' } as const;

/** An operation's traits with the file it takes. */
export const withFile = (traits: MethodTraits, file: MethodFile): MethodTraits => ({ ...traits, file });

const publicOp: MethodTraits = { public: true, dictionary: false, actingCustomer: false, access: PUBLIC };
const dictionary: MethodTraits = { ...publicOp, dictionary: true };
/** A signed-in operation on the user's own things. */
const own = (access: OperationAccess): MethodTraits => ({
  public: false,
  dictionary: false,
  actingCustomer: false,
  access,
});
const ownDictionary = (access: OperationAccess): MethodTraits => ({ ...own(access), dictionary: true });
/** A signed-in operation on the acting customer's data. */
const acting = (access: OperationAccess): MethodTraits => ({ ...own(access), actingCustomer: true });
/** Marks something as seen by the customer: any right, but not an administrator looking on their behalf. */
const MARKS_READ: OperationAccess = { ...READS, adminActing: false };
/** Batch files and their drafts (spec 02 §6 right 5 'uploading'): 2, 3 and 5, never an administrator acting. */
const UPLOADS: OperationAccess = { ...CHANGES, right: 'upload' };

/**
 * Runtime traits of every method; a `Record` so that a method without traits, or without its access
 * declaration, does not compile. The policy table in sandbox-api/README.md is this list in words.
 */
export const METHOD_CATALOGUE: Record<MethodName, MethodTraits> = {
  getCustomerInfo: acting(READS),
  balanceInquiry: acting(READS_BALANCES),
  getCountries: dictionary,
  getCurrencies: dictionary,
  checkEmail: publicOp,
  checkPhone: publicOp,
  createPersonalAccount: publicOp,
  getCaptchaChallenge: publicOp,
  createBusinessAccount: publicOp,
  getSources: dictionary,
  getPurposes: dictionary,
  getDocumentTypes: dictionary,
  getIndustries: dictionary,
  getOccupations: dictionary,
  getAdditionalQuestions: dictionary,
  getBusinessInfo: acting(READS),
  getBusinessDirectors: acting(READS),
  getBusinessShareholders: acting(READS),
  getBusinessOwners: acting(READS),
  getRepresentativeInfo: acting(READS),
  // 'Not implemented' for the customer (spec 03 §8); an administrator's force delete (spec 03 §6).
  deleteRepresentative: acting(ADMIN_MAY_CHANGE),
  // spec 03 §7 "Representative address create and confirm" (issue 47 item 1): the company's full access.
  createRepresentativeAddress: acting(CHANGES),
  confirmRepresentativeAddress: acting(CHANGES),
  getCompanyUsers: acting(READS),
  getAccessRights: acting(READS),
  getPotentialUsers: acting(READS),
  addCompanyUser: acting(CHANGES),
  changeCompanyUserRight: acting(CHANGES),
  removeCompanyUser: acting(CHANGES),
  getResolution: acting(READS),
  sendResolution: acting(CHANGES),
  getDeclaration: acting(READS),
  sendDeclaration: acting(CHANGES),
  getEscortStatement: acting(READS),
  sendEscortStatement: acting(CHANGES),
  getVerificationState: acting(READS),
  getIdentity: acting(READS),
  getCustomerDocuments: acting(READS),
  // The customer's own proof; an administrator acting may upload for them (spec 03 §6).
  createCustomerDocument: withFile(acting(ADMIN_MAY_CHANGE), {
    maxBytes: VERIFICATION_UPLOAD_MAX_BYTES,
    accept: VERIFICATION_UPLOAD_ACCEPT,
    required: true,
  }),
  getLimitReasons: acting(READS),
  getDueDiligenceInfo: acting(READS),
  // notifications: the customer's own, for any signed-in user of the customer; an administrator acting reads them
  // but never marks them read
  getNotifications: acting(READS),
  markNotificationsRead: acting(MARKS_READ),
  // KYC info: the customer's own answers, so full access and not an administrator acting; the admin's document
  // work and financial detail: administrators only, on the customer they act for (spec 03 §6)
  getKycInfo: acting(READS),
  updateKycInfo: acting(CHANGES),
  getKycRequest: acting(READS),
  adminReassignDocument: acting(ADMIN_ONLY),
  adminLinkDocumentType: acting(ADMIN_ONLY),
  adminRemoveDocument: acting(ADMIN_ONLY),
  adminUpdateFinancialDetail: acting(ADMIN_ONLY),
  adminUpdateDueDiligence: acting(ADMIN_ONLY),
  // tax certification: tax data, so changes with full access only and never by an administrator acting; the
  // representative's link works signed out, its auth secret being the key (spec 01 §7; rate-limited per address)
  getTaxCertification: acting(READS),
  updateTaxCertification: acting(CHANGES),
  getBusinessTaxCertification: acting(READS),
  updateBusinessTaxCertification: acting(CHANGES),
  getRepresentativeTaxCertification: publicOp,
  updateRepresentativeTaxCertification: publicOp,
  uploadTaxWForm: acting(CHANGES),
  uploadLossOfNationalityCertificate: withFile(acting(CHANGES), {
    maxBytes: VERIFICATION_UPLOAD_MAX_BYTES,
    accept: VERIFICATION_UPLOAD_ACCEPT,
    required: true,
    part: LOSS_OF_NATIONALITY_FILE_PART,
  }),
  // merchant tools: amounts need the balance right; settings, keys and the identity fee (money) need full access,
  // a new secret is answered once and never to an administrator acting (spec 03 §6)
  getSubscribers: acting(READS_BALANCES),
  cancelSubscription: acting(CHANGES),
  getInstallments: acting(READS_BALANCES),
  getIdentityFee: acting(READS),
  getIdentityVerifications: acting(READS),
  createIdentityVerification: acting(CHANGES),
  getReputation: acting(READS),
  getIpnMessages: acting(READS_BALANCES),
  getIpnMessage: acting(READS_BALANCES),
  confirmIpnMessage: acting(CHANGES),
  getIpnSettings: acting(READS),
  updateIpnSettings: acting(CHANGES),
  newIpnSecretKey: acting(REVEALS_SECRET),
  getPaymentNotificationSettings: acting(READS),
  updatePaymentNotificationSettings: acting(CHANGES),
  newPaymentNotificationSecret: acting(REVEALS_SECRET),
  getLogos: acting(READS),
  createLogo: withFile(acting(CHANGES), {
    maxBytes: LOGO_MAX_BYTES,
    accept: LOGO_FILE_ENDINGS,
    required: true,
    part: LOGO_FILE_PART,
  }),
  getLogo: acting(READS),
  updateLogo: acting(CHANGES),
  deleteLogo: acting(CHANGES),
  getSavedButtons: acting(READS),
  getSavedButton: acting(READS),
  createSavedButton: acting(CHANGES),
  updateSavedButton: acting(CHANGES),
  deleteSavedButton: acting(CHANGES),
  getEmails: acting(READS),
  addEmail: acting(CHANGES),
  deleteEmail: acting(CHANGES),
  setPrimaryEmail: acting(CHANGES),
  requestEmailConfirmationCode: acting(CHANGES),
  confirmEmailCode: acting(CHANGES),
  // the profile: reads for every right, changes with full access only, never by an administrator acting
  getProfile: acting(READS),
  getPhones: acting(READS),
  addPhone: acting(CHANGES),
  replacePhone: acting(CHANGES),
  confirmPhone: acting(CHANGES),
  confirmBusinessPhone: acting(CHANGES),
  createAddress: acting(CHANGES),
  updateAddress: acting(CHANGES),
  replaceAddress: acting(CHANGES),
  deleteAddress: acting(CHANGES),
  confirmAddress: acting(CHANGES),
  completePersonalInfoUpdate: acting(CHANGES),
  // the signed-in user's own sign-in e-mail
  getUsernameChangeRequests: own(OWN_READS),
  requestUsernameChange: own(OWN_CHANGES),
  activateAccount: publicOp,
  activateBusinessAccount: publicOp,
  activateEmployee: publicOp,
  resendActivationCode: publicOp,
  requestPasswordChange: publicOp,
  checkPasswordChangeCode: publicOp,
  changePasswordWithCode: publicOp,
  confirmEmail: publicOp,
  acceptTerms: own(OWN_CHANGES),
  getAuthorizedUserInfo: own(OWN_READS),
  getCustomerAccesses: own(OWN_READS),
  getAccessIpList: acting(READS),
  addAccessIp: acting(CHANGES),
  deleteAccessIp: acting(CHANGES),
  setAccessIpMode: acting(CHANGES),
  changePassword: own(OWN_CHANGES),
  confirmPasswordChange: own(OWN_CHANGES),
  cancelPasswordChange: own(OWN_CHANGES),
  getLoginHistory: acting(READS),
  getSupportActions: acting(READS),
  searchCustomers: own(ADMIN_ONLY),
  getPaymentInstructions: acting(READS),
  setInstructionViewed: acting(MARKS_READ),
  addCurrency: acting(CHANGES),
  createWallet: acting(CHANGES),
  createReceiveLink: acting(CHANGES),
  getReceiveInfo: publicOp,
  getCardDetails: acting(REVEALS_SECRET),
  cardPause: acting(ADMIN_MAY_CHANGE),
  cardUnpause: acting(CHANGES),
  cardBlock: acting(ADMIN_MAY_CHANGE),
  cardSetAliasName: acting(CHANGES),
  cardReissue: acting(CHANGES),
  cardReissueUpgradeShipping: acting(CHANGES),
  getCardActivationData: acting(READS),
  cardActivation: acting(CHANGES),
  changePin: acting(CHANGES),
  showPin: acting(REVEALS_SECRET),
  cardLoad: acting(CHANGES),
  cardEnrollment: acting(CHANGES),
  getCardBinInfo: acting(READS),
  addCard: acting(CHANGES),
  confirmCard: acting(CHANGES),
  getExternalCards: acting(READS),
  getExternalCard: acting(READS),
  getApplyCardInfo: acting(READS),
  getCardApplyFees: acting(READS),
  applyForCard: acting(CHANGES),
  getCrossPlatformRequirements: acting(READS),
  updateTaxNumber: acting(CHANGES),
  getAddresses: acting(READS),
  checkAddressReplacement: acting(READS),
  getStates: dictionary,
  getCardDocuments: acting(READS),
  uploadCardDocument: acting(ADMIN_MAY_CHANGE),
  getTransactionHistory: acting(READS_BALANCES),
  getTransactionDetails: acting(READS_BALANCES),
  getTransactionTypes: ownDictionary(OWN_READS),
  exportTransactionHistory: { ...acting(READS_BALANCES), documentLanguage: true },
  getExportStatus: acting(READS_BALANCES),
  sendExportToEmail: acting(READS_BALANCES),
  getStatementExports: acting(READS_BALANCES),
  getBalanceHistory: acting(READS_BALANCES),
  getBatchTransfers: acting(READS_BALANCES),
  getBatchFile: acting(READS_BALANCES),
  getAnnouncements: own(OWN_READS),
  markAnnouncementRead: own(OWN_CHANGES),
  answerAnnouncement: own(OWN_CHANGES),
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
  // notification settings are the signed-in user's own; legal documents are the acting customer's
  getNotificationSettings: own(OWN_READS),
  setNotificationSetting: own(OWN_CHANGES),
  getLegalInfo: acting(READS),
  downloadAgreement: { ...acting(READS), documentLanguage: true },
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

/** Path of the method API under the back-end base URL. */
export const METHOD_API_PATH = '/api/v1/';
/** Path of the live channel (WebSocket) under the back-end base URL. */
export const LIVE_CHANNEL_PATH = '/live';
/** Client version header and its value (spec 01 §7). */
export const CLIENT_VERSION_HEADER = 'X-Client-Version';
export const CLIENT_VERSION = '2.1.2';
/** Header business users send with the acting customer id (spec 01 §6). */
export const CUSTOMER_ID_HEADER = 'X-Customer-Id';
