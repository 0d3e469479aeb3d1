import type { Translation } from '../../language-rules';

/** Texts of the shell and of everything shared (namespace `common`). */
const en = {
  layout: {
    skipToContent: 'Skip to content',
    mainMenu: 'Main menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    language: 'Language',
    signOut: 'Sign out',
    signedInAs: 'Signed in as {{name}}',
    forCompany: '{{company}} · {{role}}',
    switchCompany: 'Switch company',
    footerRights: '© {{year}} {{company}}. All rights reserved.',
    privacy: 'Privacy policy',
    terms: 'Terms and conditions',
    fees: 'Fees',
    support: 'Support: {{email}}',
    secureConnection: 'Secure connection',
  },
  menu: {
    admin: 'Admin overview',
    home: 'Accounts',
    cards: 'Cards',
    transfers: 'Transfers',
    history: 'History',
    batchTransfers: 'Batch transfers',
    loginHistory: 'Login history',
    statements: 'Statements',
    news: 'News',
    receive: 'Receive money',
    messages: 'Support',
    security: 'Security',
    merchant: 'Merchant',
    profile: 'Profile',
    transferAccount: 'Between accounts',
    transferP2p: 'Send to a person',
    transferExternal: 'External transfer',
    approvals: 'Approvals',
    badges: {
      payments: 'payments awaiting approval: {{count}}',
      batches: 'batches awaiting approval: {{count}}',
    },
  },
  notFound: {
    title: 'Page not found',
    text: 'The page you were looking for does not exist or has moved.',
    home: 'Go to the start page',
  },
  comingSoon: {
    title: 'Coming soon',
    text: 'This part of {{brand}} is not available here yet. Everything else works as usual.',
    home: 'Go to the start page',
    signIn: 'Back to sign-in',
  },
  areaUnavailable: {
    title: 'This area is unavailable right now',
    text: 'We could not load this part of the portal. The rest of the portal keeps working.',
    retry: 'Try again',
    retrying: 'Trying again…',
  },
  loading: 'Loading…',
  close: 'Close',
  ok: 'OK',
  idle: {
    title: 'Are you still there?',
    text_one: 'For your security you will be signed out in {{seconds}} second.',
    text_other: 'For your security you will be signed out in {{seconds}} seconds.',
    stay: 'Stay signed in',
    signOut: 'Sign out now',
  },
  sessionEnded: {
    idle: 'You were signed out after 15 minutes without activity.',
    refreshFailed: 'Your session has expired. Please sign in again.',
    expired: 'Your session has expired. Please sign in again.',
  },
  messages: {
    successTitle: 'Done',
    infoTitle: 'Information',
    emailConfirmed: 'Your E-mail address has been confirmed!',
    emailConfirmFailed: 'An error has occurred. Please contact us.',
  },
  tokenErrors: {
    badStatus: '[get token error] bad status',
    unknown: '[get token error] unknow error',
    strange: '[get token error] strange error',
  },
  companyChoice: {
    title: 'Choose a company',
    cancel: 'Cancel',
    text: 'You have access to several companies. Which one do you want to work with?',
    rights: {
      0: 'No access',
      1: 'Read only',
      2: 'Full access',
      3: 'Can initiate',
      4: 'Confirmed',
      5: 'Uploading',
    },
  },
  customApi: {
    title: 'Custom back-end address',
    url: 'Back-end base URL',
    use: 'Use this address',
    cancel: 'Cancel',
    invalid: 'Enter an http or https address',
    unreachable: 'This address did not pass the check. Check it and try again.',
  },
  environment: {
    staging: 'Staging environment {{index}}',
    custom: 'Custom back end: {{url}}',
  },
  errors: {
    serverUnavailable: 'Server is not available',
    network: 'No connection. Check your network and try again.',
    noResponse: 'The server did not answer. Please try again.',
    unknown: 'Something went wrong. Please try again.',
    title: 'Error',
  },
  /** The back end is unreachable or failing: the session stays and the portal retries (issue 22). */
  outage: {
    retry: 'Retry',
    kept: 'You are still signed in. The portal tries again by itself and brings you back to where you were.',
  },
};

export type CommonTexts = Translation<typeof en>;
export default en;
