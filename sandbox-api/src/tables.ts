// The drizzle-kit entry (drizzle.config.ts): every slice's tables, gathered for the migration generator only.
// Nothing imports this file: a slice imports its own tables, platform/ and money/ (issue 48).
export * from './areas/accounts/balances/tables';
export * from './areas/auth/devices/tables';
export * from './areas/auth/security/tables';
export * from './areas/contracts/contracts/tables';
export * from './areas/merchant/tools/tables';
export * from './areas/merchant/webhooks/tables';
export * from './areas/onboarding/company/tables';
export * from './areas/onboarding/identity-check/tables';
export * from './areas/onboarding/kyc-info/tables';
export * from './areas/onboarding/profile-contact/tables';
export * from './areas/onboarding/profile/tables';
export * from './areas/onboarding/registration/tables';
export * from './areas/onboarding/self-certification/tables';
export * from './areas/onboarding/verification/tables';
export * from './areas/transfers/global-pay/tables';
export * from './areas/transfers/invoices/tables';
export * from './areas/transfers/payments/tables';
export * from './areas/transfers/standing/tables';
export * from './money/ledger-tables';
export * from './platform/clock/tables';
export * from './platform/db/tables';
export * from './platform/notifications/tables';
