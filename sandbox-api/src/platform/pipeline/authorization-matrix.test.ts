import { readFileSync } from 'node:fs';
import path from 'node:path';
import { METHOD_CATALOGUE, type MethodName } from '@portal/api/catalogue';
import { and, eq } from 'drizzle-orm';
import { PACKAGE_ROOT } from '../config';
import { customerAccess } from '../db/tables';
import { callMethod, signIn, useSandbox } from '../../testing/sandbox';

/**
 * The authorization matrix (issues 12 and 22): every operation of the catalogue called by every kind of caller,
 * with the answer written here by hand — never derived from the catalogue's declarations.
 *
 * A row has one mark per column, in this order:
 *   owner  anna on her own personal customer
 *   other  anna naming oliver's customer (fromCustomerId)
 *   b0…b5  bianca acting for Nordlicht Trading GmbH with access right 0…5 and `balanceInfo`,
 *          each followed by the same right without `balanceInfo` (a representative)
 *   admin  adam.admin acting as anna (fromCustomerId)
 *   anon   no token
 * Marks: `+` the operation runs (its own answer: 00, TA1 for the empty body, a business code),
 *        `-` ENOA, `x` 401. An empty body is sent: authorization is decided before the input is read.
 */
const COLUMNS = [
  'owner',
  'other',
  ...[0, 1, 2, 3, 4, 5].flatMap((right) => [`b${right}`, `b${right}n`]),
  'admin',
  'anon',
] as const;
type Column = (typeof COLUMNS)[number];

