import { brandDeepLink, qrCodeDataUrl } from './deep-link';

describe('brandDeepLink', () => {
  it('portal scheme / replaced by the brand scheme', () =>
    expect(brandDeepLink('portal://scp?code=abc', 'aurora://')).toBe('aurora://scp?code=abc'));
  it('other scheme / unchanged', () =>
    expect(brandDeepLink('https://x.test/scp?code=abc', 'aurora://')).toBe('https://x.test/scp?code=abc'));
  it('portal scheme later in the link / unchanged', () =>
    expect(brandDeepLink('x?next=portal://a', 'aurora://')).toBe('x?next=portal://a'));
});

describe('qrCodeDataUrl', () => {
  it('a link / an SVG data URL', () => {
    const url = qrCodeDataUrl('aurora://scp?code=abc');
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url)).toContain('<svg');
  });
});
