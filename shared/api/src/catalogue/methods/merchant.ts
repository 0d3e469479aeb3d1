// The method API's operations of one area: the merchant tools' named operations (mfe-merchant; spec 03 §7 "Merchant tools").
// methods.ts gathers every area's into one catalogue (issue 48 item 4).
import { CHANGES, READS, READS_BALANCES, REVEALS_SECRET } from '../authorization';

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
} from '../merchant';
import { acting, withFile, type Empty, type MethodTraits } from '../method-traits';

export interface MerchantOperations {
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
}

export const MERCHANT_METHODS: Record<keyof MerchantOperations, MethodTraits> = {
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
};
