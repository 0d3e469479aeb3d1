import { toBrandDeepLink } from './deep-link';

describe('toBrandDeepLink', () => {
  it('portal scheme / replaced by the brand scheme, rest kept', () => {
    expect(toBrandDeepLink('portal://login?key=abc', 'aurora://')).toBe('aurora://login?key=abc');
  });
  it('brand scheme without slashes / still a well-formed link', () => {
    expect(toBrandDeepLink('portal://scp?key=1', 'kestrel:')).toBe('kestrel://scp?key=1');
  });
  it('another scheme / left unchanged', () => {
    expect(toBrandDeepLink('https://example.test/x', 'aurora://')).toBe('https://example.test/x');
  });
});
