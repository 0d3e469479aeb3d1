import { absoluteDownloadUrl } from './download-url';

describe('absoluteDownloadUrl', () => {
  it.each([
    [
      '/files/exports/abc?token=t',
      'http://localhost:4000',
      'http://localhost:4000/files/exports/abc?token=t',
    ],
    [
      '/files/exports/abc?token=t',
      'http://localhost:4000/',
      'http://localhost:4000/files/exports/abc?token=t',
    ],
    ['files/exports/abc', 'https://api.bank.test/v2', 'https://api.bank.test/v2/files/exports/abc'],
    ['https://cdn.bank.test/x.csv', 'http://localhost:4000', 'https://cdn.bank.test/x.csv'],
  ])('%s on %s / %s', (url, base, expected) => expect(absoluteDownloadUrl(url, base)).toBe(expected));
});
