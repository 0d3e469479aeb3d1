/* global describe, it, expect -- jest's globals */
import { bestPattern, matchesPattern } from './route-patterns.mjs';

describe('matchesPattern', () => {
  it('fixed segments / the same path, a trailing slash forgiven', () => {
    expect(matchesPattern('/transfer/p2p', '/transfer/p2p')).toBe(true);
    expect(matchesPattern('/transfer/p2p', '/transfer/p2p/')).toBe(true);
    expect(matchesPattern('/transfer/p2p', '/transfer/account')).toBe(false);
  });

  it('a parameter / one non-empty segment; a trailing * / one segment or more', () => {
    expect(matchesPattern('/cards/:accountId', '/cards/300201')).toBe(true);
    expect(matchesPattern('/cards/:accountId', '/cards/300201/pin')).toBe(false);
    expect(matchesPattern('/transfer/*', '/transfer/mass/p2p')).toBe(true);
    expect(matchesPattern('/transfer/*', '/transfer')).toBe(false);
  });
});

describe('bestPattern', () => {
  const cards = ['/cards', '/cards/:accountId', '/cards/physical', '/cards/*'];

  it('of several that match / the one with the most fixed segments, as a router picks it', () => {
    expect(bestPattern(cards, '/cards/physical')).toBe('/cards/physical');
    expect(bestPattern(cards, '/cards/300201')).toBe('/cards/:accountId');
    expect(bestPattern(cards, '/cards/300201/pin')).toBe('/cards/*');
    expect(bestPattern(cards, '/cards')).toBe('/cards');
  });

  it('none that matches / undefined', () => {
    expect(bestPattern(cards, '/home')).toBeUndefined();
    expect(bestPattern([], '/home')).toBeUndefined();
  });
});