//                owner other b0 b0n b1 b1n b2 b2n b3 b3n b4 b4n b5 b5n admin anon
const EXPECTED: Record<MethodName, string> = {
  getCustomerInfo: '+---+++++++++++x',
  balanceInquiry: '+---+-+-+-+-+-+x',
  getCountries: '+---++++++++++++',
  getCurrencies: '+---++++++++++++',
  checkEmail: '+---++++++++++++',
  checkPhone: '+---++++++++++++',
  createPersonalAccount: '+---++++++++++++',
  getCaptchaChallenge: '+---++++++++++++',
  createBusinessAccount: '+---++++++++++++',
  getSources: '+---++++++++++++',
  getPurposes: '+---++++++++++++',
  getDocumentTypes: '+---++++++++++++',
  getIndustries: '+---++++++++++++',
  getOccupations: '+---++++++++++++',
  getAdditionalQuestions: '+---++++++++++++',
  activateAccount: '+---++++++++++++',
  activateBusinessAccount: '+---++++++++++++',
  activateEmployee: '+---++++++++++++',
  resendActivationCode: '+---++++++++++++',
  requestPasswordChange: '+---++++++++++++',
  checkPasswordChangeCode: '+---++++++++++++',
  changePasswordWithCode: '+---++++++++++++',
  confirmEmail: '+---++++++++++++',
  acceptTerms: '+---++++++++++-x',
  // A personal user has no authorized-user info of a business: ENOA from the operation itself.
  getAuthorizedUserInfo: '----++++++++++-x',
  getCustomerAccesses: '+---+++++++++++x',
  getAccessIpList: '+---+++++++++++x',
  addAccessIp: '+-----++-------x',
  deleteAccessIp: '+-----++-------x',
  setAccessIpMode: '+-----++-------x',
  changePassword: '+---++++++++++-x',
  confirmPasswordChange: '+---++++++++++-x',
  cancelPasswordChange: '+---++++++++++-x',
  getLoginHistory: '+---+++++++++++x',
  getSupportActions: '+---+++++++++++x',
  searchCustomers: '--------------+x',
  getPaymentInstructions: '+---+++++++++++x',
  setInstructionViewed: '+---++++++++++-x',
  addCurrency: '+-----++-------x',
  createWallet: '+-----++-------x',
  createReceiveLink: '+-----++-------x',
  getReceiveInfo: '+---++++++++++++',
  getCardDetails: '+-----++-------x',
  cardPause: '+-----++------+x',
  cardUnpause: '+-----++-------x',
  cardBlock: '+-----++------+x',
  cardSetAliasName: '+-----++-------x',
  cardReissue: '+-----++-------x',
  cardReissueUpgradeShipping: '+-----++-------x',
  getCardActivationData: '+---+++++++++++x',
  cardActivation: '+-----++-------x',
  changePin: '+-----++-------x',
  showPin: '+-----++-------x',
  cardLoad: '+-----++-------x',
  cardEnrollment: '+-----++-------x',
  getCardBinInfo: '+---+++++++++++x',
  addCard: '+-----++-------x',
  confirmCard: '+-----++-------x',
  getExternalCards: '+---+++++++++++x',
  getExternalCard: '+---+++++++++++x',
  getApplyCardInfo: '+---+++++++++++x',
  getCardApplyFees: '+---+++++++++++x',
  applyForCard: '+-----++-------x',
  getCrossPlatformRequirements: '+---+++++++++++x',
  updateTaxNumber: '+-----++-------x',
  getAddresses: '+---+++++++++++x',
  checkAddressReplacement: '+---+++++++++++x',
  getStates: '+---++++++++++++',
  getCardDocuments: '+---+++++++++++x',
  uploadCardDocument: '+-----++------+x',
  getTransactionHistory: '+---+-+-+-+-+-+x',
  getTransactionDetails: '+---+-+-+-+-+-+x',
  getTransactionTypes: '+---+++++++++++x',
  exportTransactionHistory: '+---+-+-+-+-+-+x',
  getExportStatus: '+---+-+-+-+-+-+x',
  sendExportToEmail: '+---+-+-+-+-+-+x',
  getStatementExports: '+---+-+-+-+-+-+x',
  getBalanceHistory: '+---+-+-+-+-+-+x',
  getBatchTransfers: '+---+-+-+-+-+-+x',
  getBatchFile: '+---+-+-+-+-+-+x',
  getAnnouncements: '+---+++++++++++x',
  markAnnouncementRead: '+---++++++++++-x',
  answerAnnouncement: '+---++++++++++-x',
  getExchangeRate: '+---+++++++++++x',
  getDefaultExchangeRates: '+---+++++++++++x',
  getBetweenAccountsFee: '+---+++++++++++x',
  getMaxAmount: '+---+-+-+-+-+-+x',
  getCustomerLimits: '+---+++++++++++x',
  transferBetweenAccounts: '+-----++++++---x',
  checkPayee: '+-----++++++---x',
  getP2pFee: '+---+++++++++++x',
  transferP2p: '+-----++++++---x',
  getBeneficiaries: '+---+++++++++++x',
  getRecentTransfers: '+---+-+-+-+-+-+x',
  getRecentTransferDetails: '+---+-+-+-+-+-+x',
  getAvailableTransfers: '+---+++++++++++x',
  getExtraParams: '+---+++++++++++x',
  getEftBranchOptions: '+---+++++++++++x',
  getBankList: '+---+++++++++++x',
  lookupSwift: '+---+++++++++++x',
  lookupIban: '+---+++++++++++x',
  getExternalFee: '+---+++++++++++x',
  getCryptoFee: '+---+++++++++++x',
  getBlockedBins: '+---+++++++++++x',
  getInstantKeyInfo: '+---+++++++++++x',
  getInstantBanks: '+---+++++++++++x',
  transferExternal: '+-----++++++---x',
  confirmTransaction: '+-----++++++---x',
  resendApproval: '+-----++++++---x',
  requestApprovalCode: '+-----++++++---x',
  getApprovalRequests: '+---+-+-+-+-+-+x',
  getMassApprovalRequests: '+---+-+-+-+-+-+x',
  approveRequests: '+-----++--++---x',
  approveMassRequest: '+-----++--++---x',
  getApprovalCounts: '+---+++++++++++x',
  getBusinessUsers: '+---+++++++++++x',
  // the company pages (issue 29 item 6): reads for every right, changes with full access only; a forced
  // representative delete is an administrator's only (the service refuses a customer's force)
  getBusinessInfo: '+---+++++++++++x',
  getBusinessDirectors: '+---+++++++++++x',
  getBusinessShareholders: '+---+++++++++++x',
  getBusinessOwners: '+---+++++++++++x',
  getRepresentativeInfo: '+---+++++++++++x',
  deleteRepresentative: '+-----++------+x',
  getCompanyUsers: '+---+++++++++++x',
  getAccessRights: '+---+++++++++++x',
  getPotentialUsers: '+---+++++++++++x',
  addCompanyUser: '+-----++-------x',
  changeCompanyUserRight: '+-----++-------x',
  removeCompanyUser: '+-----++-------x',
  getResolution: '+---+++++++++++x',
  sendResolution: '+-----++-------x',
  createRepresentativeAddress: '+-----++-------x',
  confirmRepresentativeAddress: '+-----++-------x',
  getDeclaration: '+---+++++++++++x',
  sendDeclaration: '+-----++-------x',
  getEscortStatement: '+---+++++++++++x',
  sendEscortStatement: '+-----++-------x',
  getVerificationState: '+---+++++++++++x',
  getIdentity: '+---+++++++++++x',
  getCustomerDocuments: '+---+++++++++++x',
  createCustomerDocument: '+-----++------+x',
  getLimitReasons: '+---+++++++++++x',
  getDueDiligenceInfo: '+---+++++++++++x',
  // notifications (issue 31 item 4): every right reads and marks read; an administrator acting only reads
  getNotifications: '+---+++++++++++x',
  markNotificationsRead: '+---++++++++++-x',
  // tax certification (issue 30 item 5): tax data changes with right 2 only, never by an administrator acting; the
  // representative's operations are public (the link's auth secret is the key)
  getTaxCertification: '+---+++++++++++x',
  updateTaxCertification: '+-----++-------x',
  getBusinessTaxCertification: '+---+++++++++++x',
  updateBusinessTaxCertification: '+-----++-------x',
  getRepresentativeTaxCertification: '+---++++++++++++',
  updateRepresentativeTaxCertification: '+---++++++++++++',
  uploadTaxWForm: '+-----++-------x',
  uploadLossOfNationalityCertificate: '+-----++-------x',
  getKycInfo: '+---+++++++++++x',
  updateKycInfo: '+-----++-------x',
  getKycRequest: '+---+++++++++++x',
  // the admin's document work (spec 03 §6): administrators only, acting for the customer
  adminReassignDocument: '--------------+x',
  adminLinkDocumentType: '--------------+x',
  adminRemoveDocument: '--------------+x',
  adminUpdateFinancialDetail: '--------------+x',
  adminUpdateDueDiligence: '--------------+x',
  getEmails: '+---+++++++++++x',
  addEmail: '+-----++-------x',
  deleteEmail: '+-----++-------x',
  setPrimaryEmail: '+-----++-------x',
  requestEmailConfirmationCode: '+-----++-------x',
  confirmEmailCode: '+-----++-------x',
  // the profile (issue 30 item 3): reads for every right, changes with full access only; the username change
  // requests are the signed-in user's own
  getProfile: '+---+++++++++++x',
  getPhones: '+---+++++++++++x',
  addPhone: '+-----++-------x',
  replacePhone: '+-----++-------x',
  confirmPhone: '+-----++-------x',
  confirmBusinessPhone: '+-----++-------x',
  createAddress: '+-----++-------x',
  updateAddress: '+-----++-------x',
  replaceAddress: '+-----++-------x',
  deleteAddress: '+-----++-------x',
  confirmAddress: '+-----++-------x',
  completePersonalInfoUpdate: '+-----++-------x',
  getUsernameChangeRequests: '+---+++++++++++x',
  requestUsernameChange: '+---++++++++++-x',
  getMassSampleLinks: '+---+++++++++++x',
  transferMass: '+-----++++++---x',
  getReceivedInvoices: '+---+-+-+-+-+-+x',
  getSentInvoices: '+---+-+-+-+-+-+x',
  getInvoice: '+---+-+-+-+-+-+x',
  createInvoice: '+-----++++++---x',
  rejectInvoice: '+-----++++++---x',
  createFundingInvoice: '+-----++++++---x',
  // standing payments and the payout blacklist (issue 15)
  getStandingPayments: '+---+-+-+-+-+-+x',
  cancelStandingPayment: '+-----++++++---x',
  getPayoutBlacklist: '+---+++++++++++x',
  addPayoutBlacklist: '+-----++-------x',
  deletePayoutBlacklist: '+-----++-------x',
  // notification settings (the user's own) and legal info (the acting customer's) (issue 15 item 7)
  getNotificationSettings: '+---+++++++++++x',
  setNotificationSetting: '+---++++++++++-x',
  getLegalInfo: '+---+++++++++++x',
  downloadAgreement: '+---+++++++++++x',
  // global pay (issue 15): the recipient's operations are public, the secret in the body is their key
  uploadGlobalPayBatch: '+-----++++--++-x',
  getGlobalPayBatch: '+---+-+-+-+-+-+x',
  getGlobalPayCountries: '+---+++++++++++x',
  updateGlobalPayPayments: '+-----++++--++-x',
  setGlobalPayAmount: '+-----++++--++-x',
  setGlobalPayFeeShare: '+-----++++--++-x',
  setGlobalPayMethodForbidden: '+-----++++--++-x',
  submitGlobalPayBatch: '+-----++++++---x',
  rejectGlobalPayBatch: '+-----++++--++-x',
  getGlobalPayBatchStatus: '+---+-+-+-+-+-+x',
  getGlobalPayment: '+---++++++++++++',
  getGlobalPaymentMethods: '+---++++++++++++',
  getGlobalPaymentMeta: '+---++++++++++++',
  getGlobalPaymentLastWithdrawals: '+---++++++++++++',
  getGlobalPaymentWithdrawalDetails: '+---++++++++++++',
  getGlobalPaymentInstantDetails: '+---++++++++++++',
  getGlobalPaymentExtraParams: '+---++++++++++++',
  getGlobalPaymentCardBin: '+---++++++++++++',
  lookupGlobalPaymentSwift: '+---++++++++++++',
  lookupGlobalPaymentIban: '+---++++++++++++',
  submitGlobalPayment: '+---++++++++++++',
  approveGlobalPayment: '+---++++++++++++',
  resendGlobalPaymentCode: '+---++++++++++++',
  refuseGlobalPayment: '+---++++++++++++',
  cancelGlobalPayment: '+---++++++++++++',
  // merchant tools (issue 33): reads for every right (amounts with balanceInfo), changes and new secrets with full
  // access, never by an administrator acting; a personal customer (anna) is refused by the operations themselves
  // (ENOA), which an empty body shows only where no field is required (the others answer TA1 first)
  getSubscribers: '+---+-+-+-+-+-+x',
  cancelSubscription: '+-----++-------x',
  getInstallments: '+---+-+-+-+-+-+x',
  getIdentityFee: '+---+++++++++++x',
  getIdentityVerifications: '+---+++++++++++x',
  createIdentityVerification: '+-----++-------x',
  getReputation: '+---+++++++++++x',
  getIpnMessages: '+---+-+-+-+-+-+x',
  getIpnMessage: '+---+-+-+-+-+-+x',
  confirmIpnMessage: '+-----++-------x',
  getIpnSettings: '----++++++++++-x',
  updateIpnSettings: '+-----++-------x',
  newIpnSecretKey: '------++-------x',
  getPaymentNotificationSettings: '----++++++++++-x',
  updatePaymentNotificationSettings: '+-----++-------x',
  newPaymentNotificationSecret: '------++-------x',
  getLogos: '+---+++++++++++x',
  createLogo: '+-----++-------x',
  getLogo: '+---+++++++++++x',
  updateLogo: '+-----++-------x',
  deleteLogo: '+-----++-------x',
  getSavedButtons: '+---+++++++++++x',
  getSavedButton: '+---+++++++++++x',
  createSavedButton: '+-----++-------x',
  updateSavedButton: '+-----++-------x',
  deleteSavedButton: '+-----++-------x',
  // passkeys (issue 50): the list is read as the security settings are; its changes are the user's own, never an
  // admin's; the approval method is the customer's (full right); an approval by who may approve it.
  getPasskeys: '+---+++++++++++x',
  startPasskeyRegistration: '+---++++++++++-x',
  addPasskey: '+---++++++++++-x',
  renamePasskey: '+---++++++++++-x',
  removePasskey: '+---++++++++++-x',
  setPasskeyApproval: '+-----++-------x',
  getPasskeyApproval: '+-----++++++---x',
  confirmTransactionWithPasskey: '+-----++++++---x',
  getPasskeyQueueApproval: '+-----++--++---x',
  approveRequestsWithPasskey: '+-----++--++---x',
  approveMassRequestWithPasskey: '+-----++--++---x',
  exportAccountingStatement: '+---+-+-+-+-+-+x',
};

