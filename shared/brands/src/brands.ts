import {
  LANGUAGES,
  STAGING_INDEX_MAX,
  STAGING_INDEX_MIN,
  type BrandApiEnvironments,
  type BrandConfig,
  type BrandTheme,
} from './brand-config';
import { logoDataUri, MARKS } from './logos';

export {
  BUSINESS_REGISTRATION_TYPES,
  LANGUAGES,
  PERSONAL_REGISTRATION_TYPES,
  STAGING_INDEX_MAX,
  STAGING_INDEX_MIN,
  type AccountConfirmation,
  type BrandApiEnvironments,
  type BrandConfig,
  type BrandTheme,
  type BusinessRegistrationType,
  type Language,
  type PersonalRegistrationType,
} from './brand-config';

/** The six brands' keys. Never printed to users; the deployment picks one (environment or host name). */
export const BRAND_KEYS = ['aurora', 'meridian', 'solstice', 'harbor', 'kestrel', 'tessera'] as const;
/** One of {@link BRAND_KEYS}. */
export type BrandKey = (typeof BRAND_KEYS)[number];

/** The brand used when none, or an unknown one, is configured. */
export const DEFAULT_BRAND: BrandKey = 'aurora';

/** Production at `https://api.<domain>/v2`, staging n at `https://staging-<n>.api.<domain>/v2` (spec 01 §7). */
function apiEnvironments(domain: string): BrandApiEnvironments {
  return {
    production: `https://api.${domain}/v2`,
    staging: (index) => {
      if (!Number.isInteger(index) || index < STAGING_INDEX_MIN || index > STAGING_INDEX_MAX) {
        throw new RangeError(
          `Staging environment ${index} does not exist (${STAGING_INDEX_MIN} to ${STAGING_INDEX_MAX}).`,
        );
      }
      return `https://staging-${index}.api.${domain}/v2`;
    },
  };
}

function appStoreLinks(appName: string, appStoreId: string, androidPackage: string) {
  return {
    ios: `https://apps.apple.com/app/${appName}/id${appStoreId}`,
    android: `https://play.google.com/store/apps/details?id=${androidPackage}`,
  };
}

function legalLinks(site: string) {
  return {
    terms: {
      privacyPolicy: `${site}/legal/privacy-policy`,
      termsAndConditions: `${site}/legal/terms-and-conditions`,
    },
    feeLinks: { personal: `${site}/pricing/personal`, business: `${site}/pricing/business` },
  };
}

const PDF_LOGO_GREY = '#9aa0a8';

function logos(mark: keyof typeof MARKS, projectName: string, theme: BrandTheme) {
  return {
    logo: logoDataUri(MARKS[mark], projectName, theme.primary, theme.accent),
    // Printed letters and statements: the same logo in near-black and grey, which survives black-and-white print.
    pdfLogo: logoDataUri(MARKS[mark], projectName, theme.text, PDF_LOGO_GREY),
  };
}

const AURORA_THEME: BrandTheme = {
  primary: '#0b6e5f',
  primaryContrast: '#ffffff',
  primarySoft: '#e3f2ee',
  accent: '#2bb39a',
  bg: '#f4f7f6',
  surface: '#ffffff',
  text: '#13201d',
  textMuted: '#55635f',
  border: '#dde5e2',
  focus: '#0b6e5f',
};

const MERIDIAN_THEME: BrandTheme = {
  primary: '#3b3fc4',
  primaryContrast: '#ffffff',
  primarySoft: '#eaebfb',
  accent: '#f5a524',
  bg: '#f5f6fb',
  surface: '#ffffff',
  text: '#171a2e',
  textMuted: '#575b73',
  border: '#e1e3f0',
  focus: '#3b3fc4',
};

const SOLSTICE_THEME: BrandTheme = {
  primary: '#a8430f',
  primaryContrast: '#ffffff',
  primarySoft: '#fdeee4',
  accent: '#ffb020',
  bg: '#faf7f4',
  surface: '#ffffff',
  text: '#231a14',
  textMuted: '#66594f',
  border: '#ece4dc',
  focus: '#a8430f',
};

