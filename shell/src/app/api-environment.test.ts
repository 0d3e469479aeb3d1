import { resolveBrand } from '@portal/brands/brands';
import { effectiveApiBaseUrl, readApiOverride, writeApiOverride } from './api-environment';

const brand = resolveBrand('aurora');

afterEach(() => sessionStorage.clear());

describe('api environment override (spec 01 §7)', () => {
  it('no override / the deployment back end', () => {
    expect(effectiveApiBaseUrl('http://127.0.0.1:4000', brand, readApiOverride())).toBe(
      'http://127.0.0.1:4000',
    );
  });
  it('staging index stored / that staging environment of the brand', () => {
    writeApiOverride({ index: 3 });
    expect(effectiveApiBaseUrl('http://127.0.0.1:4000', brand, readApiOverride())).toBe(
      brand.apiEnvironments.staging(3),
    );
  });
  it('custom URL stored / that URL without a trailing slash', () => {
    writeApiOverride({ custom: 'https://api.example.test/v1/' });
    expect(effectiveApiBaseUrl('x', brand, readApiOverride())).toBe('https://api.example.test/v1');
  });
  it('damaged or non-http entry / no override', () => {
    sessionStorage.setItem('portal.apiOverride', '{"custom":"javascript:alert(1)"}');
    expect(readApiOverride()).toBeUndefined();
    sessionStorage.setItem('portal.apiOverride', '{oops');
    expect(readApiOverride()).toBeUndefined();
  });
  it('cleared / gone', () => {
    writeApiOverride({ index: 2 });
    writeApiOverride(undefined);
    expect(readApiOverride()).toBeUndefined();
  });
});
