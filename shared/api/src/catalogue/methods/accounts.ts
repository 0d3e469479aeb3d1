// The method API's operations of one area: balances, cards, history and exports, statements, announcements (mfe-accounts; spec 02 §7).
// methods.ts gathers every area's into one catalogue (issue 48 item 4).
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
} from '../accounts';
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
  UploadCardDocumentRequest,
} from '../cards';
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
} from '../history';
import type {
  AnnouncementRequest,
  AnnouncementsRequest,
  AnnouncementsResponse,
  AnswerAnnouncementRequest,
} from '../news';
import {
  ADMIN_MAY_CHANGE,
  CHANGES,
  OWN_CHANGES,
  OWN_READS,
  READS,
  READS_BALANCES,
  REVEALS_SECRET,
} from '../authorization';
import type { DictionaryRequest } from '../dictionaries';
import type { UpdateTaxNumberRequest } from '../profile';

import {
  acting,
  MARKS_READ,
  own,
  ownDictionary,
  publicOp,
  type Empty,
  type MethodTraits,
} from '../method-traits';

export interface AccountsOperations {
  balanceInquiry: { request: BalanceInquiryRequest; response: BalanceInquiryResponse };
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
}

export const ACCOUNTS_METHODS: Record<keyof AccountsOperations, MethodTraits> = {
  balanceInquiry: acting(READS_BALANCES),
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
};
