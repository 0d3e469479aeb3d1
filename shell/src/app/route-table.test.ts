import { ROUTES, matchRoute, matchesPattern } from './route-table';

describe('matchesPattern', () => {
  it('exact path / trailing slash / matches', () => expect(matchesPattern('/home', '/home/')).toBe(true));
  it('param segment / any value / matches, empty does not', () => {
    expect(matchesPattern('/receive/:id', '/receive/abc')).toBe(true);
    expect(matchesPattern('/receive/:id', '/receive')).toBe(false);
  });
  it('rest wildcard / needs at least one more segment', () => {
    expect(matchesPattern('/transfer/*', '/transfer/p2p')).toBe(true);
    expect(matchesPattern('/transfer/*', '/transfer')).toBe(false);
  });
});

describe('matchRoute', () => {
  it.each([
    ['/login', 'mfe_auth', true],
    ['/home', 'mfe_accounts', false],
    ['/cards/physical', 'mfe_accounts', false],
    ['/transfer/external/mass/confirm', 'mfe_transfers', false],
    ['/revenue-split/42', 'mfe_contracts', false],
    ['/messages/T-100', 'mfe_support', false],
    ['/merchant/ipn/history', 'mfe_merchant', false],
    ['/receive/abc', 'mfe_accounts', true],
  ])('%s / owned by %s, public %s', (path, remote, isPublic) => {
    expect(matchRoute(path)).toMatchObject({ remote, public: isPublic });
  });
  it('unknown path / no owner (not found)', () => expect(matchRoute('/nowhere')).toBeUndefined());
  it('the registration forms and the sign-in / tall: their layout reserves the screen, the choice does not', () => {
    expect(matchRoute('/register/business')?.tall).toBe(true);
    expect(matchRoute('/register/personal')?.tall).toBe(true);
    // With its passkey button the sign-in form is taller than a phone's screen less the footer (597 px of 535 on
    // 412×823): the footer, in view while the page loaded, moved down 62 px (issue 49: CLS 0.020).
    expect(matchRoute('/login')?.tall).toBe(true);
    expect(matchRoute('/register')?.tall).toBeUndefined();
  });
  it('every pattern / starts with a slash and is unique', () => {
    const patterns = ROUTES.map((route) => route.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(patterns.every((p) => p.startsWith('/'))).toBe(true);
  });
});
