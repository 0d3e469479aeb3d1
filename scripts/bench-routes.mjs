// The routes Lighthouse measures (issue 49 item 1): every route of the route table (shell/src/app/route-table.json)
// that a demo user can open directly, each with the demo user who has data there (sandbox-api/README.md), a
// business page as its company. A pattern with a parameter is opened with a seeded value; the routes a customer
// reaches only by a link made for them (an activation, a consent, a one-time secret, an identity check's token)
// are left out, as are the pages that send a visitor elsewhere at once (`lands` names where a route settles when
// that is its own other route).
//
//   path     the route opened, as a customer types it
//   user     the demo user signed in first (none: opened signed out)
//   company  the company chosen after the sign-in, for a user of several
//   lands    the path the page settles on when it is not `path` (a redirect of the page's own)

/** Demo users by what they are used for here; every one signs in with the demo password. */
const ANNA = 'anna.simple@demo.test';
const BIANCA = 'bianca.business@demo.test';
const MIA = 'mia.merchant@demo.test';
const MIAS_MARKET = "Mia's Market";
const GRETA = 'greta.gamma@demo.test';

export const BENCH_ROUTES = [
  // mfe_auth
  { path: '/login' },
  { path: '/password-reset' },
  { path: '/setting', user: 'sven.settings@demo.test' },
  { path: '/login-history', user: 'sven.settings@demo.test' },
  { path: '/admin-overview', user: 'adam.admin@demo.test' },
  // mfe_accounts
  { path: '/home', user: ANNA },
  { path: '/cards', user: 'vera.virtual@demo.test', lands: '/cards/300102' },
  { path: '/cards/physical', user: ANNA },
  { path: '/cards/virtual', user: 'vera.virtual@demo.test' },
  { path: '/cards/apply', user: ANNA },
  { path: '/cards/300201', user: ANNA },
  { path: '/add-card', user: ANNA },
  { path: '/statements', user: ANNA },
  { path: '/history', user: ANNA },
  { path: '/history/batch-transfers', user: 'mona.mass@demo.test', company: 'Mona Marketplace' },
  { path: '/receive', user: ANNA },
  { path: '/news', user: 'nora.news@demo.test' },
  // mfe_transfers
  { path: '/transfer/account', user: ANNA },
  { path: '/transfer/p2p', user: ANNA },
  { path: '/transfer/external', user: ANNA },
  {
    path: '/transfer/mass',
    user: 'mona.mass@demo.test',
    company: 'Mona Marketplace',
    lands: '/transfer/mass/wire',
  },
  { path: '/transfer/invoices', user: 'ivy.invoices@demo.test', company: 'Ivy Design Studio' },
  { path: '/transfer/approved', user: BIANCA, company: 'Bianca Studio' },
  { path: '/transfer/preapproved-payments', user: 'stan.standing@demo.test' },
  { path: '/payout-blacklist', user: 'bella.blacklist@demo.test' },
  // mfe_onboarding
  { path: '/register' },
  { path: '/register/personal' },
  { path: '/register/business' },
  { path: '/kyc', user: 'kai.kyc@demo.test' },
  { path: '/company-documents', user: BIANCA, company: 'Bianca Studio' },
  { path: '/company', user: BIANCA, company: 'Bianca Studio' },
  { path: '/company-emails', user: BIANCA, company: 'Bianca Studio' },
  { path: '/company-access', user: BIANCA, company: 'Bianca Studio' },
  { path: '/limited-account', user: 'lena.limited@demo.test' },
  { path: '/profile', user: ANNA },
  { path: '/profile-update', user: 'pia.update@demo.test' },
  { path: '/profile/notifications', user: 'nina.notify@demo.test' },
  { path: '/legal', user: 'nina.notify@demo.test' },
  { path: '/self-certification-splash', user: 'petra.tax@demo.test' },
  { path: '/self-certification', user: 'petra.tax@demo.test' },
  // mfe_contracts
  { path: '/revenue-split', user: GRETA, company: 'Gamma Foods' },
  { path: '/revenue-split/new', user: GRETA, company: 'Gamma Foods' },
  { path: '/revenue-split/6901', user: GRETA, company: 'Gamma Foods' },
  // mfe_support
  { path: '/messages', user: BIANCA, company: 'Bianca Studio' },
  { path: '/messages/10238', user: BIANCA, company: 'Bianca Studio' },
  // mfe_merchant
  { path: '/merchant', user: MIA, company: MIAS_MARKET, lands: '/merchant/security/verification' },
  { path: '/merchant/security/verification', user: MIA, company: MIAS_MARKET },
  { path: '/merchant/security/verification/history', user: MIA, company: MIAS_MARKET },
  { path: '/merchant/security/reputation', user: MIA, company: MIAS_MARKET },
  { path: '/merchant/buttons/my_saved_buttons', user: MIA, company: MIAS_MARKET },
  { path: '/merchant/buttons/pbn_settings', user: MIA, company: MIAS_MARKET },
  { path: '/merchant/buttons/business_logos', user: MIA, company: MIAS_MARKET },
  { path: '/merchant/accounts/subscribers', user: MIA, company: MIAS_MARKET },
  { path: '/merchant/ipn/history', user: MIA, company: MIAS_MARKET },
  { path: '/merchant/ipn/settings', user: MIA, company: MIAS_MARKET },
  { path: '/merchant/internal/api_key', user: MIA, company: MIAS_MARKET },
  { path: '/merchant/internal/api_log', user: MIA, company: MIAS_MARKET },
  { path: '/merchant/internal/webhook_log', user: MIA, company: MIAS_MARKET },
];

/** The routes named in `filter` (a comma list of paths, BENCH_ROUTES), or all of them. */
export function routesNamed(filter) {
  const wanted = (filter ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (wanted.length === 0) return BENCH_ROUTES;
  const unknown = wanted.filter((path) => !BENCH_ROUTES.some((route) => route.path === path));
  if (unknown.length > 0) throw new Error(`BENCH_ROUTES: not a measured route: ${unknown.join(', ')}`);
  return BENCH_ROUTES.filter((route) => wanted.includes(route.path));
}
