// The method API's operations of one area: registration, the company, verification, KYC, tax certification, profile, notifications (mfe-onboarding; spec 03 §7).
// methods.ts gathers every area's into one catalogue (issue 48 item 4).
import type {
  CheckEmailRequest,
  CheckEmailResponse,
  CheckPhoneRequest,
  CheckPhoneResponse,
  CreatePersonalAccountRequest,
} from '../access';
import type { StatesRequest, StatesResponse } from '../cards';
import { ADMIN_MAY_CHANGE, ADMIN_ONLY, CHANGES, OWN_CHANGES, OWN_READS, READS } from '../authorization';
import type {
  AdditionalQuestionsResponse,
  DictionaryEntriesResponse,
  DictionaryRequest,
  IndustriesResponse,
} from '../dictionaries';
import type { CreateBusinessAccountRequest, CreateBusinessAccountResponse } from '../registration';
import type { CaptchaChallenge } from '../captcha';
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
} from '../company';
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
} from '../verification';
import { VERIFICATION_UPLOAD_ACCEPT, VERIFICATION_UPLOAD_MAX_BYTES } from '../verification';
import type {
  MarkNotificationsReadRequest,
  MarkNotificationsReadResponse,
  NotificationListRequest,
  NotificationListResponse,
} from '../notifications';
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
} from '../tax-certification';
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
  UsernameChange,
  UsernameChangesResponse,
} from '../profile';

import {
  acting,
  dictionary,
  MARKS_READ,
  own,
  publicOp,
  withFile,
  type Empty,
  type MethodTraits,
} from '../method-traits';

export interface OnboardingOperations {
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
  // notification settings and legal info (spec 02 §3 "Settings entities", §7 "Security settings")
  getNotificationSettings: { request: Empty; response: NotificationSettingsResponse };
  setNotificationSetting: { request: SetNotificationSettingRequest; response: NotificationSetting };
  getLegalInfo: { request: Empty; response: LegalInfoResponse };
  downloadAgreement: { request: AgreementRequest; response: AgreementFile };
}

export const ONBOARDING_METHODS: Record<keyof OnboardingOperations, MethodTraits> = {
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
  getStates: dictionary,
  // notification settings are the signed-in user's own; legal documents are the acting customer's
  getNotificationSettings: own(OWN_READS),
  setNotificationSetting: own(OWN_CHANGES),
  getLegalInfo: acting(READS),
  downloadAgreement: { ...acting(READS), documentLanguage: true },
};
