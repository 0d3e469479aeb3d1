/* global describe, it, expect -- jest's globals */
import { forwardedHeaders } from './forwarded-headers.mjs';

const request = (headers, remoteAddress = '198.51.100.7') => ({ headers, socket: { remoteAddress } });

describe('forwardedHeaders (the gateway, the portal’s edge; issue 47 item 10)', () => {
  it('a caller without X-Forwarded-For / named by its own address', () => {
    expect(forwardedHeaders(request({ host: 'portal.test' }))).toMatchObject({
      'x-forwarded-for': '198.51.100.7',
      'x-forwarded-host': 'portal.test',
      'x-forwarded-proto': 'http',
    });
  });

  it('a caller naming another address in X-Forwarded-For / dropped: the back end sees the socket’s address', () => {
    const headers = forwardedHeaders(request({ 'x-forwarded-for': '10.9.8.7, 10.0.0.1' }));
    expect(headers['x-forwarded-for']).toBe('198.51.100.7');
    expect(headers['x-forwarded-for']).not.toContain('10.9.8.7');
  });

  it('hop-by-hop headers / not passed on, unless an upgrade keeps them', () => {
    const upgrade = request({ connection: 'Upgrade', upgrade: 'websocket', cookie: 'a=b' });
    expect(forwardedHeaders(upgrade)).not.toHaveProperty('connection');
    expect(forwardedHeaders(upgrade)).toMatchObject({ cookie: 'a=b' });
    expect(forwardedHeaders(upgrade, { keepUpgrade: true })).toMatchObject({ upgrade: 'websocket' });
  });
});
