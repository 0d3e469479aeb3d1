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
  transactionApproveMode: 'none' | 'push' | 'otp' | 'sms' | 'approvalCode' | 'passkey';
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
  /** The user must link a phone and confirm by push first (spec 01 §3 strict migration; spec 03 §3). */
  isStrictMode: boolean;
  /** A business converted from another kind of account (spec 03 §3 "Company info"); false for a person. */
  isConverted: boolean;
  /** The representative of the company the user is (spec 03 §3 "User state"), or null. */
  businessRepresentativeId: number | null;
  /** Their positions (spec 03 §3 "Roles by position id": 2 director, 6 and 9 shareholder, 8 owner). */
  businessRepresentativePositionIds: number[];
  /** An employee's own names (spec 03 §3, §6), only when the user is an employee of the customer. */
  employeeFirstName?: string;
  employeeLastName?: string;
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