const HARBOR_THEME: BrandTheme = {
  primary: '#0f4c81',
  primaryContrast: '#ffffff',
  primarySoft: '#e6eff8',
  accent: '#22b5c9',
  bg: '#f3f6f9',
  surface: '#ffffff',
  text: '#0f1c2b',
  textMuted: '#526173',
  border: '#dce4ec',
  focus: '#0f4c81',
};

const KESTREL_THEME: BrandTheme = {
  primary: '#6a2c91',
  primaryContrast: '#ffffff',
  primarySoft: '#f3ebf9',
  accent: '#f08a5d',
  bg: '#f8f6fa',
  surface: '#ffffff',
  text: '#1e1624',
  textMuted: '#605866',
  border: '#e8e2ee',
  focus: '#6a2c91',
};

const TESSERA_THEME: BrandTheme = {
  primary: '#1f2a44',
  primaryContrast: '#ffffff',
  primarySoft: '#e8ebf2',
  accent: '#c99a2e',
  bg: '#f6f5f2',
  surface: '#ffffff',
  text: '#171b24',
  textMuted: '#585d68',
  border: '#e4e2dc',
  focus: '#1f2a44',
};

/** Every brand's configuration. The legal entities, addresses and licence numbers are invented. */
export const BRANDS: Record<BrandKey, BrandConfig> = {
  aurora: {
    projectName: 'Aurora Money',
    ...logos('aurora', 'Aurora Money', AURORA_THEME),
    allowRegistration: true,
    registrationPersonalTypes: [
      'webmasters',
      'freelancers',
      'webcamModels',
      'developers',
      'independentContractors',
      'others',
    ],
    registrationBusinessTypes: [
      'advertisingNetworks',
      'affiliatePrograms',
      'liveStreamingNetworks',
      'freelanceCompanies',
      'hostingProviders',
      'billingPaymentProcessors',
      'webcamStudios',
      'others',
    ],
    ...legalLinks('https://www.auroramoney.eu'),
    supports: { email: 'support@auroramoney.eu', phone: '+370 5 214 3300', hours: 'Mon–Fri 08:00–20:00 CET' },
    availableLangs: [...LANGUAGES],
    contractsEnable: true,
    sourceOfWealthEnable: true,
    hideAdultIndustriesInRegistration: false,
    accountConfirmation: {
      legalEntityName: 'Aurora Payments UAB',
      address: 'Konstitucijos pr. 21A, LT-08130 Vilnius, Lithuania',
      regulatorFooter:
        'Aurora Payments UAB (company code 305512734) is an electronic money institution authorised and supervised by the Bank of Lithuania, licence No. 87.',
      phone: '+370 5 214 3300',
      email: 'support@auroramoney.eu',
      web: 'www.auroramoney.eu',
    },
    appStoreLinks: appStoreLinks('aurora-money', '1584302761', 'eu.auroramoney.app'),
    deepLinkScheme: 'aurora://',
    humanCheckSiteKey: 'sandbox-aurora-7f3c91d2',
    theme: AURORA_THEME,
    apiEnvironments: apiEnvironments('auroramoney.eu'),
  },
  meridian: {
    projectName: 'Meridian Pay',
    ...logos('meridian', 'Meridian Pay', MERIDIAN_THEME),
    allowRegistration: true,
    registrationPersonalTypes: [
      'freelancers',
      'developers',
      'independentContractors',
      'webmasters',
      'others',
    ],
    registrationBusinessTypes: [
      'freelanceCompanies',
      'hostingProviders',
      'billingPaymentProcessors',
      'advertisingNetworks',
      'affiliatePrograms',
      'others',
    ],
    ...legalLinks('https://www.meridianpay.eu'),
    supports: { email: 'help@meridianpay.eu', phone: '+352 27 86 44 10', hours: 'Mon–Fri 09:00–18:00 CET' },
    availableLangs: [...LANGUAGES],
    contractsEnable: true,
    sourceOfWealthEnable: true,
    hideAdultIndustriesInRegistration: true,
    accountConfirmation: {
      legalEntityName: 'Meridian Pay Europe S.A.',
      address: '12 Rue Eugène Ruppert, L-2453 Luxembourg',
      regulatorFooter:
        'Meridian Pay Europe S.A. (R.C.S. Luxembourg B 241187) is a payment institution authorised by the Commission de Surveillance du Secteur Financier.',
      phone: '+352 27 86 44 10',
      email: 'help@meridianpay.eu',
      web: 'www.meridianpay.eu',
    },
    appStoreLinks: appStoreLinks('meridian-pay', '1602871493', 'eu.meridianpay.wallet'),
    deepLinkScheme: 'meridianpay://',
    humanCheckSiteKey: 'sandbox-meridian-2b84e610',
    theme: MERIDIAN_THEME,
    apiEnvironments: apiEnvironments('meridianpay.eu'),
  },
  solstice: {
    projectName: 'Solstice Wallet',
    ...logos('solstice', 'Solstice Wallet', SOLSTICE_THEME),
    allowRegistration: true,
    registrationPersonalTypes: ['webcamModels', 'webmasters', 'freelancers', 'others'],
    registrationBusinessTypes: [
      'webcamStudios',
      'liveStreamingNetworks',
      'affiliatePrograms',
      'advertisingNetworks',
      'others',
    ],
    ...legalLinks('https://www.solsticewallet.com'),
    supports: {
      email: 'care@solsticewallet.com',
      phone: '+356 2034 8810',
      hours: 'Every day 07:00–23:00 CET',
    },
    availableLangs: [...LANGUAGES],
    contractsEnable: false,
    sourceOfWealthEnable: false,
    hideAdultIndustriesInRegistration: false,
    accountConfirmation: {
      legalEntityName: 'Solstice Financial Ltd',
      address: '171 Old Bakery Street, Valletta VLT 1455, Malta',
      regulatorFooter:
        'Solstice Financial Ltd (C 90412) is licensed by the Malta Financial Services Authority as a financial institution under the Financial Institutions Act.',
      phone: '+356 2034 8810',
      email: 'care@solsticewallet.com',
      web: 'www.solsticewallet.com',
    },
    appStoreLinks: appStoreLinks('solstice-wallet', '1639025518', 'com.solsticewallet.app'),
    deepLinkScheme: 'solstice://',
    humanCheckSiteKey: 'sandbox-solstice-c51a0e77',
    theme: SOLSTICE_THEME,
    apiEnvironments: apiEnvironments('solsticewallet.com'),
  },
  harbor: {
    projectName: 'Harbor',
    ...logos('harbor', 'Harbor', HARBOR_THEME),
    allowRegistration: true,
    registrationPersonalTypes: ['developers', 'freelancers', 'independentContractors', 'others'],
    registrationBusinessTypes: [
      'hostingProviders',
      'billingPaymentProcessors',
      'freelanceCompanies',
      'others',
    ],
    ...legalLinks('https://www.harborpay.eu'),
    supports: { email: 'support@harborpay.eu', phone: '+31 20 794 5120', hours: 'Mon–Fri 08:30–17:30 CET' },
    availableLangs: [...LANGUAGES],
    contractsEnable: true,
    sourceOfWealthEnable: true,
    hideAdultIndustriesInRegistration: true,
    accountConfirmation: {
      legalEntityName: 'Harbor Payments B.V.',
      address: 'Herengracht 420, 1017 BZ Amsterdam, the Netherlands',
      regulatorFooter:
        'Harbor Payments B.V. (KvK 81734092) is an electronic money institution licensed and supervised by De Nederlandsche Bank.',
      phone: '+31 20 794 5120',
      email: 'support@harborpay.eu',
      web: 'www.harborpay.eu',
    },
    appStoreLinks: appStoreLinks('harbor-business-money', '1571184020', 'eu.harborpay.mobile'),
    deepLinkScheme: 'harbor://',
    humanCheckSiteKey: 'sandbox-harbor-94d2f3ab',
    theme: HARBOR_THEME,
    apiEnvironments: apiEnvironments('harborpay.eu'),
  },
  kestrel: {
    projectName: 'Kestrel',
    ...logos('kestrel', 'Kestrel', KESTREL_THEME),
    allowRegistration: true,
    registrationPersonalTypes: [
      'freelancers',
      'webmasters',
      'developers',
      'independentContractors',
      'others',
    ],
    registrationBusinessTypes: [
      'advertisingNetworks',
      'affiliatePrograms',
      'hostingProviders',
      'billingPaymentProcessors',
      'freelanceCompanies',
      'others',
    ],
    ...legalLinks('https://www.kestrel.finance'),
    supports: { email: 'hello@kestrel.finance', phone: '+48 22 307 4415', hours: 'Mon–Sat 08:00–20:00 CET' },
    availableLangs: [...LANGUAGES],
    contractsEnable: false,
    sourceOfWealthEnable: true,
    hideAdultIndustriesInRegistration: true,
    accountConfirmation: {
      legalEntityName: 'Kestrel Finance sp. z o.o.',
      address: 'ul. Prosta 51, 00-838 Warszawa, Poland',
      regulatorFooter:
        'Kestrel Finance sp. z o.o. (KRS 0000912345) is a national payment institution authorised by the Polish Financial Supervision Authority (KNF).',
      phone: '+48 22 307 4415',
      email: 'hello@kestrel.finance',
      web: 'www.kestrel.finance',
    },
    appStoreLinks: appStoreLinks('kestrel-finance', '1658840127', 'finance.kestrel.app'),
    deepLinkScheme: 'kestrel://',
    humanCheckSiteKey: 'sandbox-kestrel-5e0b7c48',
    theme: KESTREL_THEME,
    apiEnvironments: apiEnvironments('kestrel.finance'),
  },
  tessera: {
    projectName: 'Tessera',
    ...logos('tessera', 'Tessera', TESSERA_THEME),
    // spec 01 §1: the one brand without registration and with two languages.
    allowRegistration: false,
    registrationPersonalTypes: ['freelancers', 'independentContractors', 'others'],
    registrationBusinessTypes: ['freelanceCompanies', 'others'],
    ...legalLinks('https://www.tessera.es'),
    supports: { email: 'soporte@tessera.es', phone: '+34 910 48 27 30', hours: 'Mon–Fri 09:00–19:00 CET' },
    availableLangs: ['en', 'es'],
    contractsEnable: false,
    sourceOfWealthEnable: false,
    hideAdultIndustriesInRegistration: true,
    accountConfirmation: {
      legalEntityName: 'Tessera Pagos S.L.',
      address: 'Paseo de la Castellana 95, 28046 Madrid, Spain',
      regulatorFooter:
        'Tessera Pagos S.L. (NIF B-88412736) is a payment institution registered with the Banco de España under No. 6921.',
      phone: '+34 910 48 27 30',
      email: 'soporte@tessera.es',
      web: 'www.tessera.es',
    },
    appStoreLinks: appStoreLinks('tessera-pagos', '1687203359', 'es.tessera.app'),
    deepLinkScheme: 'tessera://',
    humanCheckSiteKey: 'sandbox-tessera-a03d61f9',
    theme: TESSERA_THEME,
    apiEnvironments: apiEnvironments('tessera.es'),
  },
};

