/** Customer information (spec 01 §3). */

/** 0 personal, 1 business; the server's 2 is an older business kind and maps to business (spec 01 §3). */
export type CustomerTypeCode = 0 | 1 | 2;

export interface CustomerInfo {
  userId: number;
  customerId: number;
  customerType: CustomerTypeCode;
  login: { email: string };
  /** `no` means the second factor is off. */
  login2faMode: 'no' | 'otp' | 'sms' | 'push';
  firstName: string;
  lastName: string;
  businessName?: string;
  birthDay?: string;
  customerCreationDate: string;
  residenceCountryCode: string;
  taxId?: string;
  transactionApproveMode: 'none' | 'push' | 'otp' | 'sms' | 'approvalCode';
  isAdmin: boolean;
  isHaveRelatedAccounts: boolean;
  useOldWeb: boolean;
  oldWebUrl?: string;
  permissions?: Partial<Record<PermissionFlag, boolean>>;
  /**
   * The signed-in user's access right for this customer (spec 02 §6: 0 none ... 5 uploading); 2 for one's own
   * personal customer. It decides, with the permission flags, which transfer kinds are offered.
   */
  accessRight: number;
  /**
   * What the user's access includes besides the right (spec 01 §3 accessList); without `balanceInfo` the user is a
   * representative: no balances, amounts or figures derived from them (issue 22).
   */
  accessList: AccessListItem[];
  /** An administrator acts as this customer as support (`fromCustomerId`, spec 01 §6; issue 22). */
  supportActing: boolean;
  verified: boolean;
  limited: boolean;
  dueDiligenceLevel: number;
  isNeedPersonalInfoUpdate: boolean;
  isNeedKyc: boolean;
}

export type AccessListItem = 'balanceInfo';

/** Permission flags, all false by default (spec 01 §3). */
export const PERMISSION_FLAGS = [
  'sendMoneyPaxumUser',
  'sendMoneyUser',
  'requestMoney',
  'settlementAccount',
  'addFundsWireThirdParty',
  'addFundsBankThirdParty',
] as const;
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];
