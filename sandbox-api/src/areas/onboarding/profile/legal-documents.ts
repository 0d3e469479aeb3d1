import type { LegalDocumentKind } from '@portal/api/catalogue';

/** A legal document in the version the sandbox's customers hold, with the text its PDF prints. */
export interface LegalDocument {
  id: number;
  kind: LegalDocumentKind;
  title: string;
  version: string;
  /** `YYYY-MM-DD`. */
  effectiveFrom: string;
  /** Who holds it: every customer, personal customers or businesses. */
  audience: 'all' | 'personal' | 'business';
  /** Agreed to when the customer opened the account; else given for information. */
  agreed: boolean;
  /** Section headings and their paragraphs. */
  sections: readonly { heading: string; text: string }[];
}

/**
 * The legal info items (spec 02 §3, §7 "Legal info. Agreement download (id, PDF)"): the spec names none; these are
 * the documents of an e-money account. Ids are stable: the portal downloads a document by its id.
 */
export const LEGAL_DOCUMENTS: readonly LegalDocument[] = [
  {
    id: 1,
    kind: 'termsAndConditions',
    title: 'Terms and Conditions',
    version: '2026-11',
    effectiveFrom: '2026-11-01',
    audience: 'all',
    agreed: true,
    sections: [
      {
        heading: '1. The agreement',
        text: 'These terms form the agreement between you and us for your electronic money account, the payment services we provide with it and the online portal through which you use them.',
      },
      {
        heading: '2. Your account',
        text: 'Your account holds electronic money issued by us at par value on receipt of funds. Funds are safeguarded in segregated accounts and are not covered by a deposit guarantee scheme.',
      },
      {
        heading: '3. Payments',
        text: 'We execute a payment order once it is authorised with your security credentials. You can see the execution time, fee and exchange rate before you confirm a payment.',
      },
      {
        heading: '4. Security',
        text: 'Keep your password, one-time codes and devices safe. Tell us without delay if you think someone else has used your credentials; we block access as soon as you do.',
      },
      {
        heading: '5. Changes and termination',
        text: 'We tell you about changes to these terms at least two months before they take effect. You may close your account at any time free of charge.',
      },
    ],
  },
  {
    id: 2,
    kind: 'privacyPolicy',
    title: 'Privacy Policy',
    version: '2026-10',
    effectiveFrom: '2026-10-01',
    audience: 'all',
    agreed: false,
    sections: [
      {
        heading: '1. What we collect',
        text: 'Identity and contact details, the documents you give us for verification, your payments and the technical data of your sign-ins and devices.',
      },
      {
        heading: '2. Why',
        text: 'To provide your account, to meet our anti-money-laundering and regulatory duties, to prevent fraud and, with your consent only, to tell you about new products.',
      },
      {
        heading: '3. Your rights',
        text: 'You may ask for a copy of your data, its correction or erasure where the law allows, and complain to your data protection authority.',
      },
    ],
  },
  {
    id: 3,
    kind: 'feeSchedule',
    title: 'Fee Schedule',
    version: '2026-07',
    effectiveFrom: '2026-07-01',
    audience: 'all',
    agreed: true,
    sections: [
      {
        heading: 'Account',
        text: 'Opening and keeping an account: free. Transfers between your own accounts: free. Transfers to other customers: free.',
      },
      {
        heading: 'Payments out',
        text: 'SEPA transfer: EUR 0.50. SWIFT transfer: 0.3% (minimum EUR 15). Card payout: 1.5%. Currency exchange: 0.5% above the reference rate.',
      },
    ],
  },
  {
    id: 4,
    kind: 'cardholderAgreement',
    title: 'Cardholder Agreement',
    version: '2026-01',
    effectiveFrom: '2026-01-01',
    audience: 'personal',
    agreed: true,
    sections: [
      {
        heading: '1. Your card',
        text: 'The card remains our property. Sign it on receipt, keep its PIN secret and never write the PIN down with the card.',
      },
      {
        heading: '2. Using the card',
        text: 'Payments with the card are taken from the balance of the account it is linked to. Contactless payments have a limit per payment and a cumulative limit.',
      },
      {
        heading: '3. Loss and disputes',
        text: 'Block a lost card at once in the portal. You may dispute a card payment you did not authorise within 13 months of its date.',
      },
    ],
  },
  {
    id: 5,
    kind: 'businessAgreement',
    title: 'Business Account Agreement',
    version: '2026-03',
    effectiveFrom: '2026-03-01',
    audience: 'business',
    agreed: true,
    sections: [
      {
        heading: '1. Authorised users',
        text: 'The business decides who acts for it in the portal and with which access rights. Payments initiated by a user with the initiate right wait for an approver.',
      },
      {
        heading: '2. Mass payments',
        text: 'Batch files are checked row by row before they are submitted; a batch is executed as a whole once approved.',
      },
      {
        heading: '3. Liability',
        text: 'The business is responsible for the acts of its authorised users within their access rights.',
      },
    ],
  },
];
