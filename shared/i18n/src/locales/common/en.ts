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
    footerRights: '© {{year}} {{company}}. All rights reserved.',
    privacy: 'Privacy policy',
    terms: 'Terms and conditions',
    fees: 'Fees',
    support: 'Support: {{email}}',
    secureConnection: 'Secure connection',
  },
  menu: {
    home: 'Accounts',
    cards: 'Cards',
    transfers: 'Transfers',
    history: 'History',
    statements: 'Statements',
    messages: 'Support',
    security: 'Security',
    merchant: 'Merchant',
    profile: 'Profile',
  },
  notFound: {
    title: 'Page not found',
    text: 'The page you were looking for does not exist or has moved.',
    home: 'Go to the start page',
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
    text: 'For your security you will be signed out in {{seconds}} seconds.',
    stay: 'Stay signed in',
    signOut: 'Sign out now',
  },
  sessionEnded: {
    idle: 'You were signed out after 15 minutes without activity.',
    refreshFailed: 'Your session has expired. Please sign in again.',
    expired: 'Your session has expired. Please sign in again.',
  },
  errors: {
    serverUnavailable: 'Server is not available',
    network: 'No connection. Check your network and try again.',
    noResponse: 'The server did not answer. Please try again.',
    unknown: 'Something went wrong. Please try again.',
    title: 'Error',
  },
};

export type CommonTexts = typeof en;
export default en;