const ANNA = { email: 'anna.simple@demo.test', customerId: 20001 };
const OLIVER_CUSTOMER = 20002;
const BIANCA = { email: 'bianca.business@demo.test', userId: 503 };
const NORDLICHT = 20204;
const ADAM = 'adam.admin@demo.test';

const sandbox = useSandbox();

type Caller = { accessToken?: string; headers?: Record<string, string>; body?: Record<string, unknown> };

async function callerFor(column: Column): Promise<Caller> {
  if (column === 'anon') return {};
  if (column === 'owner') return { accessToken: (await signIn(sandbox.app, ANNA.email)).accessToken };
  if (column === 'other') {
    const { accessToken } = await signIn(sandbox.app, ANNA.email);
    return { accessToken, body: { fromCustomerId: OLIVER_CUSTOMER } };
  }
  if (column === 'admin') {
    const { accessToken } = await signIn(sandbox.app, ADAM);
    return { accessToken, body: { fromCustomerId: ANNA.customerId } };
  }
  const right = Number(column.slice(1, 2));
  await sandbox.database.db
    .update(customerAccess)
    .set({ accessRight: right, balanceInfo: !column.endsWith('n') })
    .where(and(eq(customerAccess.userId, BIANCA.userId), eq(customerAccess.customerId, NORDLICHT)));
  const { accessToken } = await signIn(sandbox.app, BIANCA.email);
  return { accessToken, headers: { 'x-customer-id': String(NORDLICHT) } };
}

