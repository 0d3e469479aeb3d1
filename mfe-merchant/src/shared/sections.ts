/**
 * The merchant area's pages in its section navigation, grouped as spec 03 §2 names the routes ("Buttons",
 * "Internal", accounts, security, IPN). `internal` pages show only to users with full access (spec 03 §6).
 */
export interface MerchantSectionLink {
  path: string;
  /** Key under `nav.` in the area's texts. */
  label: string;
}

export interface MerchantSection {
  /** Key under `nav.` in the area's texts. */
  id: 'security' | 'buttons' | 'accounts' | 'ipn' | 'internal';
  links: readonly MerchantSectionLink[];
  /** Only for users with full access. */
  fullAccess?: boolean;
}

export const MERCHANT_ROOT = '/merchant';
/** spec 03 §2 "Merchant root redirects to security verification". */
export const MERCHANT_HOME = '/merchant/security/verification';

export const MERCHANT_SECTIONS: readonly MerchantSection[] = [
  {
    id: 'security',
    links: [
      { path: '/merchant/security/verification', label: 'verification' },
      { path: '/merchant/security/verification/history', label: 'verificationHistory' },
      { path: '/merchant/security/reputation', label: 'reputation' },
    ],
  },
  {
    id: 'buttons',
    links: [
      { path: '/merchant/buttons/my_saved_buttons', label: 'savedButtons' },
      { path: '/merchant/buttons/pbn_settings', label: 'pbnSettings' },
      { path: '/merchant/buttons/business_logos', label: 'businessLogos' },
    ],
  },
  {
    id: 'accounts',
    links: [{ path: '/merchant/accounts/subscribers', label: 'subscribers' }],
  },
  {
    id: 'ipn',
    links: [
      { path: '/merchant/ipn/history', label: 'ipnHistory' },
      { path: '/merchant/ipn/settings', label: 'ipnSettings' },
    ],
  },
  {
    id: 'internal',
    fullAccess: true,
    links: [
      { path: '/merchant/internal/api_key', label: 'apiKey' },
      { path: '/merchant/internal/api_log', label: 'apiLog' },
      { path: '/merchant/internal/webhook_log', label: 'webhookLog' },
    ],
  },
];

/** The sections a user sees. */
export function visibleSections(fullAccess: boolean): readonly MerchantSection[] {
  return MERCHANT_SECTIONS.filter((section) => fullAccess || !section.fullAccess);
}
