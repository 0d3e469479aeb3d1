import { DOCUMENT_BRANDS as BRANDS } from './document-brands';
import { brandOfOrigin } from './brand-of-origin';

describe('brandOfOrigin', () => {
  it.each([
    ['http://tessera.localhost:8180', 'Tessera'],
    ['http://localhost:8180', BRANDS.aurora.projectName],
    ['http://evil.localhost:8180', BRANDS.aurora.projectName],
    [undefined, BRANDS.aurora.projectName],
    ['not a url', BRANDS.aurora.projectName],
  ])('%s / %s', (origin, name) => {
    expect(brandOfOrigin(origin).projectName).toBe(name);
  });
});