async function markOf(method: MethodName, caller: Caller): Promise<string> {
  const response = await callMethod(sandbox.app, method, caller);
  if (response.statusCode === 401) return 'x';
  if (response.statusCode !== 200) return `HTTP ${response.statusCode}`;
  return response.json<{ responseCode: string }>().responseCode === 'ENOA' ? '-' : '+';
}

describe('authorization matrix', () => {
  it('has a row of one mark per column for every operation', () => {
    for (const [method, row] of Object.entries(EXPECTED)) {
      expect([method, row.length]).toEqual([method, COLUMNS.length]);
      expect(row).toMatch(/^[-+x]+$/);
    }
  });

  it('is the policy table of the sandbox README: one row per operation of the catalogue', () => {
    const readme = readFileSync(path.join(PACKAGE_ROOT, 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('## Authorization policy'));
    const listed = [...table.matchAll(/^\| `(\w+)` \|/gm)].map((match) => match[1]);
    expect([...listed].sort()).toEqual(Object.keys(METHOD_CATALOGUE).sort());
  });

  it.each(COLUMNS.map((column, index) => [column, index] as const))(
    '%s: every operation answers as the matrix says',
    async (column, index) => {
      const caller = await callerFor(column);
      const differences: string[] = [];
      for (const [method, row] of Object.entries(EXPECTED) as [MethodName, string][]) {
        const mark = await markOf(method, caller);
        if (mark !== row[index]) differences.push(`${method}: expected ${row[index]}, got ${mark}`);
      }
      expect(differences).toEqual([]);
    },
    60_000,
  );
});
