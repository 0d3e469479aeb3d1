/** Languages the portal ships (spec 01 §9); `ua` is Ukrainian (`uk` from a browser is treated as `ua`). */
export const LANGUAGES = ['en', 'es', 'ro', 'ru', 'ua', 'pt'] as const;
/** One of {@link LANGUAGES}. */
export type Language = (typeof LANGUAGES)[number];

/** Personal registration categories (spec 01 §9); each brand offers a subset. */
export const PERSONAL_REGISTRATION_TYPES = [
  'webmasters',
  'freelancers',
  'webcamModels',
  'developers',
  'independentContractors',
  'others',
] as const;
/** One of {@link PERSONAL_REGISTRATION_TYPES}. */
export type PersonalRegistrationType = (typeof PERSONAL_REGISTRATION_TYPES)[number];

/** Business registration categories (spec 01 §9); lists vary by brand. */
export const BUSINESS_REGISTRATION_TYPES = [
  'advertisingNetworks',
  'affiliatePrograms',
  'liveStreamingNetworks',
  'freelanceCompanies',
  'hostingProviders',
  'billingPaymentProcessors',
  'webcamStudios',
  'others',
] as const;
/** One of {@link BUSINESS_REGISTRATION_TYPES}. */
export type BusinessRegistrationType = (typeof BUSINESS_REGISTRATION_TYPES)[number];

/** Staging environments are numbered 1 to 15 per brand (spec 01 §7). */
export const STAGING_INDEX_MIN = 1;
export const STAGING_INDEX_MAX = 15;

/**
 * A brand's colours, applied as the `--portal-color-*` custom properties of `@portal/ui/tokens.css`
 * (see `brandCssVariables`). `primaryContrast` on `primary`, `primary` on `surface` and on `primarySoft`,
 * and `text`/`textMuted` on `bg` and `surface` all meet WCAG AA (4.5:1).
 */
export interface BrandTheme {
  primary: string;
  primaryContrast: string;
  primarySoft: string;
  accent: string;
  bg: string;
  surface: string;
  text: string;
  textMuted?: string;
  border?: string;
  success?: string;
  warning?: string;
  danger?: string;
  focus?: string;
}

/** Where a brand's back end lives: production, or one of the numbered staging environments (spec 01 §7). */
export interface BrandApiEnvironments {
  /** Versioned base URL of production. */
  production: string;
  /** Versioned base URL of staging environment `index` (1 to 15). */
  staging: (index: number) => string;
}

/** The letterhead of the account-confirmation letter (spec 01 §1). */
export interface AccountConfirmation {
  legalEntityName: string;
  address: string;
  regulatorFooter: string;
  phone: string;
  email: string;
  web: string;
}

/** Everything that differs between brands: spec 01 §1's brand configuration fields plus what the apps need. */
export interface BrandConfig {
  /** Display name of the product. */
  projectName: string;
  /** Logo for screens: an SVG data URI readable on white. */
  logo: string;
  /** Whether the register routes are offered at all. */
  allowRegistration: boolean;
  registrationPersonalTypes: readonly PersonalRegistrationType[];
  registrationBusinessTypes: readonly BusinessRegistrationType[];
  terms: { privacyPolicy: string; termsAndConditions: string };
  feeLinks: { personal: string; business: string };
  supports: { email: string; phone: string; hours: string };
  availableLangs: readonly Language[];
  /** Revenue-split smart contracts (spec 03) are offered. */
  contractsEnable: boolean;
  /** Registration asks for the source of wealth. */
  sourceOfWealthEnable: boolean;
  /** Registration leaves out the adult industry group. */
  hideAdultIndustriesInRegistration: boolean;
  /** Logo for generated PDFs (statements, confirmations): a dark, print-friendly SVG data URI. */
  pdfLogo: string;
  accountConfirmation: AccountConfirmation;
  appStoreLinks: { ios: string; android: string };
  /** Scheme of the brand's mobile app, for deep links and QR codes, e.g. `aurora://`. */
  deepLinkScheme: string;
  /** Site key of the human-check widget sent with business registration (spec 01 §9). */
  humanCheckSiteKey: string;
  theme: BrandTheme;
  apiEnvironments: BrandApiEnvironments;
}
