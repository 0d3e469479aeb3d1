/**
 * What the sandbox prints on the documents it makes for each brand (issue 14): the product's name, the ink of its
 * printed logo, and the letterhead of its account-confirmation letter (spec 01 §1). A back end keeps its brands'
 * legal details itself: the sandbox imports no portal package but the API contract (DESIGN §1), so these repeat the
 * brands' configuration (shared/brands), and the statements journey checks the two agree (e2e/tests/accounts).
 */
export interface DocumentBrand {
  projectName: string;
  /** The dark print colour of the brand's PDF logo (its theme's text colour). */
  ink: string;
  letterhead: {
    legalEntityName: string;
    address: string;
    regulatorFooter: string;
    phone: string;
    email: string;
    web: string;
  };
  /**
   * Registration as the brand offers it (spec 01 §1 "registration disabled", brand `allowRegistration` and
   * `sourceOfWealthEnable`): the sandbox refuses a registration from a brand without it, and asks for the
   * source-of-wealth details where the brand does (issue 29).
   */
  registration: { allowed: boolean; sourceOfWealth: boolean };
  /** Smart contracts as the brand offers them (brand `contractsEnable`, spec 03 §2): the contract service asks it. */
  contracts: boolean;
}

/** The six brands by key; the keys are the host names' first labels (`<brand>.localhost`, DESIGN §4). */
export const DOCUMENT_BRANDS = {
  aurora: {
    projectName: 'Aurora Money',
    ink: '#13201d',
    letterhead: {
      legalEntityName: 'Aurora Payments UAB',
      address: 'Konstitucijos pr. 21A, LT-08130 Vilnius, Lithuania',
      regulatorFooter:
        'Aurora Payments UAB (company code 305512734) is an electronic money institution authorised and supervised by the Bank of Lithuania, licence No. 87.',
      phone: '+370 5 214 3300',
      email: 'support@auroramoney.eu',
      web: 'www.auroramoney.eu',
    },
    registration: { allowed: true, sourceOfWealth: true },
    contracts: true,
  },
  meridian: {
    projectName: 'Meridian Pay',
    ink: '#171a2e',
    letterhead: {
      legalEntityName: 'Meridian Pay Europe S.A.',
      address: '12 Rue Eugène Ruppert, L-2453 Luxembourg',
      regulatorFooter:
        'Meridian Pay Europe S.A. (R.C.S. Luxembourg B 241187) is a payment institution authorised by the Commission de Surveillance du Secteur Financier.',
      phone: '+352 27 86 44 10',
      email: 'help@meridianpay.eu',
      web: 'www.meridianpay.eu',
    },
    registration: { allowed: true, sourceOfWealth: true },
    contracts: true,
  },
  solstice: {
    projectName: 'Solstice Wallet',
    ink: '#231a14',
    letterhead: {
      legalEntityName: 'Solstice Financial Ltd',
      address: '171 Old Bakery Street, Valletta VLT 1455, Malta',
      regulatorFooter:
        'Solstice Financial Ltd (C 90412) is licensed by the Malta Financial Services Authority as a financial institution under the Financial Institutions Act.',
      phone: '+356 2034 8810',
      email: 'care@solsticewallet.com',
      web: 'www.solsticewallet.com',
    },
    registration: { allowed: true, sourceOfWealth: false },
    contracts: false,
  },
  harbor: {
    projectName: 'Harbor',
    ink: '#0f1c2b',
    letterhead: {
      legalEntityName: 'Harbor Payments B.V.',
      address: 'Herengracht 420, 1017 BZ Amsterdam, the Netherlands',
      regulatorFooter:
        'Harbor Payments B.V. (KvK 81734092) is an electronic money institution licensed and supervised by De Nederlandsche Bank.',
      phone: '+31 20 794 5120',
      email: 'support@harborpay.eu',
      web: 'www.harborpay.eu',
    },
    registration: { allowed: true, sourceOfWealth: true },
    contracts: true,
  },
  kestrel: {
    projectName: 'Kestrel',
    ink: '#1e1624',
    letterhead: {
      legalEntityName: 'Kestrel Finance sp. z o.o.',
      address: 'ul. Prosta 51, 00-838 Warszawa, Poland',
      regulatorFooter:
        'Kestrel Finance sp. z o.o. (KRS 0000912345) is a national payment institution authorised by the Polish Financial Supervision Authority (KNF).',
      phone: '+48 22 307 4415',
      email: 'hello@kestrel.finance',
      web: 'www.kestrel.finance',
    },
    registration: { allowed: true, sourceOfWealth: true },
    contracts: false,
  },
  tessera: {
    projectName: 'Tessera',
    ink: '#171b24',
    letterhead: {
      legalEntityName: 'Tessera Pagos S.L.',
      address: 'Paseo de la Castellana 95, 28046 Madrid, Spain',
      regulatorFooter:
        'Tessera Pagos S.L. (NIF B-88412736) is a payment institution registered with the Banco de España under No. 6921.',
      phone: '+34 910 48 27 30',
      email: 'soporte@tessera.es',
      web: 'www.tessera.es',
    },
    registration: { allowed: false, sourceOfWealth: false },
    contracts: false,
  },
} satisfies Record<string, DocumentBrand>;

/** The brand of the portal's default host (its own default, DESIGN §4). */
export const DEFAULT_DOCUMENT_BRAND: DocumentBrand = DOCUMENT_BRANDS.aurora;