/**
 * A legal name placed before a sentence's own full stop: "Tessera Pagos S.L." ends with its abbreviation's
 * period, and "{{company}}. All rights reserved." would print two.
 */
export function nameBeforeFullStop(name: string): string {
  return name.trimEnd().replace(/\.$/, '');
}

/** Whether `key` names one of the brands. */
export function isBrandKey(key: string | undefined): key is BrandKey {
  return key !== undefined && (BRAND_KEYS as readonly string[]).includes(key);
}

/** The configuration of brand `key`; an unknown or missing key gives the {@link DEFAULT_BRAND}. */
export function resolveBrand(key: string | undefined): BrandConfig {
  return BRANDS[isBrandKey(key) ? key : DEFAULT_BRAND];
}

/**
 * The back-end base URL of a brand for a stored environment index (spec 01 §7): 0 or none is production,
 * 1 to 15 a staging environment; anything else falls back to production.
 */
export function apiBaseUrl(brand: BrandConfig, environmentIndex?: number): string {
  const index = environmentIndex ?? 0;
  return Number.isInteger(index) && index >= STAGING_INDEX_MIN && index <= STAGING_INDEX_MAX
    ? brand.apiEnvironments.staging(index)
    : brand.apiEnvironments.production;
}

/**
 * The brand's theme as CSS custom properties of `@portal/ui/tokens.css`, e.g. `primaryContrast` →
 * `--portal-color-primary-contrast`. The shell sets them on `document.documentElement`.
 */
export function brandCssVariables(brand: BrandConfig): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, value] of Object.entries(brand.theme)) {
    if (typeof value !== 'string') continue;
    variables[`--portal-color-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`] = value;
  }
  return variables;
}
